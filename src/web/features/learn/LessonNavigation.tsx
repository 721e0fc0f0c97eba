import { ArrowLeft, ArrowRight, CheckCheck } from 'lucide-react';
import { Button } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';

export interface LessonNavigationProps {
  hasPrevious: boolean;
  hasNext: boolean;
  /** On the last lesson a signed-in learner completes the course instead of moving on. */
  canComplete: boolean;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** SPEC §2: Previous and Next, disabled at the ends. */
export function LessonNavigation({
  hasPrevious,
  hasNext,
  canComplete,
  busy,
  onPrevious,
  onNext,
}: LessonNavigationProps) {
  const t = useT();
  return (
    <div className="flex gap-2">
      <Button
        variant="secondary"
        size="sm"
        className="flex-1"
        disabled={!hasPrevious || busy}
        onClick={onPrevious}
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('Previous')}
      </Button>
      {hasNext || !canComplete ? (
        <Button size="sm" className="flex-1" disabled={!hasNext || busy} onClick={onNext}>
          {t('Next')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Button>
      ) : (
        <Button size="sm" className="flex-1" disabled={busy} onClick={onNext}>
          <CheckCheck className="size-4" aria-hidden="true" />
          {t('Complete course')}
        </Button>
      )}
    </div>
  );
}
