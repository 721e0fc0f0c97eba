import { ArrowRight, CalendarDays, MessagesSquare, Trophy, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { communityCards, type CommunityCard } from '../../../../content/community';

const icons: Record<CommunityCard['id'], LucideIcon> = {
  forums: MessagesSquare,
  challenges: Trophy,
  events: CalendarDays,
};

const linkClasses =
  'mt-5 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300';

/** Forums, challenges and events: where each lives. */
export function CommunityCards() {
  return (
    <section aria-labelledby="get-involved-title">
      <h2
        id="get-involved-title"
        className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
      >
        Get Involved
      </h2>
      <ul className="mt-6 grid gap-5 md:grid-cols-3">
        {communityCards.map((card) => {
          const Icon = icons[card.id];
          const label = (
            <>
              {card.cta}
              <ArrowRight aria-hidden="true" className="size-4" />
            </>
          );
          return (
            <li
              key={card.id}
              data-testid="community-card"
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-300">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
                {card.title}
              </h3>
              <p className="mt-2 flex-1 text-sm leading-6 text-slate-600 dark:text-slate-400">
                {card.description}
              </p>
              {card.to.startsWith('#') ? (
                <a href={card.to} className={linkClasses}>
                  {label}
                </a>
              ) : (
                <Link to={card.to} className={linkClasses}>
                  {label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
