import { useCallback, useEffect, useRef, useState } from 'react';
import type { AssessmentAnswer, OpenAttempt } from '@domain/assessment-api';
import { saveAnswer } from './assessment-api';

/** An answer is sent this long after the learner stops changing it. */
export const SAVE_DELAY_MS = 800;

export type SaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved' }
  | { state: 'failed'; message: string };

export type Answers = Record<string, AssessmentAnswer>;

/**
 * The attempt's answers as the learner gives them, each saved on the server a moment after it
 * last changed (the server keeps them, so a reload restores them).
 */
export function useAttemptAnswers(attempt: OpenAttempt) {
  const [answers, setAnswers] = useState<Answers>(attempt.answers);
  const [status, setStatus] = useState<SaveStatus>({ state: 'idle' });
  const timers = useRef(new Map<string, number>());
  const inFlight = useRef(0);

  const stopSaving = useCallback(() => {
    for (const timer of timers.current.values()) window.clearTimeout(timer);
    timers.current.clear();
  }, []);
  useEffect(() => stopSaving, [stopSaving]);

  const send = useCallback(
    (itemId: string, answer: AssessmentAnswer | null) => {
      timers.current.delete(itemId);
      inFlight.current += 1;
      setStatus({ state: 'saving' });
      saveAnswer({ attemptId: attempt.id, itemId, answer }).then(
        () => {
          inFlight.current -= 1;
          if (inFlight.current === 0 && timers.current.size === 0) setStatus({ state: 'saved' });
        },
        (error: Error) => {
          inFlight.current -= 1;
          setStatus({ state: 'failed', message: error.message });
        },
      );
    },
    [attempt.id],
  );

  const change = useCallback(
    (itemId: string, answer: AssessmentAnswer | null) => {
      setAnswers((current) => {
        const next = { ...current };
        if (answer === null) delete next[itemId];
        else next[itemId] = answer;
        return next;
      });
      const waiting = timers.current.get(itemId);
      if (waiting !== undefined) window.clearTimeout(waiting);
      timers.current.set(
        itemId,
        window.setTimeout(() => send(itemId, answer), SAVE_DELAY_MS),
      );
      setStatus((current) => (current.state === 'failed' ? current : { state: 'saving' }));
    },
    [send],
  );

  return { answers, change, status, stopSaving };
}

/** Whether an item has an answer to grade: a choice, or text that is not blank. */
export function isAnswered(answer: AssessmentAnswer | undefined): boolean {
  if (answer === undefined) return false;
  return typeof answer === 'number' || answer.trim() !== '';
}
