import { Clock, ListChecks, Play, RotateCcw, Target, Timer } from 'lucide-react';
import type { AssessmentStanding } from '@domain/assessment-api';
import {
  ATTEMPT_ITEM_COUNT,
  ASSESSMENT_MINUTES,
  ASSESSMENT_PASS_PERCENT,
  ASSESSMENT_RETAKE_HOURS,
} from '@domain/assessment-rules';
import { Button } from '@web/components/ui/Button';
import type { DateFormat } from '@domain/account';
import { formatDateTime, useDateFormat } from '@web/lib/format-date';

const localDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short' });

/**
 * When a retake may start, in the learner's own time: "Friday, November 27, 2026 at 3:04 PM", or
 * in their date format "Fri, 11/27/2026, 3:04 PM".
 */
export function retakeText(retakeAt: string, format: DateFormat | null): string {
  return format === null
    ? localDateTime.format(new Date(retakeAt))
    : formatDateTime(retakeAt, format, { weekday: true });
}

const rules = [
  {
    icon: ListChecks,
    text: `About ${ATTEMPT_ITEM_COUNT} questions of three kinds: multiple choice on C concepts, "what does this program print", and short programs checked on the server with hidden test cases.`,
  },
  {
    icon: Timer,
    text: `${ASSESSMENT_MINUTES} minutes, shown as a countdown. When the time is up, your answers are graded as they are.`,
  },
  {
    icon: Target,
    text: `${ASSESSMENT_PASS_PERCENT}% to pass: the score the course certificate needs.`,
  },
  {
    icon: Clock,
    text: 'One attempt at a time. Each answer is saved as you give it, so a reload loses nothing.',
  },
  {
    icon: RotateCcw,
    text: `A retake is possible ${ASSESSMENT_RETAKE_HOURS} hours after an attempt, with other questions.`,
  },
];

/** What the assessment is, and Start (or when a retake may start). */
export function AssessmentIntro({
  standing,
  now,
  onStart,
  starting,
  startError,
}: {
  standing: AssessmentStanding;
  now: number;
  onStart: () => void;
  starting: boolean;
  startError: string | null;
}) {
  const dateFormat = useDateFormat();
  const retakeLater = standing.retakeAt !== null && Date.parse(standing.retakeAt) > now;
  const again = standing.attempts > 0 || standing.last !== null;
  return (
    <section
      aria-labelledby="about-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="about-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {again ? 'Take it again' : 'How it works'}
      </h2>
      <ul className="mt-4 space-y-3">
        {rules.map(({ icon: Icon, text }) => (
          <li key={text} className="flex gap-3 text-slate-700 dark:text-slate-300">
            <Icon
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-400"
            />
            <span>{text}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6">
        {retakeLater && standing.retakeAt ? (
          <p className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-slate-800 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-100">
            You can take the assessment again from{' '}
            <time dateTime={standing.retakeAt} className="font-semibold">
              {retakeText(standing.retakeAt, dateFormat)}
            </time>
            .
          </p>
        ) : (
          <Button size="lg" onClick={onStart} disabled={starting}>
            <Play aria-hidden="true" className="size-4" />
            {starting ? 'Starting...' : again ? 'Start a new attempt' : 'Start the assessment'}
          </Button>
        )}
        {startError && (
          <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
            {startError}
          </p>
        )}
      </div>
    </section>
  );
}
