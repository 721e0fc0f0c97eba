import { Sparkles } from 'lucide-react';
import { PLAN_NAMES, type PaidPlanId, type PlanId } from '@domain/billing';
import { useT } from '@web/i18n/translate';

/** The colours of a paid plan's pill, wherever the plan is shown. */
export const paidPlanTones: Record<PaidPlanId, string> = {
  pro: 'bg-brand-600 text-white dark:bg-brand-400 dark:text-slate-950',
  enterprise: 'bg-violet-700 text-white dark:bg-violet-400 dark:text-slate-950',
};

/** A paying learner's plan as a small pill ("Pro", "Enterprise"); nothing for Free. */
export function PlanBadge({ plan, className = '' }: { plan: PlanId; className?: string }) {
  const t = useT();
  if (plan === 'free') return null;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${paidPlanTones[plan]} ${className}`}
    >
      <Sparkles className="size-3" aria-hidden="true" />
      <span className="sr-only">{t('Your plan:')}</span> {PLAN_NAMES[plan]}
    </span>
  );
}
