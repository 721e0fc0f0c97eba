import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LogIn } from 'lucide-react';
import { authErrorMessage } from '@domain/auth-messages';
import type { SsoLookup } from '@domain/team-sso-api';
import { ErrorBox } from '@web/components/MessageBox';
import { Button } from '@web/components/ui/Button';
import { inputClasses } from '@web/components/ui/field-classes';
import { msg, useT } from '@web/i18n/translate';
import { loadSupabase } from '@web/lib/supabase';
import { teamCall } from '@web/lib/teams';

const ssoApi = () => import('@domain/team-sso-api');
const DEMO_MODE_MESSAGE = 'Demo mode: no backend is connected';

/**
 * The sign-in dialog's single sign-on step: the address finds the team whose provider signs it
 * in, and "Sign in with <team>" leaves for that provider (supabase-js's signInWithSSO); the
 * provider sends the person back signed in, as an e-mail link does.
 */
export function SsoSignIn({ returnTo }: { returnTo: string | null }) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [found, setFound] = useState<SsoLookup | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const goRef = useRef<HTMLButtonElement>(null);

  useEffect(() => emailRef.current?.focus(), []);
  useEffect(() => {
    if (found) goRef.current?.focus();
  }, [found]);

  const lookUp = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setFound(
        await teamCall({
          name: `sso-lookup?email=${encodeURIComponent(email.trim())}`,
          method: 'GET',
          schema: async () => (await ssoApi()).ssoLookupSchema,
          fallback: msg('Your team could not be looked up. Please try again.'),
        }),
      );
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : authErrorMessage(null));
    } finally {
      setBusy(false);
    }
  };

  const signIn = async (domain: string) => {
    setBusy(true);
    setError(null);
    try {
      const supabase = await loadSupabase();
      if (!supabase) return setError(authErrorMessage(DEMO_MODE_MESSAGE));
      const { data, error: ssoError } = await supabase.auth.signInWithSSO({
        domain,
        options: {
          redirectTo: `${window.location.origin}${returnTo ?? '/dashboard'}`,
          skipBrowserRedirect: true,
        },
      });
      if (ssoError) return setError(authErrorMessage(ssoError.message));
      window.location.assign(data.url);
    } catch (caught) {
      setError(authErrorMessage(caught instanceof Error ? caught.message : null));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-5 space-y-4">
      {error && <ErrorBox>{error}</ErrorBox>}
      <form className="space-y-4" onSubmit={(event) => void lookUp(event)}>
        <label className="block text-sm font-medium">
          {t('Work or school email')}
          <input
            ref={emailRef}
            className={inputClasses}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setFound(null);
              setError(null);
            }}
          />
        </label>
        {!found && (
          <Button type="submit" size="lg" variant="secondary" className="w-full" disabled={busy}>
            {busy ? t('Looking up your team...') : t('Continue')}
          </Button>
        )}
      </form>
      {found && (
        <div className="space-y-2">
          <Button
            ref={goRef}
            size="lg"
            className="w-full"
            disabled={busy}
            onClick={() => void signIn(found.domain)}
          >
            <LogIn className="size-4" aria-hidden="true" />
            {busy
              ? t('Going to {{team}}...', { team: found.teamName })
              : t('Sign in with {{team}}', { team: found.teamName })}
          </Button>
          <p className="text-center text-xs text-slate-600 dark:text-slate-400">
            {t('You sign in at {{team}}’s sign-in page and come back here signed in.', {
              team: found.teamName,
            })}
          </p>
        </div>
      )}
    </div>
  );
}
