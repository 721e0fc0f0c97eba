import type { Difficulty } from '@domain/learning';
import { msg, useT } from '@web/i18n/translate';

/** SPEC §9 difficulty colours: green Beginner, yellow Intermediate, red Advanced. */
const tones: Record<Difficulty, string> = {
  beginner:
    'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950/60 dark:text-emerald-200 dark:ring-emerald-900',
  intermediate:
    'bg-amber-50 text-amber-800 ring-amber-200 dark:bg-amber-950/60 dark:text-amber-200 dark:ring-amber-900',
  advanced:
    'bg-red-50 text-red-800 ring-red-200 dark:bg-red-950/60 dark:text-red-200 dark:ring-red-900',
};

const labels: Record<Difficulty, string> = {
  beginner: msg('Beginner'),
  intermediate: msg('Intermediate'),
  advanced: msg('Advanced'),
};

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  const t = useT();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[difficulty]}`}
    >
      {t(labels[difficulty])}
    </span>
  );
}
