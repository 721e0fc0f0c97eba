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
import { currentLanguage, INTL_LOCALES, msg, useT } from '@web/i18n/translate';
import { Trans } from '@web/i18n/Trans';
import { formatDateTime, useDateFormat } from '@web/lib/format-date';

/**
 * When a retake may start, in the learner's own time: "Friday, November 27, 2026 at 3:04 PM", or
 * in their date format "Fri, 11/27/2026, 3:04 PM".
 */
export function retakeText(retakeAt: string, format: DateFormat | null): string {
  return format === null
    ? new Intl.DateTimeFormat(INTL_LOCALES[currentLanguage()], {
        dateStyle: 'full',
        timeStyle: 'short',
      }).format(new Date(retakeAt))
    : formatDateTime(retakeAt, format, { weekday: true });
}

const rules = [
  {
    icon: ListChecks,
    text: msg(
      'About {{questions}} questions of three kinds: multiple choice on C concepts, "what does this program print", and short programs checked on the server with hidden test cases.',
    ),
  },
  {
    icon: Timer,
    text: msg(
      '{{minutes}} minutes, shown as a countdown. When the time is up, your answers are graded as they are.',
    ),
  },
  {
    icon: Target,
    text: msg('{{percent}}% to pass: the score the course certificate needs.'),
  },
  {
    icon: Clock,
    text: msg(
      'One attempt at a time. Each answer is saved as you give it, so a reload loses nothing.',
    ),
  },
  {
    icon: RotateCcw,
    text: msg('A retake is possible {{hours}} hours after an attempt, with other questions.'),
  },
];

const ruleValues = {
  questions: ATTEMPT_ITEM_COUNT,
  minutes: ASSESSMENT_MINUTES,
  percent: ASSESSMENT_PASS_PERCENT,
  hours: ASSESSMENT_RETAKE_HOURS,
};

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
  const t = useT();
  const dateFormat = useDateFormat();
  const { retakeAt } = standing;
  const retakeLater = retakeAt !== null && Date.parse(retakeAt) > now;
  const again = standing.attempts > 0 || standing.last !== null;
  return (
    <section
      aria-labelledby="about-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="about-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {again ? t('Take it again') : t('How it works')}
      </h2>
      <ul className="mt-4 space-y-3">
        {rules.map(({ icon: Icon, text }) => (
          <li key={text} className="flex gap-3 text-slate-700 dark:text-slate-300">
            <Icon
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-400"
            />
            <span>{t(text, ruleValues)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6">
        {retakeLater && retakeAt ? (
          <p className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-slate-800 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-100">
            <Trans
              text="You can take the assessment again from <time>{{date}}</time>."
              values={{ date: retakeText(retakeAt, dateFormat) }}
              parts={{
                time: (chunk) => (
                  <time dateTime={retakeAt} className="font-semibold">
                    {chunk}
                  </time>
                ),
              }}
            />
          </p>
        ) : (
          <Button size="lg" onClick={onStart} disabled={starting}>
            <Play aria-hidden="true" className="size-4" />
            {starting
              ? t('Starting...')
              : again
                ? t('Start a new attempt')
                : t('Start the assessment')}
          </Button>
        )}
        {startError && (
          <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
            {t(startError)}
          </p>
        )}
      </div>
    </section>
  );
}
