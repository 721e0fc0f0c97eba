// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useMemo, useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_REDIRECT_DELAY_MS } from '@domain/constants';
import {
  AuthDialogContext,
  type AuthDialogOptions,
  type AuthDialogState,
  type AuthMode,
} from '@web/lib/auth-dialog';
import { homeAfterSignIn } from '@web/lib/auth-dialog';
import { AuthDialog } from './AuthDialog';

const auth = vi.hoisted(() => ({
  signUp: vi.fn(),
  signInWithPassword: vi.fn(),
  resetPasswordForEmail: vi.fn(),
  updateUser: vi.fn(),
  signInWithSSO: vi.fn(),
}));
const teams = vi.hoisted(() => ({ teamCall: vi.fn() }));

vi.mock('@web/lib/supabase', () => ({ loadSupabase: () => Promise.resolve({ auth }) }));
vi.mock('@web/lib/teams', () => teams);

/** The app shell's part: the dialog's state, opened as the test says. */
function Shell({ mode, options }: { mode: AuthMode; options: AuthDialogOptions }) {
  const [state, setState] = useState<{ mode: AuthMode | null; options: AuthDialogOptions }>({
    mode,
    options,
  });
  const open = useCallback(
    (next: AuthMode, nextOptions: AuthDialogOptions = {}) =>
      setState({ mode: next, options: nextOptions }),
    [],
  );
  const close = useCallback(() => setState({ mode: null, options: {} }), []);
  const value = useMemo<AuthDialogState>(
    () => ({
      mode: state.mode,
      openError: state.options.error ?? null,
      openNotice: state.options.notice ?? null,
      returnTo: state.options.returnTo ?? null,
      open,
      close,
    }),
    [state, open, close],
  );
  return (
    <AuthDialogContext.Provider value={value}>
      <Outlet />
      {state.mode && <AuthDialog />}
    </AuthDialogContext.Provider>
  );
}

