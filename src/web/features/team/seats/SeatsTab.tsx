import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link2, Mail } from 'lucide-react';
import { INVITE_LINK_DAYS_DEFAULT, INVITE_LINK_DAYS_MAX, seatsFree } from '@domain/teams';
import type { TeamInvite, TeamSummary } from '@domain/team-api';
import { CopyField } from '@web/components/CopyField';
import { LoadError } from '@web/components/LoadError';
import { ErrorBox, SuccessBox } from '@web/components/MessageBox';
import { Button } from '@web/components/ui/Button';
import { inputClasses } from '@web/components/ui/field-classes';
import { msg, useT } from '@web/i18n/translate';
import { formatDay, useDateFormat } from '@web/lib/format-date';
import { invalidateTeams, teamAction, teamCall, teamKeys } from '@web/lib/teams';
import { TeamCard } from '../TeamCard';
import type { TeamPanelProps } from '../team-tabs';

const teamApi = () => import('@domain/team-api');
const message = (caught: unknown, fallback: string) =>
  caught instanceof Error ? caught.message : fallback;

/** The team's roster (members and open invitations), as the owner and managers see it. */
export function useRoster(teamId: string) {
  return useQuery({
    queryKey: [...teamKeys.team(teamId), 'roster'],
    queryFn: () =>
      teamCall({
        name: `team?teamId=${encodeURIComponent(teamId)}`,
        method: 'GET',
        schema: async () => (await teamApi()).teamRosterSchema,
        fallback: msg('The team could not be loaded. Please try again.'),
      }),
  });
}

/** Seats and invitations: the owner changes the seats and the name; managers invite. */
export function SeatsTab({ team }: TeamPanelProps) {
  const t = useT();
  const roster = useRoster(team.id);
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="space-y-8">
        {team.role === 'owner' && <SeatsForm team={team} />}
        {team.role === 'owner' && <RenameForm team={team} />}
        <InviteByEmail team={team} />
        <InviteLink team={team} />
      </div>
      <section aria-labelledby="open-invites-heading">
        <h3
          id="open-invites-heading"
          className="text-lg font-semibold text-slate-900 dark:text-white"
        >
          {t('Open invitations')}
        </h3>
        {roster.isError ? (
          <div className="mt-3">
            <LoadError message={roster.error.message} onRetry={() => void roster.refetch()} />
          </div>
        ) : roster.data ? (
          <InviteList team={team} invites={roster.data.invites} />
        ) : (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            {t('Loading invitations...')}
          </p>
        )}
      </section>
    </div>
  );
}

/**
 * Runs a team change: busy while it runs, its outcome as a message, the team read again. The
 * change answers its success in the interface's language; a refusal is translated here.
 */
function useTeamChange(teamId: string) {
  const t = useT();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const run = async (change: () => Promise<string>, fallback: string) => {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ ok: true, text: await change() });
      await Promise.all([
        invalidateTeams(queryClient),
        queryClient.invalidateQueries({ queryKey: teamKeys.team(teamId) }),
      ]);
    } catch (caught) {
      setOutcome({ ok: false, text: t(message(caught, fallback)) });
    } finally {
      setBusy(false);
    }
  };
  const shown = outcome ? (
    outcome.ok ? (
      <SuccessBox className="mt-3">{outcome.text}</SuccessBox>
    ) : (
      <ErrorBox className="mt-3">{outcome.text}</ErrorBox>
    )
  ) : null;
  return { busy, run, shown };
}

function SeatsForm({ team }: { team: TeamSummary }) {
  const t = useT();
  const [seats, setSeats] = useState(String(team.seats));
  const change = useTeamChange(team.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void change.run(async () => {
      const answer = await teamCall({
        name: 'team-seats',
        method: 'POST',
        body: { teamId: team.id, seats },
        schema: async () => (await teamApi()).teamSummarySchema,
        fallback: msg('The seats could not be changed. Please try again.'),
      });
      return t('Your team now has {{seats}} seats. The change is prorated on your next invoice.', {
        seats: answer.seats,
      });
    }, msg('The seats could not be changed.'));
  };
  return (
    <TeamCard title={t('Seats')}>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t(
          '{{used}} of {{seats}} seats used, {{free}} free. Everyone in the team but you takes a seat. Adding or removing seats is prorated.',
          { used: team.seatsUsed, seats: team.seats, free: seatsFree(team.seats, team.seatsUsed) },
        )}
      </p>
      <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('Seats')}
          <input
            type="number"
            min={Math.max(1, team.seatsUsed)}
            max={1000}
            value={seats}
            onChange={(event) => setSeats(event.target.value)}
            className={`${inputClasses} w-32`}
          />
        </label>
        <Button type="submit" disabled={change.busy}>
          {change.busy ? t('Updating...') : t('Update seats')}
        </Button>
      </form>
      {change.shown}
    </TeamCard>
  );
}

function RenameForm({ team }: { team: TeamSummary }) {
  const t = useT();
  const [name, setName] = useState(team.name);
  const change = useTeamChange(team.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void change.run(async () => {
      await teamCall({
        name: 'team',
        method: 'PATCH',
        body: { teamId: team.id, name },
        schema: async () => (await teamApi()).teamSummarySchema,
        fallback: msg('The team could not be renamed. Please try again.'),
      });
      return t('The team’s name is saved.');
    }, msg('The team could not be renamed.'));
  };
  return (
    <TeamCard title={t('Team name')}>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <label className="min-w-0 flex-1 text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('Name', { context: 'object' })}
          <input
            value={name}
            maxLength={80}
            required
            onChange={(event) => setName(event.target.value)}
            className={inputClasses}
          />
        </label>
        <Button type="submit" disabled={change.busy}>
          {change.busy ? t('Saving...') : t('Save name')}
        </Button>
      </form>
      {change.shown}
    </TeamCard>
  );
}

