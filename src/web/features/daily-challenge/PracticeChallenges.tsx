import { CircleCheck, Clock, Play, Trophy } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FREE_PRACTICE_CHALLENGES_PER_MONTH } from '@domain/billing';
import type { PracticeChallengeSummary } from '@content/challenges/practice-summaries';
import { Button } from '@web/components/ui/Button';
import { ChallengeDifficultyTag } from '@web/components/ChallengeDifficultyTag';
import { TagList } from '@web/components/TagList';
import type { PracticeAllowance } from '@web/lib/challenge-allowance';
import { ProRequiredNotice, ProTag } from '@web/components/ProRequired';
import { msg, useT } from '@web/i18n/translate';
import {
  DIFFICULTY_CHOICES,
  difficultyFromParam,
  type DifficultyChoice,
} from './difficulty-filter';

const choiceLabels: Record<DifficultyChoice, string> = {
  All: msg('All'),
  Beginner: msg('Beginner'),
  Intermediate: msg('Intermediate'),
  Advanced: msg('Advanced'),
};

/**
 * The practice set below today's challenge, filtered by difficulty (kept in the address). A Free
 * learner sees how many practice challenges the month has left; at none, starting a new one says
 * why and points to /pricing instead.
 */
export function PracticeChallenges({
  challenges,
  doneIds,
  starting,
  onStart,
  allowance,
}: {
  challenges: readonly PracticeChallengeSummary[];
  doneIds: ReadonlySet<string>;
  starting: string | null;
  onStart: (challenge: PracticeChallengeSummary) => void;
  allowance: PracticeAllowance;
}) {
  const t = useT();
  const [refused, setRefused] = useState(false);
  const startOrRefuse = (challenge: PracticeChallengeSummary) => {
    if (allowance.blocks(challenge.id)) {
      setRefused(true);
      return;
    }
    setRefused(false);
    onStart(challenge);
  };
  const [params, setParams] = useSearchParams();
  const difficulty = difficultyFromParam(params.get('difficulty'));
  const shown =
    difficulty === 'All' ? challenges : challenges.filter((c) => c.difficulty === difficulty);

  const choose = (choice: string) => {
    const next = new URLSearchParams(params);
    if (choice === 'All') next.delete('difficulty');
    else next.set('difficulty', choice);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <section aria-labelledby="practice-title" className="mt-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2
            id="practice-title"
            className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
          >
            {t('Practice Challenges')}
          </h2>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            {t('More problems to sharpen your C, at your own pace.')}
          </p>
          {allowance.left !== null && (
            <p className="mt-2 text-sm font-medium text-slate-800 dark:text-slate-200">
              {t('{{count}} of {{total}} practice challenges left this month', {
                count: allowance.left,
                total: FREE_PRACTICE_CHALLENGES_PER_MONTH,
                defaultValue_one: '{{count}} of {{total}} practice challenges left this month',
              })}
            </p>
          )}
        </div>
        <div role="group" aria-label={t('Difficulty')} className="flex flex-wrap gap-2">
          {DIFFICULTY_CHOICES.map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={difficulty === choice}
              onClick={() => choose(choice)}
              className={`h-9 rounded-full px-3.5 text-sm font-medium transition ${
                difficulty === choice
                  ? 'bg-brand-600 text-white dark:bg-brand-600'
                  : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800'
              }`}
            >
              {t(choiceLabels[choice])}
            </button>
          ))}
        </div>
      </div>

      {refused && (
        <div className="mt-6">
          <ProRequiredNotice message={allowance.message} />
        </div>
      )}

      <p className="sr-only" role="status">
        {t('{{count}} challenges shown', {
          count: shown.length,
          defaultValue_one: '{{count}} challenge shown',
        })}
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((challenge) => {
          const done = doneIds.has(challenge.id);
          const isStarting = starting === challenge.id;
          const locked = allowance.blocks(challenge.id);
          return (
            <li
              key={challenge.id}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm [contain-intrinsic-size:auto_16rem] [content-visibility:auto] dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="flex items-start justify-between gap-3">
                <h3 lang="en" className="font-semibold break-words text-slate-900 dark:text-white">
                  {challenge.title}
                </h3>
                {done && (
                  <span className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold text-emerald-700 dark:text-emerald-300">
                    <CircleCheck className="size-4" aria-hidden="true" />
                    {t('Done')}
                  </span>
                )}
              </div>
              <p lang="en" className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                {challenge.description}
              </p>
              <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-xs text-slate-600 dark:text-slate-400">
                <ChallengeDifficultyTag difficulty={challenge.difficulty} />
                <span className="inline-flex items-center gap-1">
                  <Trophy className="size-3.5" aria-hidden="true" />
                  {t('{{count}} points', {
                    count: challenge.points,
                    defaultValue_one: '{{count}} point',
                  })}
                </span>
                <span className="inline-flex items-center gap-1">
                  <Clock className="size-3.5" aria-hidden="true" />
                  {t('{{minutes}} min', { minutes: challenge.timeLimit })}
                </span>
              </div>
              <TagList
                label={t('Topics')}
                tags={challenge.topics}
                className="mt-3 flex flex-wrap gap-1.5"
                tagClassName="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300"
              />
              <div className="mt-auto pt-4">
                <Button
                  variant={done ? 'secondary' : 'primary'}
                  size="sm"
                  aria-label={
                    isStarting ? undefined : t('Start {{title}}', { title: challenge.title })
                  }
                  disabled={starting !== null}
                  onClick={() => startOrRefuse(challenge)}
                >
                  <Play className="size-3.5" aria-hidden="true" />
                  {isStarting ? t('Starting...') : t('Start')}
                  {locked && <ProTag />}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
