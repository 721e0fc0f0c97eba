import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DateFormat } from '@domain/account';
import type { TeamSso } from '@domain/team-sso-api';
import { ConfirmDialog } from '@web/components/ConfirmDialog';
import { CopyField } from '@web/components/CopyField';
import { LoadError } from '@web/components/LoadError';
import { ErrorBox, SuccessBox } from '@web/components/MessageBox';
import { Button } from '@web/components/ui/Button';
import { inputClasses } from '@web/components/ui/field-classes';
import { Trans } from '@web/i18n/Trans';
import { msg, useT, type Translate } from '@web/i18n/translate';
import { formatDay, useDateFormat } from '@web/lib/format-date';
import { teamAction, teamCall, teamKeys } from '@web/lib/teams';
import type { TeamPanelProps } from '../team-tabs';
import { TeamCard as Card } from '../TeamCard';
import { SsoDomains } from './SsoDomains';

const ssoApi = () => import('@domain/team-sso-api');
const message = (caught: unknown, fallback: string) =>
  caught instanceof Error ? caught.message : fallback;

/** Domains as the owner types them: separated by commas, spaces or lines. */
export const domainsOfText = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((domain) => domain.trim())
    .filter(Boolean);

type Outcome = { ok: boolean; text: string } | null;

/** What a save says: single sign-on is on only for the domains already verified. */
function savedText(settings: TeamSso, t: Translate): string {
  const verified = settings.domains.filter((domain) => domain.verifiedAt !== null);
  const waiting = settings.domains.filter((domain) => domain.verifiedAt === null);
  const names = (list: typeof verified) => list.map((domain) => domain.domain).join(', ');
  if (waiting.length === 0) {
    return t(
      'Single sign-on is on for {{verified}}. Your provider answered, and the secret is stored encrypted.',
      { verified: names(verified) },
    );
  }
  return verified.length > 0
    ? t(
        'Saved. Single sign-on is on for {{verified}}. Your provider answered, and the secret is stored encrypted. Add the DNS record for {{waiting}} under Domain verification, then choose Check DNS: sign-ins start once a domain is verified.',
        { verified: names(verified), waiting: names(waiting) },
      )
    : t(
        'Saved. Your provider answered, and the secret is stored encrypted. Add the DNS record for {{waiting}} under Domain verification, then choose Check DNS: sign-ins start once a domain is verified.',
        { waiting: names(waiting) },
      );
}

/** The settings' summary line: who can sign in now. */
function summaryOf(settings: TeamSso, dateFormat: DateFormat | null, t: Translate): string {
  const verified = settings.domains.filter((domain) => domain.verifiedAt !== null);
  const date = formatDay(settings.updatedAt ?? '', dateFormat);
  return verified.length > 0
    ? t('Saved {{date}}. Members with an address at {{domains}} can sign in with your provider.', {
        date,
        domains: verified.map((domain) => domain.domain).join(', '),
      })
    : t(
        'Saved {{date}}. No domain is verified yet, so nobody signs in with your provider until one is.',
        { date },
      );
}

/** Single sign-on (the owner only): the team's OpenID Connect provider and its e-mail domains. */
export function SsoTab({ team }: TeamPanelProps) {
  const t = useT();
  const queryKey = [...teamKeys.team(team.id), 'sso'];
  // Kept here: the form starts anew when single sign-on is turned on or off.
  const [outcome, setOutcome] = useState<Outcome>(null);
  const settings = useQuery({
    queryKey,
    queryFn: () =>
      teamCall({
        name: `team-sso?teamId=${encodeURIComponent(team.id)}`,
        method: 'GET',
        schema: async () => (await ssoApi()).teamSsoSchema,
        fallback: msg('The single sign-on settings could not be loaded. Please try again.'),
      }),
  });
  if (settings.isError) {
    return <LoadError message={settings.error.message} onRetry={() => void settings.refetch()} />;
  }
  if (!settings.data) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('Loading the single sign-on settings...')}
      </p>
    );
  }
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <SsoForm
        key={settings.data.configured ? 'on' : 'off'}
        teamId={team.id}
        settings={settings.data}
        queryKey={queryKey}
        outcome={outcome}
        setOutcome={setOutcome}
      />
      <div className="space-y-8">
        {settings.data.configured && (
          <SsoDomains
            teamId={team.id}
            settings={settings.data}
            queryKey={queryKey}
            onChecked={() => setOutcome(null)}
          />
        )}
        <RedirectUri uri={settings.data.redirectUri} />
        <Card title={t('How members sign in')}>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <Trans
              text="In the sign-in dialog they choose “Sign in with single sign-on” and enter their address. An address at one of your verified domains signs in through your provider, which must vouch for it (<code>email_verified</code> in the ID token). On their first sign-in they join the team while a seat is free; without one they are still signed in, and you get an e-mail."
              parts={{ code: (claim) => <code>{claim}</code> }}
            />
          </p>
        </Card>
      </div>
    </div>
  );
}

