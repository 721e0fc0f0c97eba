import { GraduationCap, Headset, ShieldCheck, type LucideIcon } from 'lucide-react';
import { moneyBackGuarantee, studentDiscount, supportPromise } from '@content/pricing';

const assurances: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: ShieldCheck, ...moneyBackGuarantee },
  { icon: GraduationCap, ...studentDiscount },
  { icon: Headset, ...supportPromise },
];

/** The money-back guarantee, the student discount and the support times, under the cards. */
export function PricingAssurances() {
  return (
    <section aria-labelledby="pricing-assurances-title">
      <h2 id="pricing-assurances-title" className="sr-only">
        Guarantee, discounts and support
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {assurances.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="flex gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-900/60"
          >
            <span
              aria-hidden="true"
              className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700 dark:bg-brand-950 dark:text-brand-300"
            >
              <Icon className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold text-slate-900 dark:text-white">{title}</h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
