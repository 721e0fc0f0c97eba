import { Check, CircleCheck, Headset } from 'lucide-react';
import type { ReactNode } from 'react';
import { pricingText, type PricingPlan } from '@content/pricing';
import { useT } from '@web/i18n/translate';
import { dollars } from '@web/lib/dollars';

/** The price in large figures and its period, read out as one phrase. */
function PlanPrice({
  price,
  period,
  shortPeriod,
}: {
  price: number;
  period: string;
  shortPeriod: string;
}) {
  const t = useT();
  return (
    <p className="mt-6 flex items-baseline gap-1.5">
      <span className="sr-only">
        {period === 'forever'
          ? t('${{price}}, free forever', { price: dollars(price) })
          : t('${{price}} {{period}}', { price: dollars(price), period: t(period) })}
      </span>
      <span
        aria-hidden="true"
        className="text-4xl font-bold tracking-tight text-slate-900 dark:text-white"
      >
        {t('${{price}}', { price: dollars(price) })}
      </span>
      <span aria-hidden="true" className="text-sm font-medium text-slate-600 dark:text-slate-400">
        {t(shortPeriod)}
      </span>
    </p>
  );
}

/** "Current plan", on the card of the plan the learner is on. */
function CurrentPlanBadge() {
  const t = useT();
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-green-100 px-2.5 py-1 text-xs font-semibold text-green-800 dark:bg-green-950 dark:text-green-200 dark:ring-1 dark:ring-green-800">
      <CircleCheck className="size-3.5" aria-hidden="true" />
      {t(pricingText.currentPlan)}
    </span>
  );
}

/** One plan: name, price, what it is for, its actions and everything it includes (SPEC §6). */
export function PlanCard({
  plan,
  current,
  actions,
}: {
  plan: PricingPlan;
  /** The signed-in learner is on this plan. */
  current: boolean;
  /** The plan's buttons (and a failed checkout's message). */
  actions: ReactNode;
}) {
  const t = useT();
  const nameId = `plan-${plan.id}-name`;
  const highlighted = plan.highlight !== undefined;
  return (
    <article
      aria-labelledby={nameId}
      className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8 dark:bg-slate-900 ${
        highlighted
          ? 'border-brand-500 shadow-xl shadow-brand-600/10 ring-1 ring-brand-500 dark:border-brand-400 dark:ring-brand-400'
          : 'border-slate-200 dark:border-slate-800'
      }`}
    >
      {plan.highlight && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold whitespace-nowrap text-white shadow-sm">
          {t(plan.highlight)}
        </p>
      )}
      <div className="flex items-center justify-between gap-3">
        <h2 id={nameId} className="text-xl font-bold text-slate-900 dark:text-white">
          {plan.name}
        </h2>
        {current && <CurrentPlanBadge />}
      </div>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t(plan.description)}</p>
      <PlanPrice price={plan.price} period={plan.period} shortPeriod={plan.shortPeriod} />
      {plan.note ? (
        <p className="mt-2 text-sm font-medium text-brand-700 lg:min-h-5 dark:text-brand-300">
          {t(plan.note)}
        </p>
      ) : (
        <div aria-hidden="true" className="mt-2 hidden min-h-5 lg:block" />
      )}
      <div className="mt-6 space-y-3">{actions}</div>
      <h3 className="mt-8 text-sm font-semibold text-slate-900 dark:text-white">
        {t('What {{plan}} includes', { plan: plan.name })}
      </h3>
      <ul className="mt-4 space-y-3 text-sm text-slate-700 dark:text-slate-300">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check
              className="mt-0.5 size-4 shrink-0 text-green-600 dark:text-green-400"
              aria-hidden="true"
            />
            <span>{t(feature)}</span>
          </li>
        ))}
        <li className="flex gap-3">
          <Headset
            className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-brand-300"
            aria-hidden="true"
          />
          <span>{t(plan.support)}</span>
        </li>
      </ul>
    </article>
  );
}
