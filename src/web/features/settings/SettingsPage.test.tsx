// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { StoredSettings } from '@domain/account';
import { DEFAULT_SETTINGS } from '@domain/settings-defaults';
import type { AccountValues, SaveAccountInput } from '@web/lib/account';
import { SAVED_MODAL_MS } from './constants';
import { SettingsPage } from './SettingsPage';

interface TestUser {
  id: string;
  email: string;
  user_metadata: Record<string, unknown>;
}

const mocks = vi.hoisted(() => {
  class AccountError extends Error {
    override name = 'AccountError';
  }
  return {
    AccountError,
    user: { current: null as TestUser | null },
    loadSettings: vi.fn<() => Promise<StoredSettings>>(),
    save: vi.fn<(input: SaveAccountInput) => Promise<AccountValues>>(),
    changePassword: vi.fn<(current: string, next: string) => Promise<void>>(),
    deleteAccount: vi.fn<() => Promise<void>>(),
    finishFirstLogin: vi.fn<() => Promise<void>>(),
  };
});

vi.mock('@web/lib/account', async () => {
  const { useMutation, useQuery } = await import('@tanstack/react-query');
  const { profileFromMetadata } = await import('@domain/profile');
  return {
    AccountError: mocks.AccountError,
    useCurrentUser: () => mocks.user.current,
    useFreshProfile: () => ({
      profile: profileFromMetadata(mocks.user.current?.user_metadata),
      isError: false,
      error: null,
      isFetching: false,
      refetch: () => Promise.resolve(),
    }),
    useSettings: () => useQuery({ queryKey: ['settings'], queryFn: () => mocks.loadSettings() }),
    useSaveAccount: () =>
      useMutation({ mutationFn: (input: SaveAccountInput) => mocks.save(input) }),
    changePassword: (current: string, next: string) => mocks.changePassword(current, next),
    deleteAccount: () => mocks.deleteAccount(),
    finishFirstLogin: () => mocks.finishFirstLogin(),
  };
});

vi.mock('@web/lib/subscription', () => ({
  usePlan: () => ({ plan: 'free', isPro: false, loading: false, subscription: null }),
  invalidateSubscription: () => Promise.resolve(),
}));

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const storedSettings: StoredSettings = {
  ...DEFAULT_SETTINGS,
  preferences: { ...DEFAULT_SETTINGS.preferences, language: 'fr' },
};

function signIn(metadata: Record<string, unknown> = {}) {
  mocks.user.current = {
    id: 'user-1',
    email: 'ada@example.com',
    user_metadata: { name: 'Ada Lovelace', bio: 'I like engines.', ...metadata },
  };
}

function renderPage(path = '/settings') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/settings', element: <SettingsPage /> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
      { path: '/', element: <h1>Home</h1> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, view };
}

async function loaded() {
  return screen.findByRole('tab', { name: 'Profile' });
}

