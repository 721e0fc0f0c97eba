import { Code2, MessagesSquare, Users, type LucideIcon } from 'lucide-react';
import type { CommunityStats as Figures } from '@domain/community';
import { msg, useT } from '@web/i18n/translate';
import { useCommunityStats } from './community-queries';
import { formatCount } from '@web/components/community/community-format';

const figures: { key: keyof Figures; label: string; icon: LucideIcon }[] = [
  { key: 'members', label: msg('Members'), icon: Users },
  { key: 'discussionsThisWeek', label: msg('Discussions this week'), icon: MessagesSquare },
  { key: 'solutionsShared', label: msg('Solutions shared'), icon: Code2 },
];

/** The community's real figures, read after the page is on screen. */
export function CommunityStats() {
  const t = useT();
  const stats = useCommunityStats();
  return (
    <div className="mt-10 max-w-3xl">
      <dl
        className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-3 sm:gap-4"
        aria-busy={stats.isPending}
      >
        {figures.map(({ key, label, icon: Icon }) => {
          const value = stats.data?.[key];
          return (
            <div
              key={key}
              data-testid="community-stat"
              className="flex flex-col-reverse rounded-2xl border border-slate-200 bg-white/80 p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900/80"
            >
              <dt className="mt-1 text-sm font-medium text-slate-600 dark:text-slate-400">
                {t(label)}
              </dt>
              <dd className="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
                <Icon aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-300" />
                {typeof value === 'number' ? (
                  formatCount(value)
                ) : (
                  <span className="inline-block h-7 w-14 animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none dark:bg-slate-700">
                    <span className="sr-only">{t('Loading')}</span>
                  </span>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      {stats.isError && (
        <p className="mt-3 text-sm text-red-700 dark:text-red-300" role="alert">
          {stats.error.message}
        </p>
      )}
    </div>
  );
}
