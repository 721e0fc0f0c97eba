import { Award } from 'lucide-react';
import { COMMUNITY_POINTS } from '@domain/community';
import { t, useT } from '@web/i18n/translate';
import { NumberBadge } from '../kit/NumberBadge';
import { TitledSection } from '../kit/TitledSection';
import { Avatar } from './Avatar';
import { useCommunityStats } from './community-queries';
import { formatCount, pointsLabel } from '@web/components/community/community-format';

const upvotesLabel = (n: number) =>
  t('{{number}} upvotes', {
    count: n,
    number: formatCount(n),
    defaultValue_one: '{{number}} upvote',
  });
const acceptedLabel = (n: number) =>
  t('{{number}} accepted answers', {
    count: n,
    number: formatCount(n),
    defaultValue_one: '{{number}} accepted answer',
  });

/** The people whose posts helped most, by points earned in the community. */
export function TopContributors() {
  const t = useT();
  const stats = useCommunityStats();
  const contributors = stats.data?.topContributors;
  return (
    <TitledSection
      titleId="contributors-title"
      heading={{
        title: t('Top contributors'),
        text: t(
          'Points for help others found useful: {{upvote}} an upvote, {{accepted}} an accepted answer, {{solution}} an upvoted solution.',
          {
            upvote: COMMUNITY_POINTS.upvote,
            accepted: COMMUNITY_POINTS.acceptedAnswer,
            solution: COMMUNITY_POINTS.solutionUpvote,
          },
        ),
      }}
      lead="small"
    >
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        {!contributors ? (
          <p className="p-2 text-sm text-slate-600 dark:text-slate-400">
            {stats.isError
              ? t('The contributors could not be loaded.')
              : t('Loading contributors…')}
          </p>
        ) : contributors.length === 0 ? (
          <p className="p-2 text-sm text-slate-600 dark:text-slate-400">
            {t('No points earned yet. Answer a question to be the first.')}
          </p>
        ) : (
          <ol className="space-y-2" data-testid="contributors">
            {contributors.map((contributor, index) => (
              <li
                key={contributor.author.id}
                className="flex items-center gap-3 rounded-xl p-2"
                data-testid="contributor"
              >
                <NumberBadge n={index + 1} look="plain" />
                <Avatar name={contributor.author.name} />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-slate-900 dark:text-white">
                    {contributor.author.name}
                  </p>
                  <p className="mt-0.5 inline-flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
                    <Award
                      aria-hidden="true"
                      className="size-3.5 text-amber-700 dark:text-amber-300"
                    />
                    {t('{{upvotes}}, {{accepted}}', {
                      upvotes: upvotesLabel(contributor.upvotes),
                      accepted: acceptedLabel(contributor.acceptedAnswers),
                    })}
                  </p>
                </div>
                <p className="text-right text-sm font-semibold whitespace-nowrap text-slate-900 dark:text-white">
                  {pointsLabel(contributor.points)}
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </TitledSection>
  );
}
