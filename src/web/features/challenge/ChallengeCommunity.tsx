import { DiscussionSlot, SolutionsSlot } from '@web/components/community/CommunitySlots';
import { msg } from '@web/i18n/translate';
import { completedIds, useChallengeCompletions } from '@web/lib/challenge-completions';

/**
 * Beneath a challenge: its published solutions for a learner who solved it before (taking it
 * again), and its discussion.
 */
export function ChallengeCommunity({ challengeId }: { challengeId: string }) {
  const completions = useChallengeCompletions();
  const solvedBefore = completions.data ? completedIds(completions.data).has(challengeId) : false;
  return (
    <div className="space-y-8 px-4 pb-12 sm:px-6 lg:px-8">
      <SolutionsSlot kind="challenge" targetId={challengeId} passed={solvedBefore} />
      <DiscussionSlot place={{ kind: 'challenge', challengeId }} about={msg('this challenge')} />
    </div>
  );
}
