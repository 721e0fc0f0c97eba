import { Send } from 'lucide-react';
import { Button } from '../../components/ui/Button';

interface ChallengeSubmitProps {
  canSubmit: boolean;
  submitting: boolean;
  error: string | null;
  onSubmit: () => void;
}

/**
 * Submit Solution: usable once a run succeeded. Before that it stays focusable but marked
 * disabled, and choosing it says what is missing (SPEC §4).
 */
export function ChallengeSubmit({ canSubmit, submitting, error, onSubmit }: ChallengeSubmitProps) {
  return (
    <div className="space-y-2 border-t border-slate-200 pt-6 dark:border-slate-800">
      <Button
        size="lg"
        className={`w-full ${canSubmit ? '' : 'cursor-not-allowed opacity-60'}`}
        aria-disabled={!canSubmit || submitting}
        onClick={onSubmit}
      >
        <Send aria-hidden="true" className="size-4" />
        {submitting ? 'Submitting...' : 'Submit Solution'}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
