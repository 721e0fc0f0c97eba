import { useQuery } from '@tanstack/react-query';
import { Flag, ShieldCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { reportReasons, type ModerationOverview, type ModerationReport } from '@domain/community';
import { authorName, threadHref } from '@web/components/community/community-format';
import { PostBody } from '@web/components/community/PostBody';
import { ForumBadge } from '@web/components/community/ThreadBadges';
import { EmptyState } from '@web/components/EmptyState';
import { LoadError } from '@web/components/LoadError';
import { Button } from '@web/components/ui/Button';
import { Trans } from '@web/i18n/Trans';
import { msg, t, useT } from '@web/i18n/translate';
import { formatDay, useDateFormat } from '@web/lib/format-date';
import { fetchModeration, forumKeys } from '@web/lib/forum';
import { cardClasses, rowsPanelClasses } from '../../kit/classes';
import { TitledSection } from '../../kit/TitledSection';
import { useCommunityMe } from '../community-queries';
import { ReasonDialog, type PendingAction } from '../ReasonDialog';
import { TimeAgo } from '../TimeAgo';
import { actionLabel } from './moderation-words';
import { ModeratorsPanel } from './ModeratorsPanel';
import { dismissReport, hidePost, liftSuspension } from './pending-actions';

type OnAction = (pending: PendingAction) => void;

const reasonLabel = (id: string) =>
  t(reportReasons.find((reason) => reason.id === id)?.label ?? id);

/** Reports, suspensions, moderators and the log, for moderators (the server checks). */
export function ModerationView() {
  const t = useT();
  const { signedIn, ready } = useCommunityMe();
  const overview = useQuery({
    queryKey: forumKeys.moderation,
    queryFn: fetchModeration,
    enabled: signedIn,
  });
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [now] = useState(() => new Date());

  let body: ReactNode;
  if (ready && !signedIn) {
    body = (
      <p className="text-slate-700 dark:text-slate-300">
        {t('Sign in as a moderator to moderate.')}
      </p>
    );
  } else if (overview.isError) {
    body = <LoadError message={overview.error.message} onRetry={() => void overview.refetch()} />;
  } else if (!overview.data) {
    body = <p className="text-slate-600 dark:text-slate-400">{t('Loading moderation…')}</p>;
  } else {
    const { reports, suspensions, moderators, log } = overview.data;
    body = (
      <>
        <Reports reports={reports} now={now} onAction={setPending} />
        <Suspensions suspensions={suspensions} onAction={setPending} />
        <ModeratorsPanel moderators={moderators} onAction={setPending} />
        <ModerationLog log={log} now={now} />
      </>
    );
  }

  return (
    <section aria-labelledby="moderation-title" className="space-y-12">
      <div>
        <h2
          id="moderation-title"
          className="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
        >
          <ShieldCheck aria-hidden="true" className="size-6 text-brand-600 dark:text-brand-300" />
          {t('Moderation')}
        </h2>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          {t('Every action asks why and is logged with who did it.')}
        </p>
      </div>
      {body}
      {pending && <ReasonDialog pending={pending} onClose={() => setPending(null)} />}
    </section>
  );
}

function Reports({
  reports,
  now,
  onAction,
}: {
  reports: ModerationReport[];
  now: Date;
  onAction: OnAction;
}) {
  const t = useT();
  return (
    <TitledSection titleId="reports-title" heading={{ title: t('Open reports') }} size="md">
      {reports.length === 0 ? (
        <div className={`mt-4 ${cardClasses}`}>
          <EmptyState
            icon={Flag}
            title={t('No open reports')}
            text={t('Nothing is waiting for you.')}
          />
        </div>
      ) : (
        <ul className="mt-4 space-y-4" data-testid="reports">
          {reports.map((report) => (
            <ReportCard key={report.id} report={report} now={now} onAction={onAction} />
          ))}
        </ul>
      )}
    </TitledSection>
  );
}

function ReportCard({
  report,
  now,
  onAction,
}: {
  report: ModerationReport;
  now: Date;
  onAction: OnAction;
}) {
  const t = useT();
  return (
    <li className={`${cardClasses} shadow-sm`} data-testid="report">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <span className="font-semibold text-slate-900 dark:text-white">
          {reasonLabel(report.reason)}
        </span>
        <span>
          <Trans
            text="reported by {{name}}, <when></when>"
            values={{ name: authorName(report.reporter) }}
            parts={{ when: () => <TimeAgo at={report.createdAt} now={now} /> }}
          />
        </span>
        {report.postHidden && <ForumBadge kind="hidden">{t('Hidden')}</ForumBadge>}
      </p>
      {report.details && (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">“{report.details}”</p>
      )}
      <p className="mt-3 text-sm">
        <Trans
          text="Post by <author>{{name}}</author> in <thread>{{title}}</thread>"
          values={{ name: authorName(report.postAuthor), title: report.threadTitle }}
          parts={{
            author: (name) => <span className="font-medium">{name}</span>,
            thread: (title) => (
              <Link
                to={`${threadHref(report.threadId)}#post-${encodeURIComponent(report.postId)}`}
                className="font-medium text-brand-700 hover:underline dark:text-brand-300"
              >
                {title}
              </Link>
            ),
          }}
        />
      </p>
      <div className="mt-3 max-h-64 overflow-auto rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-950">
        <PostBody html={report.postHtml} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        {!report.postHidden && (
          <Button size="sm" onClick={() => onAction(hidePost(report.postId))}>
            {t('Hide post')}
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={() => onAction(dismissReport(report.id))}>
          {t('Dismiss')}
        </Button>
      </div>
    </li>
  );
}

function Suspensions({
  suspensions,
  onAction,
}: {
  suspensions: ModerationOverview['suspensions'];
  onAction: OnAction;
}) {
  const t = useT();
  const dateFormat = useDateFormat();
  return (
    <TitledSection
      titleId="suspensions-title"
      heading={{ title: t('Suspended accounts') }}
      size="md"
    >
      {suspensions.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          {t('Nobody is suspended.')}
        </p>
      ) : (
        <ul className={`mt-4 ${rowsPanelClasses}`}>
          {suspensions.map(({ author, until, reason }) => (
            <li key={author.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="text-sm">
                <p className="font-medium text-slate-900 dark:text-white">
                  {author.name}{' '}
                  <span className="font-normal text-slate-600 dark:text-slate-400">
                    @{author.handle}
                  </span>
                </p>
                <p className="mt-0.5 text-slate-600 dark:text-slate-400">
                  {until ? (
                    <Trans
                      text="Until <date>{{date}}</date>"
                      values={{ date: formatDay(until, dateFormat) }}
                      parts={{ date: (date) => <time dateTime={until}>{date}</time> }}
                    />
                  ) : (
                    t('Until a moderator lifts it')
                  )}
                  : {reason}
                </p>
              </div>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onAction(liftSuspension(author))}
              >
                {t('Lift')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}

const logColumns = [msg('When'), msg('Who'), msg('What'), msg('Why')];

function ModerationLog({ log, now }: { log: ModerationOverview['log']; now: Date }) {
  const t = useT();
  return (
    <TitledSection titleId="log-title" heading={{ title: t('Moderation log') }} size="md">
      {log.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t('No actions yet.')}</p>
      ) : (
        <div
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is reached by keyboard
          tabIndex={0}
          role="region"
          aria-label={t('Moderation log, scrolls sideways')}
          className="mt-4 overflow-x-auto rounded-2xl border border-slate-200 focus-visible:outline-2 dark:border-slate-800"
        >
          <table className="w-full min-w-[40rem] text-left text-sm" data-testid="moderation-log">
            <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
              <tr>
                {logColumns.map((column) => (
                  <th key={column} scope="col" className="px-4 py-2 font-semibold">
                    {t(column)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-950">
              {log.map((entry) => (
                <tr key={entry.id}>
                  <td className="px-4 py-2 whitespace-nowrap text-slate-600 dark:text-slate-400">
                    <TimeAgo at={entry.createdAt} now={now} />
                  </td>
                  <td className="px-4 py-2">{authorName(entry.moderator)}</td>
                  <td className="px-4 py-2">
                    {actionLabel(entry.action)}: {entry.target}
                  </td>
                  <td className="px-4 py-2 text-slate-700 dark:text-slate-300">{entry.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </TitledSection>
  );
}
