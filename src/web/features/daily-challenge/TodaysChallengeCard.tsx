import { CircleCheck, Lightbulb, Play } from 'lucide-react';
import { Link } from 'react-router';
import type { Challenge } from '@domain/learning';
import { Button, buttonClasses } from '@web/components/ui/Button';
import { ChallengeDifficultyTag } from '@web/components/ChallengeDifficultyTag';
import { useT } from '@web/i18n/translate';
import { CODE_PREVIEW_LENGTH } from './timing';

/** SPEC §9: the starter code, cut to its first 200 characters. */
export function codePreview(code: string): string {
  return code.length > CODE_PREVIEW_LENGTH ? `${code.slice(0, CODE_PREVIEW_LENGTH)}...` : code;
}

const card =
  'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';

export function TodaysChallengeCard({
  challenge,
  completed,
  starting,
  onStart,
}: {
  challenge: Challenge;
  completed: boolean;
  starting: boolean;
  onStart: () => void;
}) {
  const t = useT();
  return (
    <section aria-labelledby="todays-challenge-title" className={card}>
      <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase dark:text-brand-300">
        {t("Today's Challenge")}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2
          id="todays-challenge-title"
          lang="en"
          className="text-2xl font-bold tracking-tight break-words text-slate-900 dark:text-white"
        >
          {challenge.title}
        </h2>
        {completed && (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-600 px-2.5 py-0.5 text-xs font-semibold text-white dark:bg-emerald-500 dark:text-emerald-950">
            <CircleCheck className="size-3.5" aria-hidden="true" />
            {t('Completed')}
          </span>
        )}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <ChallengeDifficultyTag difficulty={challenge.difficulty} />
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          {challenge.language}
        </span>
      </div>
      <p lang="en" className="mt-4 text-slate-700 dark:text-slate-300">
        {challenge.description}
      </p>

      <h3
        id="todays-challenge-code"
        className="mt-6 text-sm font-semibold text-slate-900 dark:text-white"
      >
        {t('Starter code')}
      </h3>
      {/* It scrolls sideways on a phone: a focusable region, so keys can scroll it. */}
      <pre
        data-testid="code-preview"
        role="region"
        aria-labelledby="todays-challenge-code"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is reached by keyboard
        tabIndex={0}
        className="mt-2 overflow-x-auto rounded-xl bg-slate-900 p-4 font-mono text-xs leading-relaxed text-slate-100 sm:text-sm dark:bg-slate-950 dark:ring-1 dark:ring-slate-800"
      >
        <code>{codePreview(challenge.code)}</code>
      </pre>

      <h3 className="mt-6 flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white">
        <Lightbulb className="size-4 text-amber-500 dark:text-amber-300" aria-hidden="true" />
        {t('Hints')}
      </h3>
      <ul
        lang="en"
        className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-slate-700 marker:text-slate-400 dark:text-slate-300"
      >
        {challenge.hints.map((hint) => (
          <li key={hint}>{hint}</li>
        ))}
      </ul>

      <div className="mt-6">
        {completed ? (
          <div className="flex flex-col gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-emerald-900 dark:bg-emerald-950/40">
            <p className="flex items-center gap-2 font-semibold text-emerald-800 dark:text-emerald-200">
              <CircleCheck className="size-5" aria-hidden="true" />
              {t('Challenge Completed!')}
            </p>
            <Link
              to="/learn/c"
              className={buttonClasses('primary', 'md', 'self-start sm:self-auto')}
            >
              {t('Continue Learning')}
            </Link>
          </div>
        ) : (
          <Button size="lg" onClick={onStart} disabled={starting} aria-busy={starting}>
            <Play className="size-4" aria-hidden="true" />
            {starting ? t('Starting...') : t('Start Challenge')}
          </Button>
        )}
      </div>
    </section>
  );
}

export function NoChallengeCard() {
  const t = useT();
  return (
    <section aria-labelledby="no-challenge-title" className={`${card} text-center`}>
      <h2 id="no-challenge-title" className="text-xl font-semibold text-slate-900 dark:text-white">
        {t('No Challenge Available')}
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        {t("Please check back later for today's challenge.")}
      </p>
    </section>
  );
}
