import { useEffect } from 'react';
import { challenges } from '@content/challenges';
import { practiceChallengeSummaries } from '@content/challenges/practice-summaries';
import { pages } from '@domain/routes';
import { dailyChallengeIdOn, localDay } from '@domain/challenge-rules';
import { DiscussionSlot, SolutionsSlot } from '@web/components/community/CommunitySlots';
import { LoadError } from '@web/components/LoadError';
import { useAccountSummary, useCurrentUser } from '@web/lib/account';
import { usePracticeAllowance } from '@web/lib/challenge-allowance';
import { completedIds, completedOn, useChallengeCompletions } from '@web/lib/challenge-completions';
import { usePageMeta } from '@web/lib/page-meta';
import { msg, useT } from '@web/i18n/translate';
import { DailyStats } from './DailyStats';
import { HowItWorks } from './HowItWorks';
import { NextChallengeCountdown } from './NextChallengeCountdown';
import { PracticeChallenges } from './PracticeChallenges';
import { useStartChallenge } from './start-challenge';
import { StreakRewards } from './StreakRewards';
import { COUNTDOWN_REFRESH_MS, LOADING_DELAY_MS, START_DELAY_MS } from './timing';
import { NoChallengeCard, TodaysChallengeCard } from './TodaysChallengeCard';
import { useElapsed } from './use-elapsed';
import { useLocalDay } from './use-local-day';
import { useLearnerTimeZone } from './use-learner-time-zone';
import { PageLoading } from '@web/components/PageLoading';

/** /daily-challenge (SPEC §2): today's challenge, the streak, and the practice set. */
export function DailyChallengePage() {
  const t = useT();
  usePageMeta(pages.dailyChallenge.title, pages.dailyChallenge.description);
  const user = useCurrentUser();
  const shown = useElapsed(LOADING_DELAY_MS);
  const { timeZone, ready } = useLearnerTimeZone();
  const completions = useChallengeCompletions();
  // Asked for now, so the streak is usually there when the loading delay ends.
  const summary = useAccountSummary();
  // The page's first date formatter loads the locale and zone data: built while the loading
  // state shows, it is not part of the task that renders the page.
  useEffect(() => {
    if (ready) localDay(new Date(), timeZone);
  }, [ready, timeZone]);

  if (!user) return null;
  if (!shown || !ready || completions.isPending) {
    return <PageLoading message={t("Loading today's challenge...")} />;
  }
  return <DailyChallengeView timeZone={timeZone} completions={completions} summary={summary} />;
}

function DailyChallengeView({
  timeZone,
  completions,
  summary,
}: {
  timeZone: string;
  completions: ReturnType<typeof useChallengeCompletions>;
  summary: ReturnType<typeof useAccountSummary>;
}) {
  const t = useT();
  const { day: today, weekday } = useLocalDay(timeZone, COUNTDOWN_REFRESH_MS);
  const { start, starting } = useStartChallenge(START_DELAY_MS);
  const allowance = usePracticeAllowance();

  const challenge = challenges.find((c) => c.id === dailyChallengeIdOn(weekday));
  const rows = completions.data ?? [];
  const doneIds = completedIds(rows);
  const done = challenge !== undefined && completedOn(rows, challenge.id, today);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {t('Daily Challenge')}
          </h1>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            {t('Solve one problem a day to sharpen your skills and build your streak.')}
          </p>
        </div>
        <NextChallengeCountdown timeZone={timeZone} />
      </header>

      <div className="mt-8 space-y-4">
        {completions.isError && (
          <LoadError
            message={completions.error.message}
            onRetry={() => void completions.refetch()}
            retrying={completions.isFetching}
          />
        )}
        {summary.isError && (
          <LoadError
            message={summary.error.message}
            onRetry={() => void summary.refetch()}
            retrying={summary.isFetching}
          />
        )}
        <DailyStats
          summary={summary.data}
          summaryLoading={summary.data === undefined && !summary.isError}
          challenge={challenge}
        />
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          {challenge ? (
            <TodaysChallengeCard
              challenge={challenge}
              completed={done}
              starting={starting === challenge.id}
              onStart={() => start(challenge, true)}
            />
          ) : (
            <NoChallengeCard />
          )}
          {challenge && (
            <div className="mt-8 space-y-8">
              <SolutionsSlot
                kind="challenge"
                targetId={challenge.id}
                passed={doneIds.has(challenge.id)}
              />
              <DiscussionSlot
                place={{ kind: 'challenge', challengeId: challenge.id }}
                about={msg("today's challenge")}
              />
            </div>
          )}
        </div>
        <div className="min-w-0 space-y-6">
          <HowItWorks />
          <StreakRewards />
        </div>
      </div>

      <PracticeChallenges
        challenges={practiceChallengeSummaries}
        doneIds={doneIds}
        starting={starting}
        onStart={(practice) => start(practice, false)}
        allowance={allowance}
      />
    </div>
  );
}
