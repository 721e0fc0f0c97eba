import type { LucideIcon } from 'lucide-react';
import { useT } from '@web/i18n/translate';

const looks = {
  /** Beside a page's introduction: each label above its value. */
  facts: {
    list: 'grid grid-cols-1 gap-4 self-center min-[420px]:grid-cols-2',
    tile: 'rounded-2xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-900',
    label: 'text-sm text-slate-600 dark:text-slate-400',
    value: 'mt-1 font-semibold text-slate-900 dark:text-white',
  },
  /** Beside a page's introduction: each figure large, above its label. */
  figures: {
    list: 'grid grid-cols-2 gap-4 self-center',
    tile: 'flex flex-col-reverse rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900',
    label: 'mt-1 text-sm text-slate-600 dark:text-slate-400',
    value: 'text-3xl font-bold text-brand-700 sm:text-4xl dark:text-brand-300',
  },
  /** Under a page's title: each figure after its icon, above its label. */
  stats: {
    list: 'mt-10 grid max-w-4xl grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4',
    tile: 'flex flex-col-reverse rounded-2xl border border-slate-200 bg-white/80 p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900/80',
    label: 'mt-1 text-sm font-medium text-slate-600 dark:text-slate-400',
    value:
      'flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white',
  },
} as const;

/** Key figures of a page in tiles, as a list of terms (labels, translated) and their values. */
export function FactTiles({
  facts,
  look,
  icons,
  testId,
  valueLang,
}: {
  facts: readonly { label: string; value: string }[];
  look: keyof typeof looks;
  /** The values' language when it is not the page's (content that stays English). */
  valueLang?: string;
  /** An icon for each fact, in order. */
  icons?: readonly LucideIcon[];
  testId?: string;
}) {
  const t = useT();
  const classes = looks[look];
  return (
    <dl className={classes.list}>
      {facts.map((fact, index) => {
        const Icon = icons?.[index];
        return (
          <div key={fact.label} data-testid={testId} className={classes.tile}>
            <dt className={classes.label}>{t(fact.label)}</dt>
            <dd lang={valueLang} className={classes.value}>
              {Icon && (
                <Icon aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-300" />
              )}
              {fact.value}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
