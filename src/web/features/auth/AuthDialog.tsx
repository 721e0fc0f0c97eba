import { CircleAlert, Eye, EyeOff, X } from 'lucide-react';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import { SIGN_IN_REDIRECT_DELAY_MS } from '@domain/constants';
import {
  authErrorMessage,
  isRepeatSignUp,
  PASSWORD_TOO_SHORT,
  PASSWORD_UPDATED,
  RESET_LINK_SENT,
  SIGN_IN_SUCCESS,
  SIGN_UP_SUCCESS,
  signUpPasswordProblem,
} from '@domain/auth-messages';
import { ErrorBox, SuccessBox } from '@web/components/MessageBox';
import { Button } from '@web/components/ui/Button';
import { Trans } from '@web/i18n/Trans';
import { msg, useT } from '@web/i18n/translate';
import { homeAfterSignIn, useAuthDialog, type AuthMode } from '@web/lib/auth-dialog';
import { loadSupabase } from '@web/lib/supabase';
import { inputClasses } from '@web/components/ui/field-classes';

interface FormState {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const emptyForm: FormState = { name: '', email: '', password: '', confirmPassword: '' };
const SsoSignIn = lazy(async () => ({ default: (await import('./SsoSignIn')).SsoSignIn }));
const ssoCopy = {
  title: msg('Sign in with single sign-on'),
  lead: msg('Your school or company signs you in. Enter your work or school email.'),
};
const DEMO_MODE_MESSAGE = 'Demo mode: no backend is connected';

const copy: Record<AuthMode, { title: string; lead: string; submit: string }> = {
  login: {
    title: msg('Welcome Back'),
    lead: msg('Sign in to pick up where you left off.'),
    submit: msg('Sign In'),
  },
  signup: {
    title: msg('Join CodeNest'),
    lead: msg('Create a free account and run your first C program in minutes.'),
    submit: msg('Create Account'),
  },
  recover: {
    title: msg('Reset your password'),
    lead: msg("Enter your account's email and we will send you a link to choose a new password."),
    submit: msg('Send Reset Link'),
  },
  reset: {
    title: msg('Choose a new password'),
    lead: msg('You followed a password reset link. Pick the new password for your account.'),
    submit: msg('Update Password'),
  },
};

/** The sign-in, sign-up and password-reset dialog of SPEC §2, §4, §5 and §8. */
export function AuthDialog() {
  const t = useT();
  const { mode, openError, openNotice, returnTo, open, close } = useAuthDialog();
  const navigate = useNavigate();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [form, setForm] = useState<FormState>(emptyForm);
  const [showPasswords, setShowPasswords] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(openError);
  const [success, setSuccess] = useState<string | null>(openNotice);
  // The new password is saved: the confirmation stays until the learner moves on.
  const [passwordSaved, setPasswordSaved] = useState(false);
  // Signing in through the team's own provider instead of with a password.
  const [ssoStep, setSsoStep] = useState(false);
  const continueRef = useRef<HTMLButtonElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const current: AuthMode = mode ?? 'login';
  const isSignup = current === 'signup';
  const asksPassword = current !== 'recover';
  const asksConfirm = current === 'signup' || current === 'reset';
  const asksEmail = current !== 'reset';
  const hintId = `${titleId}-password-hint`;
  // Too short: the hint under the password turns into the error, instead of a red box that
  // would repeat it word for word.
  const hintIsError = asksConfirm && error === PASSWORD_TOO_SHORT;

  // A visitor's client loads while the form is filled in, so submitting it does not wait.
  useEffect(() => {
    void loadSupabase();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [close]);

  useEffect(() => {
    dialogRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [current]);

  useEffect(() => {
    if (passwordSaved) continueRef.current?.focus();
  }, [passwordSaved]);

  const switchMode = (next: AuthMode) => {
    setSsoStep(false);
    setForm(emptyForm);
    setError(null);
    setSuccess(null);
    open(next, returnTo ? { returnTo } : {});
  };

  const update = (field: keyof FormState, value: string) => {
    setForm((state) => ({ ...state, [field]: value }));
    setError(null);
  };

  const goAfterDelay = (path: string) => {
    window.setTimeout(() => {
      close();
      void navigate(path);
    }, SIGN_IN_REDIRECT_DELAY_MS);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSuccess(null);
    if (asksConfirm) {
      const problem = signUpPasswordProblem(form.password, form.confirmPassword);
      if (problem) {
        setError(problem);
        if (problem === PASSWORD_TOO_SHORT) passwordRef.current?.focus();
        return;
      }
    }
    const supabase = await loadSupabase();
    if (!supabase) return setError(authErrorMessage(DEMO_MODE_MESSAGE));
    setBusy(true);
    try {
      if (current === 'signup') {
        const { data, error: signUpError } = await supabase.auth.signUp({
          email: form.email,
          password: form.password,
          options: {
            data: { name: form.name, first_login: true },
            // A sign-up on the way somewhere (an invitation to a team) comes back there.
            emailRedirectTo: `${window.location.origin}${returnTo ?? '/settings?first-login=true'}`,
          },
        });
        if (signUpError) return setError(authErrorMessage(signUpError.message));
        setSuccess(
          isRepeatSignUp(data.user)
            ? t(
                'We sent a new confirmation link to {{email}}. Open the newest email to confirm your address.',
                { email: data.user?.email ?? form.email },
              )
            : SIGN_UP_SUCCESS,
        );
        setForm((state) => ({ ...state, password: '', confirmPassword: '' }));
        // Servers that confirm at once (demo installs) sign the new learner straight in.
        if (data.session) {
          goAfterDelay(returnTo ?? homeAfterSignIn(data.session.user.user_metadata));
        }
      } else if (current === 'login') {
        const { data, error: signInError } = await supabase.auth.signInWithPassword({
          email: form.email,
          password: form.password,
        });
        if (signInError) return setError(authErrorMessage(signInError.message));
        setSuccess(SIGN_IN_SUCCESS);
        goAfterDelay(homeAfterSignIn(data.user?.user_metadata, returnTo));
      } else if (current === 'recover') {
        const { error: recoverError } = await supabase.auth.resetPasswordForEmail(form.email, {
          redirectTo: `${window.location.origin}/`,
        });
        if (recoverError) return setError(authErrorMessage(recoverError.message));
        setSuccess(RESET_LINK_SENT);
      } else {
        const { error: updateError } = await supabase.auth.updateUser({
          password: form.password,
        });
        if (updateError) return setError(authErrorMessage(updateError.message));
        // No timed redirect: the learner reads the confirmation and goes on to the dashboard
        // (not the first-login welcome, which would cover it).
        setSuccess(PASSWORD_UPDATED);
        setForm(emptyForm);
        setPasswordSaved(true);
      }
    } catch (caught) {
      setError(authErrorMessage(caught instanceof Error ? caught.message : null));
    } finally {
      setBusy(false);
    }
  };

  const PasswordIcon = showPasswords ? EyeOff : Eye;
  const switchLink = {
    link: (chunk: string) => (
      <ModeLink onClick={() => switchMode(isSignup ? 'login' : 'signup')}>{chunk}</ModeLink>
    ),
  };

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-slate-950/60 p-0 backdrop-blur-sm sm:items-center sm:p-4">
      <button
        type="button"
        aria-label={t('Close dialog')}
        tabIndex={-1}
        className="absolute inset-0 cursor-default"
        onClick={close}
      />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative max-h-dvh w-full max-w-md overflow-y-auto rounded-t-2xl bg-white p-6 shadow-2xl sm:rounded-2xl sm:p-8 dark:bg-slate-900 dark:ring-1 dark:ring-slate-800"
      >
        <button
          type="button"
          onClick={close}
          aria-label={t('Close')}
          className="absolute right-4 top-4 grid size-8 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
        <h2 id={titleId} className="text-2xl font-bold tracking-tight">
          {passwordSaved ? t('Password updated') : t(ssoStep ? ssoCopy.title : copy[current].title)}
        </h2>
        {!passwordSaved && (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t(ssoStep ? ssoCopy.lead : copy[current].lead)}
          </p>
        )}

        {error && !hintIsError && <ErrorBox className="mt-5">{error}</ErrorBox>}
        {success && <SuccessBox className="mt-5">{success}</SuccessBox>}

        {passwordSaved ? (
          <Button
            ref={continueRef}
            size="lg"
            className="mt-5 w-full"
            onClick={() => {
              close();
              void navigate('/dashboard');
            }}
          >
            {t('Continue to dashboard')}
          </Button>
        ) : ssoStep ? (
          <Suspense fallback={<p className="mt-5 text-sm">{t('Loading...')}</p>}>
            <SsoSignIn returnTo={returnTo} />
          </Suspense>
        ) : (
          <form className="mt-5 space-y-4" onSubmit={submit}>
            {isSignup && (
              <label className="block text-sm font-medium">
                {t('Name')}
                <input
                  className={inputClasses}
                  name="name"
                  autoComplete="name"
                  required
                  value={form.name}
                  onChange={(e) => update('name', e.target.value)}
                />
              </label>
            )}
            {asksEmail && (
              <label className="block text-sm font-medium">
                {t('Email')}
                <input
                  className={inputClasses}
                  type="email"
                  name="email"
                  autoComplete="email"
                  required
                  value={form.email}
                  onChange={(e) => update('email', e.target.value)}
                />
              </label>
            )}
            {asksPassword && (
              <div>
                <div className="flex items-baseline justify-between">
                  <label htmlFor={`${titleId}-password`} className="block text-sm font-medium">
                    {current === 'reset' ? t('New Password') : t('Password')}
                  </label>
                  {current === 'login' && (
                    <button
                      type="button"
                      className="text-sm font-medium text-brand-600 hover:underline dark:text-brand-400"
                      onClick={() => switchMode('recover')}
                    >
                      {t('Forgot password?')}
                    </button>
                  )}
                </div>
                <span className="relative block">
                  <input
                    ref={passwordRef}
                    id={`${titleId}-password`}
                    className={`${inputClasses} pr-11`}
                    type={showPasswords ? 'text' : 'password'}
                    name="password"
                    autoComplete={current === 'login' ? 'current-password' : 'new-password'}
                    required
                    aria-invalid={hintIsError || undefined}
                    aria-describedby={asksConfirm ? hintId : undefined}
                    value={form.password}
                    onChange={(e) => update('password', e.target.value)}
                  />
                  <button
                    type="button"
                    onClick={() => setShowPasswords((shown) => !shown)}
                    aria-label={showPasswords ? t('Hide passwords') : t('Show passwords')}
                    className="absolute inset-y-0 right-0 mt-1.5 grid w-11 place-items-center text-slate-500 hover:text-slate-800 dark:hover:text-white"
                  >
                    <PasswordIcon className="size-4" aria-hidden="true" />
                  </button>
                </span>
                {asksConfirm &&
                  (hintIsError ? (
                    // A new element, so screen readers announce the alert.
                    <p
                      key="error"
                      id={hintId}
                      role="alert"
                      className="mt-1.5 flex items-center gap-1.5 text-xs font-medium text-red-700 dark:text-red-300"
                    >
                      <CircleAlert className="size-3.5 shrink-0" aria-hidden="true" />
                      {t(PASSWORD_TOO_SHORT)}
                    </p>
                  ) : (
                    <p
                      key="hint"
                      id={hintId}
                      className="mt-1.5 text-xs text-slate-500 dark:text-slate-400"
                    >
                      {t(PASSWORD_TOO_SHORT)}
                    </p>
                  ))}
              </div>
            )}
            {asksConfirm && (
              <label className="block text-sm font-medium">
                {current === 'reset' ? t('Confirm New Password') : t('Confirm Password')}
                <input
                  className={inputClasses}
                  type={showPasswords ? 'text' : 'password'}
                  name="confirmPassword"
                  autoComplete="new-password"
                  required
                  value={form.confirmPassword}
                  onChange={(e) => update('confirmPassword', e.target.value)}
                />
              </label>
            )}
            <Button type="submit" size="lg" className="w-full" disabled={busy}>
              {busy ? t('Please wait...') : t(copy[current].submit)}
            </Button>
          </form>
        )}

        {/* Not "Sign in…": the password form's Sign In button stays the only one so named. */}
        {current === 'login' && !ssoStep && (
          <Button
            variant="secondary"
            size="lg"
            className="mt-3 w-full"
            onClick={() => {
              setError(null);
              setSuccess(null);
              setSsoStep(true);
            }}
          >
            {t('Continue with single sign-on')}
          </Button>
        )}

        {ssoStep ? (
          <p className="mt-5 text-center text-sm text-slate-600 dark:text-slate-400">
            <Trans
              text="Have a password? <link>Back to sign in</link>"
              parts={{
                link: (chunk) => <ModeLink onClick={() => setSsoStep(false)}>{chunk}</ModeLink>,
              }}
            />
          </p>
        ) : current === 'recover' ? (
          <p className="mt-5 text-center text-sm text-slate-600 dark:text-slate-400">
            <Trans
              text="Remembered it? <link>Back to sign in</link>"
              parts={{
                link: (chunk) => <ModeLink onClick={() => switchMode('login')}>{chunk}</ModeLink>,
              }}
            />
          </p>
        ) : current !== 'reset' ? (
          <p className="mt-5 text-center text-sm text-slate-600 dark:text-slate-400">
            {isSignup ? (
              <Trans text="Already have an account? <link>Sign in</link>" parts={switchLink} />
            ) : (
              <Trans text="Don't have an account? <link>Sign up</link>" parts={switchLink} />
            )}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function ModeLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="font-semibold text-brand-600 hover:underline dark:text-brand-400"
      onClick={onClick}
    >
      {children}
    </button>
  );
}
