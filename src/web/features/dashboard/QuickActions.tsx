import { ArrowRight, BookOpen, Trophy, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { msg, useT } from '@web/i18n/translate';

interface QuickAction {
  title: string;
  description: string;
  to: string;
  icon: LucideIcon;
  classes: string;
}

const actions: QuickAction[] = [
  {
    title: msg('Daily Challenge'),
    description: msg("Solve today's C problem and keep your streak alive."),
    to: '/daily-challenge',
    icon: Trophy,
    classes: 'bg-amber-50 text-amber-600 dark:bg-amber-950 dark:text-amber-300',
  },
  {
    title: msg('Start Learning'),
    description: msg('Pick up the C course where you left off.'),
    to: '/learn/c',
    icon: BookOpen,
    classes: 'bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-300',
  },
  {
    title: msg('Join Community'),
    description: msg('Ask questions and learn together with other developers.'),
    to: '/community',
    icon: Users,
    classes: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-950 dark:text-emerald-300',
  },
];

export function QuickActions() {
  const t = useT();
  return (
    <section aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className="sr-only">
        {t('Quick actions')}
      </h2>
      <ul className="grid gap-3 sm:gap-4 md:grid-cols-3">
        {actions.map(({ title, description, to, icon: Icon, classes }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md sm:p-5 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-700"
            >
              <span className={`grid size-11 shrink-0 place-items-center rounded-xl ${classes}`}>
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-1 font-semibold text-slate-900 dark:text-white">
                  {t(title)}
                  <ArrowRight
                    className="size-4 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-brand-600 dark:group-hover:text-brand-400"
                    aria-hidden="true"
                  />
                </span>
                <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
                  {t(description)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
