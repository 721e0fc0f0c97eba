import { ArrowLeft, Trophy } from 'lucide-react';
import { use } from 'react';
import { Link } from 'react-router';
import { ChallengeDifficultyTag } from '@web/components/ChallengeDifficultyTag';
import { useT } from '@web/i18n/translate';
import { loadChallengeMarkdown } from '@web/lib/challenge-markdown';
import { ChallengeHints } from './ChallengeHints';
import { ChallengeTimer } from './ChallengeTimer';
import type { ChallengeToTake } from './find-challenge';

interface ChallengeBriefProps {
  challenge: ChallengeToTake;
  secondsLeft: number;
  /** Said under the facts when the timer counts in this browser only, or null. */
  timerNote: string | null;
}

/** The daily challenges' instructions end with their own 'Expected output' section. */
function showsExpectedOutput(instructions: string): boolean {
  return /^#{1,6}\s*expected output\s*$/im.test(instructions);
}

const termClasses =
  'text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400';

/** SPEC §2 left panel: what the challenge asks, the time left, the points and the hints. */
export function ChallengeBrief({ challenge, secondsLeft, timerNote }: ChallengeBriefProps) {
  const t = useT();
  const { LessonMarkdown } = use(loadChallengeMarkdown());
  return (
    <div className="min-w-0 space-y-6">
      <Link
        to="/daily-challenge"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('Back to Daily Challenge')}
      </Link>
      <header className="space-y-3">
        <h1
          lang="en"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
        >
          {challenge.title}
        </h1>
        <dl className="grid grid-cols-2 gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-4 dark:border-slate-800 dark:bg-slate-900">
          <div>
            <dt className={termClasses}>{t('Difficulty')}</dt>
            <dd className="mt-1">
              <ChallengeDifficultyTag difficulty={challenge.difficulty} />
            </dd>
          </div>
          <div>
            <dt className={termClasses}>{t('Language')}</dt>
            <dd className="mt-1 font-semibold text-slate-900 dark:text-white">
              {challenge.language}
            </dd>
          </div>
          {/* Narrower screens show it in the bar that stays in view (ChallengeTimerBar). */}
          <div className="hidden lg:block">
            <dt className={termClasses}>{t('Time left')}</dt>
            <dd className="mt-0.5">
              <ChallengeTimer secondsLeft={secondsLeft} />
            </dd>
          </div>
          <div>
            <dt className={termClasses}>{t('Points')}</dt>
            <dd className="mt-1 inline-flex items-center gap-1.5 font-semibold text-slate-900 dark:text-white">
              <Trophy aria-hidden="true" className="size-4 text-amber-600 dark:text-amber-400" />
              {challenge.points}
            </dd>
          </div>
        </dl>
        {timerNote && <p className="text-sm text-slate-600 dark:text-slate-400">{t(timerNote)}</p>}
      </header>
      <LessonMarkdown markdown={challenge.instructions} />
      {!showsExpectedOutput(challenge.instructions) && (
        <section aria-labelledby="challenge-expected-output" className="space-y-2">
          <h2
            id="challenge-expected-output"
            className="text-xl font-semibold text-slate-900 dark:text-white"
          >
            {t('Expected Output')}
          </h2>
          <pre className="overflow-x-auto rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-sm text-slate-900 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100">
            {challenge.expectedOutput}
          </pre>
        </section>
      )}
      <ChallengeHints hints={challenge.hints} />
    </div>
  );
}