function RedirectUri({ uri }: { uri: string }) {
  const t = useT();
  return (
    <Card title={t('Redirect URI')}>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t(
          'Register this address at your provider as the redirect (callback) URI of the CodeNest client.',
        )}
      </p>
      <div className="mt-3">
        <CopyField value={uri} label={t('Redirect URI')} />
      </div>
    </Card>
  );
}

function SsoForm({
  teamId,
  settings,
  queryKey,
  outcome,
  setOutcome,
}: {
  teamId: string;
  settings: TeamSso;
  queryKey: readonly unknown[];
  outcome: Outcome;
  setOutcome: (outcome: Outcome) => void;
}) {
  const t = useT();
  const dateFormat = useDateFormat();
  const queryClient = useQueryClient();
  const ids = useId();
  const [issuer, setIssuer] = useState(settings.issuer ?? '');
  const [clientId, setClientId] = useState(settings.clientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [domains, setDomains] = useState(
    settings.domains.map((domain) => domain.domain).join(', '),
  );
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState(false);

  const saved = (next: TeamSso, text: string) => {
    queryClient.setQueryData(queryKey, next);
    setOutcome({ ok: true, text });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      const next = await teamCall({
        name: 'team-sso',
        method: 'PUT',
        body: {
          teamId,
          issuer,
          clientId,
          ...(clientSecret ? { clientSecret } : {}),
          domains: domainsOfText(domains),
        },
        schema: async () => (await ssoApi()).teamSsoSchema,
        fallback: msg('The single sign-on settings could not be saved. Please try again.'),
      });
      saved(next, savedText(next, t));
    } catch (caught) {
      setOutcome({
        ok: false,
        text: t(message(caught, msg('The settings could not be saved.'))),
      });
    } finally {
      setBusy(false);
    }
  };

  const remove = () =>
    teamAction({
      name: 'team-sso',
      method: 'DELETE',
      body: { teamId },
      fallback: msg('Single sign-on could not be turned off. Please try again.'),
    });

  const hint = `${ids}-hint`;
  return (
    <Card title={t('OpenID Connect provider')}>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {settings.configured
          ? summaryOf(settings, dateFormat, t)
          : t(
              'Your members sign in with your school’s or company’s accounts (Microsoft Entra ID, Google Workspace, Okta, Keycloak…): create a client for CodeNest there, then enter it here.',
            )}
      </p>
      <form onSubmit={(event) => void save(event)} className="mt-4 space-y-4">
        <label className="block text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('Issuer URL')}
          <input
            type="url"
            required
            value={issuer}
            onChange={(event) => setIssuer(event.target.value)}
            placeholder="https://login.college.example"
            className={inputClasses}
          />
        </label>
        <label className="block text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('Client ID')}
          <input
            required
            autoComplete="off"
            value={clientId}
            onChange={(event) => setClientId(event.target.value)}
            className={inputClasses}
          />
        </label>
        <label className="block text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('Client secret')}
          <input
            type="password"
            autoComplete="new-password"
            required={!settings.hasSecret}
            value={clientSecret}
            onChange={(event) => setClientSecret(event.target.value)}
            placeholder={settings.hasSecret ? t('Saved: leave empty to keep it') : undefined}
            className={inputClasses}
          />
        </label>
        <div>
          <label
            htmlFor={`${ids}-domains`}
            className="block text-sm font-medium text-slate-700 dark:text-slate-200"
          >
            {t('E-mail domains')}
          </label>
          <input
            id={`${ids}-domains`}
            required
            autoComplete="off"
            value={domains}
            onChange={(event) => setDomains(event.target.value)}
            placeholder="college.example, students.college.example"
            aria-describedby={hint}
            className={inputClasses}
          />
          <p id={hint} className="mt-1.5 text-xs text-slate-600 dark:text-slate-400">
            {t(
              'Separated by commas. Only addresses at these domains sign in with your provider, once each domain is verified. Removing a domain removes its verification.',
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy}>
            {busy ? t('Checking the provider...') : t('Save single sign-on')}
          </Button>
          {settings.configured && (
            <Button variant="secondary" onClick={() => setRemoving(true)} disabled={busy}>
              {t('Turn off single sign-on')}
            </Button>
          )}
        </div>
      </form>
      {outcome &&
        (outcome.ok ? (
          <SuccessBox className="mt-4">{outcome.text}</SuccessBox>
        ) : (
          <ErrorBox className="mt-4">{outcome.text}</ErrorBox>
        ))}
      {removing && (
        <ConfirmDialog
          title={t('Turn off single sign-on?')}
          text={t(
            'Members can no longer sign in with your provider. Those without a password set one with “Forgot password?”. The settings and the secret are deleted.',
          )}
          keepLabel={t('Keep it on')}
          confirmLabel={t('Turn off')}
          busyLabel={t('Turning off...')}
          danger
          onConfirm={remove}
          errorMessage={(caught) =>
            t(message(caught, msg('Single sign-on could not be turned off.')))
          }
          onDone={() => {
            setRemoving(false);
            setOutcome({
              ok: true,
              text: t('Single sign-on is off. The settings and the secret are deleted.'),
            });
            void queryClient.invalidateQueries({ queryKey });
          }}
          onClose={() => setRemoving(false)}
        />
      )}
    </Card>
  );
}
