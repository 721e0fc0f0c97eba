import { Send } from 'lucide-react';
import { FREE_PRACTICE_CHALLENGES_PER_MONTH, isProRequiredMessage } from '@domain/billing';
import type { CheckFailure } from '@domain/challenge-api';
import { Button } from '@web/components/ui/Button';
import { ProRequiredNotice } from '@web/components/ProRequired';
import { useT } from '@web/i18n/translate';
import { SubmitFailure } from './SubmitFailure';

interface ChallengeSubmitProps {
  canSubmit: boolean;
  submitting: boolean;
  error: string | null;
  /** The case the server's check failed, shown under the error. */
  failure: CheckFailure | null;
  /** A Free learner's practice challenges left this month (null: unlimited, or a daily one). */
  practiceLeft: number | null;
  onSubmit: () => void;
}

/**
 * Submit Solution: usable once a run succeeded. Before that it stays focusable but marked
 * disabled, and choosing it says what is missing (SPEC §4). A Pro refusal (the Free plan's
 * practice challenges used up) comes with the way to /pricing. A failed check says which case
 * failed and why.
 */
export function ChallengeSubmit({
  canSubmit,
  submitting,
  error,
  failure,
  practiceLeft,
  onSubmit,
}: ChallengeSubmitProps) {
  const t = useT();
  return (
    <div className="space-y-2 border-t border-slate-200 pt-6 dark:border-slate-800">
      <Button
        size="lg"
        className={`w-full ${canSubmit ? '' : 'cursor-not-allowed opacity-60'}`}
        aria-disabled={!canSubmit || submitting}
        onClick={onSubmit}
      >
        <Send aria-hidden="true" className="size-4" />
        {submitting ? t('Submitting...') : t('Submit Solution')}
      </Button>
      {practiceLeft !== null && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('{{count}} of {{total}} practice challenges left this month', {
            count: practiceLeft,
            total: FREE_PRACTICE_CHALLENGES_PER_MONTH,
            defaultValue_one: '{{count}} of {{total}} practice challenges left this month',
          })}
        </p>
      )}
      {error &&
        (isProRequiredMessage(error) ? (
          <ProRequiredNotice message={error} />
        ) : (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {t(error)}
          </p>
        ))}
      {failure && <SubmitFailure failure={failure} />}
    </div>
  );
}