beforeEach(() => {
  signIn();
  mocks.loadSettings.mockResolvedValue(storedSettings);
  mocks.save.mockImplementation(({ profile, settings }) => Promise.resolve({ profile, settings }));
  mocks.changePassword.mockResolvedValue(undefined);
  mocks.deleteAccount.mockResolvedValue(undefined);
  mocks.finishFirstLogin.mockResolvedValue(undefined);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('SettingsPage', () => {
  it('renders nothing without a signed-in user', () => {
    mocks.user.current = null;
    const { view } = renderPage();
    expect(view.container).toBeEmptyDOMElement();
  });

  it('shows the five tabs, switches panels and keeps the email read-only', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText('Loading your settings...')).toBeInTheDocument();

    await loaded();
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
    ]);
    for (const name of ['Profile', 'Notifications', 'Preferences', 'Coding', 'Billing']) {
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('tabpanel', { name: 'Profile' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toBeDisabled();
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveAccessibleDescription('Email cannot be changed from this page');
    expect(screen.getByText('15/500 characters')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(screen.getByRole('tab', { name: 'Notifications' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'Notifications' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('switch')).toHaveLength(5);

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Preferences' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Preferences' })).toBeVisible();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tabpanel', { name: 'Billing' })).toBeVisible();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tabpanel', { name: 'Coding' })).toBeVisible();
    expect(
      screen.getByText('These settings apply to every code editor on CodeNest.'),
    ).toBeInTheDocument();
  });

  it('opens the tab the address names, on arrival and on every link to it', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/settings?tab=billing');
    expect(await screen.findByRole('tab', { name: 'Billing' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const billing = screen.getByRole('tabpanel', { name: 'Billing' });
    expect(within(billing).getByText("You're on the Free plan")).toBeInTheDocument();
    // Billing acts at once: no save bar until something else has changed.
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Coding' }));
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeVisible();

    await act(() => router.navigate('/settings?tab=billing'));
    expect(screen.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true');
    await act(() => router.navigate('/settings?tab=notifications'));
    expect(screen.getByRole('tab', { name: 'Notifications' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('ignores an unknown tab in the address', async () => {
    renderPage('/settings?tab=invoices');
    expect(await screen.findByRole('tab', { name: 'Profile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('shows the values of the stored settings', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Preferences' }));
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveDisplayValue('System');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveDisplayValue('Français');
    expect(screen.getByRole('combobox', { name: 'Timezone' })).toHaveDisplayValue(
      'Pacific Time (PT)',
    );
    expect(screen.getByRole('switch', { name: 'Auto-save code' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Compact mode' })).not.toBeChecked();

    await user.click(screen.getByRole('tab', { name: 'Coding' }));
    expect(screen.getByRole('combobox', { name: 'Tab size' })).toHaveDisplayValue('4 spaces');
    expect(screen.getByRole('combobox', { name: 'Font size' })).toHaveDisplayValue('Medium (14px)');
    expect(
      within(screen.getByRole('combobox', { name: 'Font size' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Small (12px)', 'Medium (14px)', 'Large (16px)', 'Extra Large (18px)']);
    expect(screen.getByRole('combobox', { name: 'Code theme' })).toHaveDisplayValue('Dark');
  });

  it('offers to try again when the settings cannot be loaded', async () => {
    const user = userEvent.setup();
    mocks.loadSettings.mockRejectedValueOnce(
      new mocks.AccountError('The server could not be reached. Please try again.'),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server could not be reached. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await loaded()).toBeInTheDocument();
    expect(mocks.loadSettings).toHaveBeenCalledTimes(2);
  });

  it('saves every change at once and confirms for exactly SAVED_MODAL_MS', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Notifications' }));
    // Push Notifications would ask the browser first (NotificationsTab.test.tsx).
    const community = screen.getByRole('switch', { name: 'Community Updates' });
    expect(community).toHaveAttribute('aria-checked', 'false');
    await user.click(community);
    expect(community).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('tab', { name: 'Coding' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tab size' }), '2 spaces');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();

    const pending = deferred<AccountValues>();
    mocks.save.mockReturnValueOnce(pending.promise);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(mocks.save).toHaveBeenCalledTimes(1);
    const profile = { name: 'Ada Lovelace', bio: 'I like engines.', location: '', website: '' };
    const edited = {
      ...storedSettings,
      notifications: { ...storedSettings.notifications, communityUpdates: true },
      coding: { ...storedSettings.coding, tabSize: 2 as const },
    };
    expect(mocks.save).toHaveBeenCalledWith({
      profile,
      settings: edited,
      // What the form loaded: the save sends only what differs from it.
      loaded: { profile, settings: storedSettings },
      finishFirstLogin: false,
    });

    vi.useFakeTimers();
    await act(async () => {
      pending.resolve({ profile, settings: edited });
      await vi.advanceTimersByTimeAsync(0);
    });
    const dialog = screen.getByRole('dialog', { name: 'Settings saved' });
    expect(dialog).toHaveTextContent('Your changes have been saved.');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(screen.getByText('No unsaved changes.')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(SAVED_MODAL_MS - 1));
    expect(screen.getByRole('dialog', { name: 'Settings saved' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('dialog', { name: 'Settings saved' })).not.toBeInTheDocument();
    expect(SAVED_MODAL_MS).toBe(2000);
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('finishes the first login and then goes to the dashboard', async () => {
    signIn({ first_login: true });
    const user = userEvent.setup();
    const { router } = renderPage();
    await loaded();
    const pending = deferred<AccountValues>();
    mocks.save.mockReturnValueOnce(pending.promise);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(mocks.save).toHaveBeenCalledWith(expect.objectContaining({ finishFirstLogin: true }));

    vi.useFakeTimers();
    await act(async () => {
      pending.resolve({
        profile: { name: 'Ada Lovelace', bio: 'I like engines.', location: '', website: '' },
        settings: storedSettings,
      });
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('dialog', { name: 'Settings saved' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SAVED_MODAL_MS);
    });
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('checks the profile before saving: the problem shows under its field, which gets focus', async () => {
    // jsdom has no layout, so no scrollIntoView either.
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    const user = userEvent.setup();
    renderPage();
    await loaded();
    await user.type(screen.getByRole('textbox', { name: 'Website' }), 'my site');
    await user.click(screen.getByRole('tab', { name: 'Coding' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    const website = screen.getByRole('textbox', { name: 'Website' });
    expect(website).toHaveAttribute('aria-invalid', 'true');
    expect(website).toHaveAccessibleDescription(
      'Enter a website starting with http:// or https://, or leave it empty.',
    );
    expect(website).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(website);
    // Not in the sticky save bar, where it covered the field.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
    expect(mocks.save).not.toHaveBeenCalled();

    // Editing the field clears its problem.
    await user.clear(website);
    expect(website).not.toHaveAttribute('aria-invalid');
    expect(
      screen.queryByText('Enter a website starting with http:// or https://, or leave it empty.'),
    ).not.toBeInTheDocument();
  });

  it('shows save errors in the save bar', async () => {
    const user = userEvent.setup();
    renderPage();
    await loaded();
    await user.type(screen.getByRole('textbox', { name: 'Website' }), 'https://ada.dev');
    mocks.save.mockRejectedValueOnce(new mocks.AccountError('Settings could not be stored.'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Settings could not be stored.');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('welcomes a first login: Skip for now is remembered, then goes to the dashboard', async () => {
    signIn({ first_login: true });
    const user = userEvent.setup();
    const { router } = renderPage('/settings?first-login=true');
    const dialog = screen.getByRole('dialog', { name: 'Welcome to CodeNest!' });
    const skip = within(dialog).getByRole('button', { name: 'Skip for now' });
    expect(skip).toHaveFocus();

    const pending = deferred<undefined>();
    mocks.finishFirstLogin.mockReturnValueOnce(pending.promise);
    await user.click(skip);
    expect(mocks.finishFirstLogin).toHaveBeenCalledTimes(1);
    expect(skip).toBeDisabled();
    expect(router.state.location.pathname).toBe('/settings');
    await act(async () => {
      pending.resolve(undefined);
      await pending.promise;
    });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('Skip for now still goes to the dashboard when it cannot be remembered', async () => {
    signIn({ first_login: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mocks.finishFirstLogin.mockRejectedValueOnce(new mocks.AccountError('Network down'));
    const user = userEvent.setup();
    const { router } = renderPage('/settings?first-login=true');
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(mocks.finishFirstLogin).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('Skip for now saves nothing when the first login is already over', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/settings?first-login=true');
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(mocks.finishFirstLogin).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('welcomes a first login: Set up profile closes it and focuses the name', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/settings?first-login=true');
    await loaded();
    await user.click(screen.getByRole('tab', { name: 'Coding' }));
    await user.click(screen.getByRole('button', { name: 'Set up profile' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('changes the password: match first, then length, then the server', async () => {
    const user = userEvent.setup();
    renderPage();
    await loaded();
    const current = screen.getByLabelText('Current password');
    const next = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');
    const submit = screen.getByRole('button', { name: 'Update Password' });

    await user.type(current, 'old-secret');
    await user.type(next, 'abc');
    await user.type(confirm, 'abd');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');

    await user.clear(confirm);
    await user.type(confirm, 'abc');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Password must be at least 6 characters long',
    );
    expect(mocks.changePassword).not.toHaveBeenCalled();

    mocks.changePassword.mockRejectedValueOnce(
      new mocks.AccountError('Your current password is incorrect.'),
    );
    await user.clear(next);
    await user.clear(confirm);
    await user.type(next, 'new-secret');
    await user.type(confirm, 'new-secret');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your current password is incorrect.',
    );

    const pending = deferred<undefined>();
    mocks.changePassword.mockReturnValueOnce(pending.promise);
    await user.click(submit);
    expect(screen.getByRole('button', { name: 'Updating...' })).toBeDisabled();
    await act(async () => {
      pending.resolve(undefined);
      await pending.promise;
    });
    expect(mocks.changePassword).toHaveBeenLastCalledWith('old-secret', 'new-secret');
    expect(screen.getByRole('status')).toHaveTextContent('Password updated successfully.');
    expect(current).toHaveValue('');
    expect(next).toHaveValue('');
    expect(confirm).toHaveValue('');
    expect(mocks.save).not.toHaveBeenCalled();
  });

  it('deletes the account after confirmation', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent(/permanently deletes your account/);
    expect(dialog).toHaveTextContent(/cannot be undone/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));

    mocks.deleteAccount.mockRejectedValueOnce(
      new mocks.AccountError('Your account could not be deleted right now.'),
    );
    const confirmDelete = () =>
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Account' });
    await user.click(confirmDelete());
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'Your account could not be deleted right now.',
    );

    const pending = deferred<undefined>();
    mocks.deleteAccount.mockReturnValueOnce(pending.promise);
    await user.click(confirmDelete());
    const busy = within(screen.getByRole('dialog'));
    expect(busy.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(busy.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(mocks.deleteAccount).toHaveBeenCalledTimes(2);

    await act(async () => {
      pending.resolve(undefined);
      await pending.promise;
    });
    expect(router.state.location.pathname).toBe('/');
  });
});
