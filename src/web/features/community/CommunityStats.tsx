import { CalendarDays, Code2, MessagesSquare, Users, type LucideIcon } from 'lucide-react';
import { communityStats } from '../../../../content/community';

const icons: LucideIcon[] = [Users, MessagesSquare, Code2, CalendarDays];

/** SPEC §2: 50K+ members, 1.2K daily discussions, 25K+ code solutions, 150+ events. */
export function CommunityStats() {
  return (
    <dl className="mt-10 grid max-w-4xl grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
      {communityStats.map((stat, index) => {
        const Icon = icons[index] ?? Users;
        return (
          <div
            key={stat.label}
            data-testid="community-stat"
            className="flex flex-col-reverse rounded-2xl border border-slate-200 bg-white/80 p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900/80"
          >
            <dt className="mt-1 text-sm font-medium text-slate-600 dark:text-slate-400">
              {stat.label}
            </dt>
            <dd className="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
              <Icon aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-300" />
              {stat.value}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
