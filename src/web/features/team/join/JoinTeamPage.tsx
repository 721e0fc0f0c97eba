import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Users } from 'lucide-react';
import { pages } from '@domain/routes';
import type { InvitePreview, TeamSummary } from '@domain/team-api';
import { INVITE_NOT_VALID } from '@domain/teams';
import { ErrorBox } from '@web/components/MessageBox';
import { PageLoading } from '@web/components/PageLoading';
import { Button } from '@web/components/ui/Button';
import { msg, useT, type Translate } from '@web/i18n/translate';
import { useCurrentUser } from '@web/lib/account';
import { useAuthDialog } from '@web/lib/auth-dialog';
import { formatDay, useDateFormat } from '@web/lib/format-date';
import { usePageMeta } from '@web/lib/page-meta';
import { useSession } from '@web/lib/session';
import { invalidateSubscription } from '@web/lib/subscription';
import { invalidateTeams, teamCall } from '@web/lib/teams';

const teamApi = () => import('@domain/team-api');
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * /team/join?token=…: an invitation (by e-mail or a shared link). It says what joining means
 * (Pro while in the team; the teachers see progress and submitted code) before the person joins;
 * without an account they create one from here and come back to join.
 */
export function JoinTeamPage() {
  const t = useT();
  usePageMeta(pages.teamJoin.title, pages.teamJoin.description);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const valid = TOKEN.test(token);
  const preview = useQuery({
    queryKey: ['team-invite', token],
    queryFn: () =>
      teamCall({
        name: `team-invite?token=${encodeURIComponent(token)}`,
        method: 'GET',
        schema: async () => (await teamApi()).invitePreviewSchema,
        fallback: msg('The invitation could not be read. Please try again.'),
      }),
    enabled: valid,
    retry: false,
  });

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
      {!valid ? (
        <Problem text={t(INVITE_NOT_VALID)} />
      ) : preview.isLoading ? (
        <PageLoading message={t('Loading the invitation...')} />
      ) : preview.isError ? (
        <Problem text={t(preview.error.message)} />
      ) : preview.data ? (
        <Invitation token={token} invite={preview.data} />
      ) : null}
    </div>
  );
}

function Problem({ text }: { text: string }) {
  const t = useT();
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{t('Join a team')}</h1>
      <ErrorBox className="mt-6">{text}</ErrorBox>
      <p className="mt-6 text-sm">
        <Link to="/" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
          {t('Go to the home page')}
        </Link>
      </p>
    </>
  );
}

/** Who invites, to which role, and what joining gives. */
function invitationText(invite: InvitePreview, t: Translate): string {
  const by = { name: invite.invitedBy };
  if (invite.role === 'manager') {
    return invite.invitedBy
      ? t(
          '{{name}} invited you to join as a manager (a teacher). While you are in the team you have CodeNest Pro.',
          by,
        )
      : t(
          'You are invited to join as a manager (a teacher). While you are in the team you have CodeNest Pro.',
        );
  }
  return invite.invitedBy
    ? t(
        '{{name}} invited you to join as a member. While you are in the team you have CodeNest Pro.',
        by,
      )
    : t('You are invited to join as a member. While you are in the team you have CodeNest Pro.');
}

function Invitation({ token, invite }: { token: string; invite: InvitePreview }) {
  const t = useT();
  const user = useCurrentUser();
  const { ready } = useSession();
  const dateFormat = useDateFormat();
  const dialog = useAuthDialog();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [joined, setJoined] = useState<TeamSummary | null>(null);
  const returnTo = `/team/join?token=${token}`;
  const wrongAddress =
    user !== null && invite.email !== null && invite.email !== user.email?.toLowerCase();

  const join = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await teamCall({
        name: 'team-invite-accept',
        method: 'POST',
        body: { token },
        schema: async () => (await teamApi()).inviteAcceptedSchema,
        fallback: msg('You could not join the team. Please try again.'),
      });
      setJoined(answer.team);
      await invalidateTeams(queryClient);
      if (user) await invalidateSubscription(queryClient, user.id);
    } catch (caught) {
      setError(t(caught instanceof Error ? caught.message : msg('You could not join the team.')));
    } finally {
      setBusy(false);
    }
  };

  if (joined) {
    return (
      <div className="text-center">
        <CircleCheck className="mx-auto size-12 text-green-600 dark:text-green-400" aria-hidden />
        <h1 className="mt-4 text-3xl font-bold text-slate-900 dark:text-white">
          {t('You joined {{team}}', { team: joined.name })}
        </h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">
          {joined.active
            ? t(
                'You have Pro while you are in the team: every course, unlimited challenges, debugging and the visualizer.',
              )
            : t('The team’s plan is not active right now; Pro starts when the owner renews it.')}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            to="/dashboard"
            className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t('Go to your dashboard')}
          </Link>
          <Link
            to="/team"
            className="rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            {t('See your teams')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <>
      <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-950/60 dark:text-brand-300">
        <Users className="size-6" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-3xl font-bold text-slate-900 dark:text-white">
        {t('Join {{team}}', { team: invite.teamName })}
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{invitationText(invite, t)}</p>
      <dl className="mt-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-5 text-sm sm:grid-cols-2 dark:border-slate-800 dark:bg-slate-900">
        {invite.email && (
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{t('For')}</dt>
            <dd className="font-medium break-all text-slate-900 dark:text-white">{invite.email}</dd>
          </div>
        )}
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t('Valid until')}</dt>
          <dd className="font-medium text-slate-900 dark:text-white">
            {formatDay(invite.expiresAt, dateFormat)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t('Free seats')}</dt>
          <dd className="font-medium text-slate-900 dark:text-white">{invite.seatsFree}</dd>
        </div>
      </dl>
      <p className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
        {t(invite.notice)}
      </p>
      {error && <ErrorBox className="mt-4">{error}</ErrorBox>}
      <div className="mt-6 flex flex-wrap gap-3">
        {!ready ? null : user ? (
          wrongAddress ? (
            <ErrorBox>
              {t(
                'This invitation was sent to {{invited}}, and you are signed in as {{email}}. Sign out and sign in (or create an account) with {{invited}} to accept it.',
                { invited: invite.email, email: user.email ?? '' },
              )}
            </ErrorBox>
          ) : (
            <Button onClick={() => void join()} disabled={busy}>
              {busy ? t('Joining...') : t('Join {{team}}', { team: invite.teamName })}
            </Button>
          )
        ) : (
          <>
            <Button onClick={() => dialog.open('signup', { returnTo })}>
              {t('Create an account and join')}
            </Button>
            <Button variant="secondary" onClick={() => dialog.open('login', { returnTo })}>
              {t('Sign in to join')}
            </Button>
          </>
        )}
      </div>
    </>
  );
}
