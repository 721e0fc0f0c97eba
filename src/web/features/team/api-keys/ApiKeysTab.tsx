import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BookOpen, KeyRound, Plus, TriangleAlert } from 'lucide-react';
import { API_KEY_NAME_MAX, TEAM_API_KEYS_MAX } from '@domain/team-api-keys';
import type { ApiKey, ApiKeyCreated } from '@domain/team-api-keys-api';
import { ConfirmDialog } from '@web/components/ConfirmDialog';
import { CopyField } from '@web/components/CopyField';
import { EmptyState } from '@web/components/EmptyState';
import { LoadError } from '@web/components/LoadError';
import { ErrorBox, SuccessBox } from '@web/components/MessageBox';
import { Button } from '@web/components/ui/Button';
import { inputClasses } from '@web/components/ui/field-classes';
import { Trans } from '@web/i18n/Trans';
import { msg, useT } from '@web/i18n/translate';
import { teamAction, teamCall, teamKeys } from '@web/lib/teams';
import { TeamCard } from '../TeamCard';
import type { TeamPanelProps } from '../team-tabs';
import { formatDateTime, useDateFormat } from '@web/lib/format-date';

const keysApi = () => import('@domain/team-api-keys-api');
const message = (caught: unknown, fallback: string) =>
  caught instanceof Error ? caught.message : fallback;

const keysQueryKey = (teamId: string) => [...teamKeys.team(teamId), 'api-keys'] as const;

function useApiKeys(teamId: string) {
  return useQuery({
    queryKey: keysQueryKey(teamId),
    queryFn: () =>
      teamCall({
        name: `team-api-keys?teamId=${encodeURIComponent(teamId)}`,
        method: 'GET',
        schema: async () => (await keysApi()).apiKeysAnswerSchema,
        fallback: msg("The team's API keys could not be loaded. Please try again."),
      }),
  });
}

/** API keys: read-only keys of the team API, created, listed with their last use, revoked. */
export function ApiKeysTab({ team }: TeamPanelProps) {
  const t = useT();
  const keys = useApiKeys(team.id);
  const [created, setCreated] = useState<{ name: string; answer: ApiKeyCreated } | null>(null);
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="space-y-8">
        <CreateKey
          teamId={team.id}
          full={(keys.data?.length ?? 0) >= TEAM_API_KEYS_MAX}
          onCreated={(name, answer) => setCreated({ name, answer })}
        />
        {created && (
          <NewKey
            key={created.answer.id}
            name={created.name}
            apiKey={created.answer.key}
            onDone={() => setCreated(null)}
          />
        )}
        <AboutTheApi />
      </div>
      <section aria-labelledby="api-keys-heading">
        <h3 id="api-keys-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('Your team’s keys')}
        </h3>
        {keys.isError ? (
          <div className="mt-3">
            <LoadError
              message={keys.error.message}
              onRetry={() => void keys.refetch()}
              retrying={keys.isFetching}
            />
          </div>
        ) : keys.data ? (
          <KeyList teamId={team.id} keys={keys.data} />
        ) : (
          <p role="status" className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            {t('Loading API keys...')}
          </p>
        )}
      </section>
    </div>
  );
}

function CreateKey({
  teamId,
  full,
  onCreated,
}: {
  teamId: string;
  full: boolean;
  onCreated: (name: string, answer: ApiKeyCreated) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await teamCall({
        name: 'team-api-keys',
        method: 'POST',
        body: { teamId, name },
        schema: async () => (await keysApi()).apiKeyCreatedSchema,
        fallback: msg('The key could not be created. Please try again.'),
      });
      onCreated(name.trim(), answer);
      setName('');
      await queryClient.invalidateQueries({ queryKey: keysQueryKey(teamId) });
    } catch (caught) {
      setError(t(message(caught, msg('The key could not be created.'))));
    } finally {
      setBusy(false);
    }
  };
  return (
    <TeamCard title={t('Create an API key')}>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t(
          'A key reads this team’s members, progress and assignments through the team API, and nothing else: it cannot change anything. Name it after what will use it.',
        )}
      </p>
      <form
        onSubmit={(event) => void submit(event)}
        className="mt-3 flex flex-wrap items-end gap-3"
      >
        <label className="min-w-0 flex-1 text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('Key name')}
          <input
            value={name}
            required
            maxLength={API_KEY_NAME_MAX}
            autoComplete="off"
            placeholder={t('Gradebook sync')}
            onChange={(event) => setName(event.target.value)}
            className={inputClasses}
          />
        </label>
        <Button type="submit" disabled={busy || full}>
          <Plus className="size-4" aria-hidden="true" />
          {busy ? t('Creating...') : t('Create key')}
        </Button>
      </form>
      {full && (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          {t('Your team has {{max}} keys, the most it can have. Revoke one to create another.', {
            max: TEAM_API_KEYS_MAX,
          })}
        </p>
      )}
      {error && <ErrorBox className="mt-3">{error}</ErrorBox>}
    </TeamCard>
  );
}

