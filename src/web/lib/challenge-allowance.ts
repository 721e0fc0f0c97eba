import { practiceChallengesLeft, practiceLimitBlocks, practiceLimitReached } from '@domain/billing';
import { useAccountSummary } from './account';
import { completedIds, useChallengeCompletions } from './challenge-completions';
import { usePlan } from './subscription';

/*
 * The Free plan's practice challenges a month (SPEC §6, §9), as the pages show them before the
 * server would refuse: the count comes from the account summary (the server's own count, in the
 * learner's time zone), the rule from domain/billing. Until the plan, the count and the
 * completions are known nothing is refused here: the server decides.
 */

export interface PracticeAllowance {
  /** Practice challenges left this month for a Free learner; null when unlimited or not known. */
  left: number | null;
  /** Whether completing this challenge would be refused now (never a daily one, nor a repeat). */
  blocks: (challengeId: string) => boolean;
  /** What the learner reads when it is refused. */
  message: string;
}

export function usePracticeAllowance(): PracticeAllowance {
  const { plan, loading } = usePlan();
  const summary = useAccountSummary();
  const completions = useChallengeCompletions();

  const counted = summary.data?.practiceChallengesThisMonth;
  const used = typeof counted === 'number' && !loading ? counted : null;
  const left = used === null ? null : practiceChallengesLeft(plan, used);
  const done = completions.data ? completedIds(completions.data) : null;
  return {
    left,
    blocks: (challengeId) =>
      used !== null &&
      done !== null &&
      practiceLimitBlocks(plan, used, { id: challengeId, alreadyCompleted: done.has(challengeId) }),
    message: practiceLimitReached(used ?? 0),
  };
}
