import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Clock, Copy } from 'lucide-react';
import { ssoDnsName, ssoDnsValue } from '@domain/team-sso';
import type { SsoDomainCheck, TeamSso } from '@domain/team-sso-api';
import { ErrorBox } from '@web/components/MessageBox';
import { Button } from '@web/components/ui/Button';
import { msg, useT } from '@web/i18n/translate';
import { formatDay, useDateFormat } from '@web/lib/format-date';
import { teamCall } from '@web/lib/teams';
import { useCopy } from '@web/lib/use-copy';
import { TeamCard } from '../TeamCard';

const ssoApi = () => import('@domain/team-sso-api');

function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useT();
  const { state, copy } = useCopy();
  return (
    <Button variant="secondary" size="sm" onClick={() => void copy(text)} aria-label={label}>
      <Copy className="size-4" aria-hidden="true" />
      {state === 'copied' ? t('Copied') : state === 'failed' ? t('Copy failed') : t('Copy')}
    </Button>
  );
}

/** A value of the DNS record, in a monospace box the owner can copy from. */
function RecordField({
  term,
  value,
  copyLabel,
}: {
  term: string;
  value: string;
  copyLabel: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <dt className="w-14 shrink-0 text-xs font-medium text-slate-600 dark:text-slate-400">
        {term}
      </dt>
      <dd className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
        <code className="min-w-0 flex-1 rounded-md bg-slate-100 px-2 py-1.5 font-mono text-xs break-all text-slate-900 dark:bg-slate-800 dark:text-slate-100">
          {value}
        </code>
        <CopyButton text={value} label={copyLabel} />
      </dd>
    </div>
  );
}

function StatusBadge({ verified }: { verified: boolean }) {
  const t = useT();
  const Icon = verified ? CircleCheck : Clock;
  const classes = verified
    ? 'border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-200'
    : 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200';
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold ${classes}`}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {verified ? t('Verified') : t('Waiting for DNS')}
    </span>
  );
}

function CheckOutcome({ check }: { check: SsoDomainCheck }) {
  const t = useT();
  const classes = check.verified
    ? 'text-emerald-800 dark:text-emerald-300'
    : 'text-amber-900 dark:text-amber-200';
  return (
    <p role="status" className={`mt-2 text-sm ${classes}`}>
      {t(check.message)}
    </p>
  );
}

/**
 * The team's e-mail domains and the DNS record that proves each is the team's: a domain signs
 * members in only once verified. "Check DNS" asks the server to look the records up.
 */
export function SsoDomains({
  teamId,
  settings,
  queryKey,
  onChecked,
}: {
  teamId: string;
  settings: TeamSso;
  queryKey: readonly unknown[];
  /** After a check: what the tab said before about the domains is out of date. */
  onChecked: () => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const dateFormat = useDateFormat();
  const [checks, setChecks] = useState<Record<string, SsoDomainCheck>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const value = ssoDnsValue(settings.verificationToken ?? '');
  const waiting = settings.domains.filter((domain) => domain.verifiedAt === null);

  const check = async (domain?: string) => {
    setBusy(domain ?? 'all');
    setError(null);
    try {
      const answer = await teamCall({
        name: 'team-sso-verify',
        method: 'POST',
        body: { teamId, ...(domain ? { domain } : {}) },
        schema: async () => (await ssoApi()).teamSsoVerifyAnswerSchema,
        fallback: msg('The DNS records could not be checked. Please try again.'),
      });
      queryClient.setQueryData(queryKey, answer.sso);
      onChecked();
      setChecks((shown) => ({
        ...shown,
        ...Object.fromEntries(answer.checks.map((item) => [item.domain, item])),
      }));
    } catch (caught) {
      setError(
        t(caught instanceof Error ? caught.message : msg('The DNS records could not be checked.')),
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <TeamCard title={t('Domain verification')}>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t(
          'A domain signs members in only once you have shown it is yours: add a TXT record to its DNS at your domain registrar or DNS host, then choose Check DNS. Every domain takes the same value.',
        )}
      </p>
      <dl className="mt-4 space-y-2">
        <RecordField
          term={t('Type', { context: 'technical' })}
          value="TXT"
          copyLabel={t('Copy the record type')}
        />
        <RecordField term={t('Value')} value={value} copyLabel={t('Copy the record value')} />
      </dl>
      <ul
        className="mt-5 divide-y divide-slate-200 dark:divide-slate-800"
        aria-label={t('Domains')}
      >
        {settings.domains.map(({ domain, verifiedAt }) => (
          <li key={domain} className="py-4 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium break-all text-slate-900 dark:text-white">{domain}</span>
              <StatusBadge verified={verifiedAt !== null} />
            </div>
            {verifiedAt === null ? (
              <>
                <dl className="mt-3">
                  <RecordField
                    term={t('Name', { context: 'object' })}
                    value={ssoDnsName(domain)}
                    copyLabel={t('Copy the record name for {{domain}}', { domain })}
                  />
                </dl>
                <Button
                  variant="secondary"
                  size="sm"
                  className="mt-3"
                  disabled={busy !== null}
                  onClick={() => void check(domain)}
                  aria-label={
                    busy === domain || busy === 'all'
                      ? t('Checking DNS for {{domain}}', { domain })
                      : t('Check DNS for {{domain}}', { domain })
                  }
                >
                  {busy === domain || busy === 'all' ? t('Checking DNS...') : t('Check DNS')}
                </Button>
              </>
            ) : (
              !checks[domain] && (
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                  {t(
                    'Verified {{date}}: members with an address here sign in with your provider.',
                    { date: formatDay(verifiedAt, dateFormat) },
                  )}
                </p>
              )
            )}
            {checks[domain] && <CheckOutcome check={checks[domain]} />}
          </li>
        ))}
      </ul>
      {waiting.length > 1 && (
        <Button className="mt-5" disabled={busy !== null} onClick={() => void check()}>
          {busy === 'all' ? t('Checking DNS...') : t('Check DNS for all domains')}
        </Button>
      )}
      {error && <ErrorBox className="mt-4">{error}</ErrorBox>}
    </TeamCard>
  );
}