/** The key just created, the only time it is ever shown. */
function NewKey({ name, apiKey, onDone }: { name: string; apiKey: string; onDone: () => void }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="new-api-key-heading"
      className="rounded-xl border border-amber-300 bg-amber-50 p-5 dark:border-amber-700/70 dark:bg-amber-950/40"
    >
      <h3
        id="new-api-key-heading"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-semibold text-slate-900 focus:outline-none dark:text-white"
      >
        <TriangleAlert className="size-5 text-amber-700 dark:text-amber-300" aria-hidden="true" />
        {t('Copy your new key now')}
      </h3>
      <p className="mt-2 text-sm text-slate-800 dark:text-amber-100">
        {t(
          'This is “{{name}}”. You will not see it again: we keep only a fingerprint of it. Store it where your program reads its secrets; if it is lost, revoke it and create a new one.',
          { name },
        )}
      </p>
      <div className="mt-3">
        <CopyField
          value={apiKey}
          label={t('The API key "{{name}}"', { name })}
          buttonLabel={t('Copy key')}
        />
      </div>
      <Button variant="ghost" size="sm" className="mt-3" onClick={onDone}>
        {t('I have stored it')}
      </Button>
    </section>
  );
}

function AboutTheApi() {
  const t = useT();
  return (
    <TeamCard title={t('Using a key')}>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <Trans
          text="Send the key with each request, in the header <code>Authorization: Bearer cnk_…</code>. It reaches this team only, and stops working the moment you revoke it."
          parts={{
            code: (header) => (
              <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-xs text-slate-800 dark:bg-slate-800 dark:text-slate-100">
                {header}
              </code>
            ),
          }}
        />
      </p>
      <Link
        to="/docs/api"
        className="mt-3 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
      >
        <BookOpen className="size-4" aria-hidden="true" />
        {t('Read the team API documentation')}
      </Link>
    </TeamCard>
  );
}

function KeyList({ teamId, keys }: { teamId: string; keys: readonly ApiKey[] }) {
  const t = useT();
  const dateFormat = useDateFormat();
  const queryClient = useQueryClient();
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [revoked, setRevoked] = useState<string | null>(null);
  if (keys.length === 0) {
    return (
      <>
        {revoked && <SuccessBox className="mt-3">{revoked}</SuccessBox>}
        <EmptyState
          icon={KeyRound}
          title={t('No API keys yet')}
          text={t(
            "Create one to read your team's members, progress and assignments from your own tools.",
          )}
          className="py-10"
        />
      </>
    );
  }
  return (
    <>
      {revoked && <SuccessBox className="mt-3">{revoked}</SuccessBox>}
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {t('{{used}} of {{max}} keys. Each reads the team API; none can change anything.', {
          used: keys.length,
          max: TEAM_API_KEYS_MAX,
        })}
      </p>
      <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {keys.map((key) => (
          <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0 text-sm">
              <p className="font-medium break-words text-slate-900 dark:text-white">{key.name}</p>
              <p className="font-mono text-xs text-slate-600 dark:text-slate-400">
                {key.prefix}… <span className="font-sans">· {t('read only')}</span>
              </p>
              <p className="text-slate-600 dark:text-slate-400">
                {key.createdBy
                  ? t('Created {{date}} by {{name}}', {
                      date: formatDateTime(key.createdAt, dateFormat),
                      name: key.createdBy,
                    })
                  : t('Created {{date}}', { date: formatDateTime(key.createdAt, dateFormat) })}
              </p>
              <p className="text-slate-600 dark:text-slate-400">
                {key.lastUsedAt
                  ? t('Last used {{date}}', { date: formatDateTime(key.lastUsedAt, dateFormat) })
                  : t('Never used')}
              </p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setRevoked(null);
                setRevoking(key);
              }}
              aria-label={t('Revoke the key "{{name}}"', { name: key.name })}
            >
              {t('Revoke')}
            </Button>
          </li>
        ))}
      </ul>
      {revoking && (
        <ConfirmDialog
          title={t('Revoke “{{name}}”?', { name: revoking.name })}
          text={t(
            'Anything that uses this key is refused from now on. This cannot be undone: create a new key if you need one again.',
          )}
          keepLabel={t('Keep the key')}
          confirmLabel={t('Revoke key')}
          busyLabel={t('Revoking...')}
          danger
          onConfirm={() =>
            teamAction({
              name: 'team-api-keys',
              method: 'DELETE',
              body: { teamId, keyId: revoking.id },
              fallback: msg('The key could not be revoked. Please try again.'),
            })
          }
          errorMessage={(caught) => t(message(caught, msg('The key could not be revoked.')))}
          onDone={() => {
            setRevoked(t('The key “{{name}}” is revoked.', { name: revoking.name }));
            setRevoking(null);
            void queryClient.invalidateQueries({ queryKey: keysQueryKey(teamId) });
          }}
          onClose={() => setRevoking(null)}
        />
      )}
    </>
  );
}
