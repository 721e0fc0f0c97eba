import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { GradedAttempt, OpenAttempt } from '@domain/assessment-api';
import { Button } from '@web/components/ui/Button';
import { msg, useT } from '@web/i18n/translate';
import { submitAttempt } from './assessment-api';
import { Countdown } from './Countdown';
import { ItemQuestion } from './ItemQuestion';
import { SubmitDialog } from './SubmitDialog';
import { isAnswered, useAttemptAnswers, type SaveStatus } from './use-attempt-answers';
import { useSecondsLeft } from '@web/lib/countdown';

export const GRADING = msg('Grading your answers...');
export const WAITING_TO_GRADE = msg('Waiting for a free runner to grade your programs...');

function SaveLine({ status }: { status: SaveStatus }) {
  const t = useT();
  if (status.state === 'failed') {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        {t('Not saved: {{reason}}', { reason: t(status.message) })}
      </p>
    );
  }
  const text = { idle: '', saving: t('Saving...'), saved: t('Saved') }[status.state];
  return <p className="text-sm text-slate-600 dark:text-slate-400">{text}</p>;
}

/** An attempt under way: the clock, every item, answers saved as they change, and Submit. */
export function AttemptView({
  attempt,
  onGraded,
}: {
  attempt: OpenAttempt;
  onGraded: (graded: GradedAttempt) => void;
}) {
  const t = useT();
  const { answers, change, status, stopSaving } = useAttemptAnswers(attempt);
  const secondsLeft = useSecondsLeft(Date.parse(attempt.deadlineAt));
  const [confirming, setConfirming] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const submit = useMutation({
    mutationFn: () => {
      stopSaving();
      return submitAttempt({ attemptId: attempt.id, answers }, { onWaiting: setWaiting });
    },
    onSuccess: onGraded,
  });
  const { mutate, isPending, isError } = submit;

  // At 0:00 the attempt ends: what is answered is graded.
  const timeUp = secondsLeft === 0;
  useEffect(() => {
    if (timeUp && !isPending && !isError) mutate();
  }, [timeUp, isPending, isError, mutate]);

  const unanswered = attempt.items.flatMap((item, index) =>
    isAnswered(answers[item.id]) ? [] : [index + 1],
  );
  const answeredCount = attempt.items.length - unanswered.length;

  if (submit.isPending) {
    return (
      <div
        role="status"
        className="grid min-h-64 place-items-center rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200"
      >
        <p>
          {t(waiting ? WAITING_TO_GRADE : GRADING)}
          <span className="mt-2 block text-sm text-slate-600 dark:text-slate-400">
            {t(
              'Your programs run against the hidden cases on the server: this takes a few seconds.',
            )}
          </span>
        </p>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <div className="sticky top-16 z-10 flex flex-wrap items-center justify-between gap-x-6 gap-y-2 rounded-2xl border border-slate-200 bg-white/95 px-4 py-3 shadow-sm backdrop-blur sm:px-5 dark:border-slate-800 dark:bg-slate-900/95">
        <Countdown secondsLeft={secondsLeft} />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('{{answered}} of {{total}} answered', {
              answered: answeredCount,
              total: attempt.items.length,
            })}
          </p>
          <SaveLine status={status} />
        </div>
      </div>
      {submit.isError && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700 dark:border-red-900 dark:bg-red-950/50 dark:text-red-300"
        >
          {t(submit.error.message)}
        </p>
      )}
      <ol className="space-y-6">
        {attempt.items.map((item, index) => (
          <li key={item.id}>
            <ItemQuestion
              item={item}
              number={index + 1}
              total={attempt.items.length}
              answer={answers[item.id]}
              onAnswer={(answer) => change(item.id, answer)}
            />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {unanswered.length === 0
            ? t('Every question has an answer.')
            : t('{{count}} questions have no answer yet.', {
                count: unanswered.length,
                defaultValue_one: '{{count}} question has no answer yet.',
              })}
        </p>
        <Button size="lg" onClick={() => setConfirming(true)}>
          <Send aria-hidden="true" className="size-4" />
          {t('Submit answers')}
        </Button>
      </div>
      {confirming && (
        <SubmitDialog
          unanswered={unanswered}
          onCancel={() => setConfirming(false)}
          onSubmit={() => {
            setConfirming(false);
            submit.mutate();
          }}
        />
      )}
    </div>
  );
}