function InviteByEmail({ team }: { team: TeamSummary }) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'member' | 'manager'>('member');
  const change = useTeamChange(team.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void change.run(async () => {
      await teamCall({
        name: 'team-invites',
        method: 'POST',
        body: { teamId: team.id, email, role },
        schema: async () => (await teamApi()).inviteCreatedSchema,
        fallback: msg('The invitation could not be sent. Please try again.'),
      });
      const sent = t('Invitation sent to {{email}}.', { email: email.trim() });
      setEmail('');
      return sent;
    }, msg('The invitation could not be sent.'));
  };
  return (
    <TeamCard title={t('Invite by e-mail')}>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t(
          'We mail a link that works for 14 days. They create an account on the way if they have none.',
        )}
      </p>
      <form onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <label className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('E-mail address')}
          <input
            type="email"
            required
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder="ada@college.example"
            className={inputClasses}
          />
        </label>
        {team.role === 'owner' && (
          <label className="text-sm font-medium text-slate-700 dark:text-slate-200">
            {t('Role')}
            <select
              value={role}
              onChange={(event) => setRole(event.target.value as 'member' | 'manager')}
              className={inputClasses}
            >
              <option value="member">{t('Member')}</option>
              <option value="manager">{t('Manager (teacher)')}</option>
            </select>
          </label>
        )}
        <Button type="submit" disabled={change.busy}>
          <Mail className="size-4" aria-hidden="true" />
          {change.busy ? t('Sending...') : t('Send invitation')}
        </Button>
      </form>
      {change.shown}
    </TeamCard>
  );
}

function InviteLink({ team }: { team: TeamSummary }) {
  const t = useT();
  const [days, setDays] = useState(String(INVITE_LINK_DAYS_DEFAULT));
  const [url, setUrl] = useState<string | null>(null);
  const dateFormat = useDateFormat();
  const change = useTeamChange(team.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void change.run(async () => {
      const answer = await teamCall({
        name: 'team-invite-links',
        method: 'POST',
        body: { teamId: team.id, days },
        schema: async () => (await teamApi()).inviteCreatedSchema,
        fallback: msg('The link could not be created. Please try again.'),
      });
      setUrl(answer.url);
      return t(
        'Share this link: it works until {{date}}, for as many people as you have free seats. It is shown only now.',
        { date: formatDay(answer.invite.expiresAt, dateFormat) },
      );
    }, msg('The link could not be created.'));
  };
  return (
    <TeamCard title={t('Invite link')}>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t(
          'Anyone with the link can join while a seat is free, until it expires or you revoke it.',
        )}
      </p>
      <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('Valid for (days)')}
          <input
            type="number"
            min={1}
            max={INVITE_LINK_DAYS_MAX}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            className={`${inputClasses} w-28`}
          />
        </label>
        <Button type="submit" variant="secondary" disabled={change.busy}>
          <Link2 className="size-4" aria-hidden="true" />
          {change.busy ? t('Creating...') : t('Create link')}
        </Button>
      </form>
      {change.shown}
      {url && (
        <div className="mt-3">
          <CopyField value={url} label={t('Invite link')} />
        </div>
      )}
    </TeamCard>
  );
}

function InviteList({ team, invites }: { team: TeamSummary; invites: readonly TeamInvite[] }) {
  const t = useT();
  const dateFormat = useDateFormat();
  const change = useTeamChange(team.id);
  if (invites.length === 0) {
    return (
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
        {t('No open invitations. Invite by e-mail or create a link.')}
      </p>
    );
  }
  const revoke = (invite: TeamInvite) =>
    void change.run(async () => {
      await teamAction({
        name: 'team-invites',
        method: 'DELETE',
        body: { teamId: team.id, inviteId: invite.id },
        fallback: msg('The invitation could not be revoked. Please try again.'),
      });
      return invite.email
        ? t('The invitation to {{email}} is revoked.', { email: invite.email })
        : t('The link is revoked.');
    }, msg('The invitation could not be revoked.'));
  return (
    <>
      {change.shown}
      <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {invites.map((invite) => (
          <li key={invite.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0 text-sm">
              <p className="truncate font-medium text-slate-900 dark:text-white">
                {invite.email ?? t('Invite link')}
              </p>
              <p className="text-slate-600 dark:text-slate-400">
                {invite.role === 'manager' ? t('Manager') : t('Member')} ·{' '}
                {invite.kind === 'link'
                  ? t('expires {{date}} · used {{uses}} times', {
                      date: formatDay(invite.expiresAt, dateFormat),
                      uses: invite.uses,
                    })
                  : t('expires {{date}}', { date: formatDay(invite.expiresAt, dateFormat) })}
              </p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              disabled={change.busy}
              onClick={() => revoke(invite)}
              aria-label={
                invite.email
                  ? t('Revoke the invitation to {{email}}', { email: invite.email })
                  : t('Revoke this invite link')
              }
            >
              {t('Revoke')}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