function renderDialog(mode: AuthMode, options: AuthDialogOptions = {}) {
  const router = createMemoryRouter(
    [
      {
        element: <Shell mode={mode} options={options} />,
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '/dashboard', element: <h1>Dashboard</h1> },
          { path: '/profile', element: <h1>Profile</h1> },
          { path: '/settings', element: <h1>Settings</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function signInAnswers(metadata: Record<string, unknown>) {
  auth.signInWithPassword.mockResolvedValue({
    data: { user: { id: 'user-1', user_metadata: metadata }, session: {} },
    error: null,
  });
}

async function signInThroughDialog() {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'nest-of-c-42');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByRole('status')).toHaveTextContent(/^Signed in successfully!$/);
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('homeAfterSignIn', () => {
  it('sends a first login to the welcome, else back to the page asked for, else the dashboard', () => {
    expect(homeAfterSignIn({ first_login: true }, '/profile')).toBe('/settings?first-login=true');
    expect(homeAfterSignIn({ first_login: false }, '/profile')).toBe('/profile');
    expect(homeAfterSignIn({ first_login: false }, null)).toBe('/dashboard');
    expect(homeAfterSignIn(undefined)).toBe('/dashboard');
  });
});

describe('AuthDialog sign-in', () => {
  it('returns to the protected page the visitor asked for', async () => {
    signInAnswers({ first_login: false });
    const router = renderDialog('login', { returnTo: '/profile' });
    await signInThroughDialog();
    await act(() => vi.advanceTimersByTimeAsync(SIGN_IN_REDIRECT_DELAY_MS));
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the way back across a switch to sign-up and back', async () => {
    signInAnswers({ first_login: false });
    const router = renderDialog('login', { returnTo: '/profile' });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await signInThroughDialog();
    await act(() => vi.advanceTimersByTimeAsync(SIGN_IN_REDIRECT_DELAY_MS));
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('still goes to the welcome on a first login', async () => {
    signInAnswers({ first_login: true });
    const router = renderDialog('login', { returnTo: '/profile' });
    await signInThroughDialog();
    await act(() => vi.advanceTimersByTimeAsync(SIGN_IN_REDIRECT_DELAY_MS));
    expect(router.state.location.pathname).toBe('/settings');
    expect(router.state.location.search).toBe('?first-login=true');
  });

  it('goes to the dashboard when no page was asked for', async () => {
    signInAnswers({});
    const router = renderDialog('login');
    await signInThroughDialog();
    await act(() => vi.advanceTimersByTimeAsync(SIGN_IN_REDIRECT_DELAY_MS));
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('AuthDialog sign-up checks', () => {
  async function fillSignUp(password: string, confirmPassword = password) {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), password);
    await user.type(screen.getByLabelText('Confirm Password'), confirmPassword);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    return user;
  }

  it('says a too-short password once: the hint under the field turns into the error', async () => {
    renderDialog('signup');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription('Password must be at least 6 characters long');
    expect(password).not.toHaveAttribute('aria-invalid');

    const user = await fillSignUp('12345');
    expect(screen.getAllByText('Password must be at least 6 characters long')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Password must be at least 6 characters long$/,
    );
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Password must be at least 6 characters long');
    expect(password).toHaveFocus();
    expect(auth.signUp).not.toHaveBeenCalled();

    // Typing clears the error (SPEC §5); the hint stays.
    await user.type(password, '6');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByText('Password must be at least 6 characters long')).toHaveLength(1);
    expect(password).not.toHaveAttribute('aria-invalid');
  });

  it('shows a mismatch in the red box, checked before the length', async () => {
    renderDialog('signup');
    await fillSignUp('12345', '12346');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Passwords do not match$/);
    expect(screen.getAllByText('Password must be at least 6 characters long')).toHaveLength(1);
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });
});

describe('AuthDialog sign-up answers', () => {
  function signUpAnswers(times: { created_at: string; confirmation_sent_at: string }) {
    auth.signUp.mockResolvedValue({
      data: {
        user: { id: 'user-1', email: 'ada@example.com', user_metadata: {}, ...times },
        session: null,
      },
      error: null,
    });
  }

  async function signUpThroughDialog() {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'nest-of-c-42');
    await user.type(screen.getByLabelText('Confirm Password'), 'nest-of-c-42');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
  }

  it('confirms a new account with the SPEC text and keeps only the e-mail', async () => {
    signUpAnswers({
      created_at: '2026-11-03T10:00:00.000Z',
      confirmation_sent_at: '2026-11-03T10:00:00.150Z',
    });
    renderDialog('signup');
    await signUpThroughDialog();
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^Account created successfully! Please check your email for a confirmation link\.$/,
    );
    expect(auth.signUp).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'nest-of-c-42',
      options: {
        data: { name: 'Ada Lovelace', first_login: true },
        emailRedirectTo: `${window.location.origin}/settings?first-login=true`,
      },
    });
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('says a new link was sent when the address signed up before without confirming', async () => {
    signUpAnswers({
      created_at: '2026-11-03T10:00:00.000Z',
      confirmation_sent_at: '2026-11-03T10:07:30.000Z',
    });
    renderDialog('signup');
    await signUpThroughDialog();
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^We sent a new confirmation link to ada@example\.com\. Open the newest email to confirm your address\.$/,
    );
    expect(screen.queryByText(/Account created successfully/)).not.toBeInTheDocument();
  });
});

describe('AuthDialog after a password reset link', () => {
  it('keeps the confirmation on screen and goes to the dashboard, not the welcome', async () => {
    auth.updateUser.mockResolvedValue({
      data: { user: { id: 'user-1', user_metadata: { first_login: true } } },
      error: null,
    });
    const router = renderDialog('reset');
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.type(screen.getByLabelText('New Password'), 'brand-new-42');
    await user.type(screen.getByLabelText('Confirm New Password'), 'brand-new-42');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(auth.updateUser).toHaveBeenCalledWith({ password: 'brand-new-42' });
    const dialog = await screen.findByRole('dialog', { name: 'Password updated' });
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Your password has been updated\. You are signed in\.$/,
    );
    const next = screen.getByRole('button', { name: 'Continue to dashboard' });
    expect(next).toHaveFocus();

    await act(() => vi.advanceTimersByTimeAsync(5 * SIGN_IN_REDIRECT_DELAY_MS));
    expect(dialog).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');

    await user.click(next);
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('AuthDialog with single sign-on', () => {
  const assign = vi.fn<(url: string) => void>();
  beforeEach(() => {
    vi.stubGlobal('location', { ...window.location, origin: 'https://learn.example', assign });
  });
  afterEach(() => vi.unstubAllGlobals());

  async function openSsoStep() {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('button', { name: 'Continue with single sign-on' }));
    expect(
      await screen.findByRole('dialog', { name: 'Sign in with single sign-on' }),
    ).toBeInTheDocument();
    const email = await screen.findByLabelText('Work or school email');
    expect(email).toHaveFocus();
    return { user, email };
  }

  it('finds the team of the address, and its button leaves for the team’s provider', async () => {
    teams.teamCall.mockResolvedValue({ teamName: 'Hill School', domain: 'hill.example' });
    auth.signInWithSSO.mockResolvedValue({
      data: { url: 'https://login.hill.example/authorize?client_id=codenest' },
      error: null,
    });
    renderDialog('login', { returnTo: '/profile' });
    const { user, email } = await openSsoStep();
    await user.type(email, 'ada@hill.example');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(teams.teamCall).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'sso-lookup?email=ada%40hill.example', method: 'GET' }),
    );
    const go = await screen.findByRole('button', { name: 'Sign in with Hill School' });
    expect(go).toHaveFocus();
    await user.click(go);

    expect(auth.signInWithSSO).toHaveBeenCalledWith({
      domain: 'hill.example',
      options: { redirectTo: 'https://learn.example/profile', skipBrowserRedirect: true },
    });
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        'https://login.hill.example/authorize?client_id=codenest',
      ),
    );
  });

  it('says why when no team signs the address in, and goes back to the password form', async () => {
    teams.teamCall.mockRejectedValue(
      new Error(
        'No team signs in with single sign-on for example.com. Sign in with your e-mail and password, or ask your teacher which address to use.',
      ),
    );
    renderDialog('login');
    const { user, email } = await openSsoStep();
    await user.type(email, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^No team signs in with single sign-on for example\.com\. Sign in with your e-mail and password, or ask your teacher which address to use\.$/,
    );
    expect(
      screen.queryByRole('button', { name: /^Sign in with (?!single)/ }),
    ).not.toBeInTheDocument();
    expect(auth.signInWithSSO).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('shows the server’s refusal of the sign-in, such as a team whose plan lapsed', async () => {
    teams.teamCall.mockResolvedValue({ teamName: 'Hill School', domain: 'hill.example' });
    auth.signInWithSSO.mockResolvedValue({
      data: null,
      error: { message: 'This team’s Enterprise subscription is not active.' },
    });
    renderDialog('login');
    const { user, email } = await openSsoStep();
    await user.type(email, 'ada@hill.example');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Sign in with Hill School' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This team’s Enterprise subscription is not active.',
    );
    expect(assign).not.toHaveBeenCalled();
  });
});
