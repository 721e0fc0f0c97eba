import { GraduationCap, Headset, ShieldCheck, type LucideIcon } from 'lucide-react';
import { supportPromise } from '@content/pricing';
import {
  PLAN_PRICES_USD,
  REFUND_DAYS,
  REFUND_PROCESSING,
  STUDENT_DISCOUNT_PERCENT,
  STUDENT_EMAIL_SUFFIX,
} from '@domain/billing';
import { useT, type Translate } from '@web/i18n/translate';
import { dollars } from '@web/lib/dollars';

const studentPrice = (PLAN_PRICES_USD.pro * (100 - STUDENT_DISCOUNT_PERCENT)) / 100;

function assurancesOf(t: Translate): { icon: LucideIcon; title: string; text: string }[] {
  return [
    {
      icon: ShieldCheck,
      title: t('{{days}}-day money-back guarantee', { days: REFUND_DAYS }),
      text: t(
        'New subscribers can ask for a full refund within {{count}} days of their first payment. Refunds are processed in {{processing}}.',
        {
          count: REFUND_DAYS,
          processing: t(REFUND_PROCESSING),
          defaultValue_one:
            'New subscribers can ask for a full refund within {{count}} day of their first payment. Refunds are processed in {{processing}}.',
        },
      ),
    },
    {
      icon: GraduationCap,
      title: t('Student discount'),
      text: t(
        'Students get {{percent}}% off Pro with a {{suffix}} e-mail address: ${{price}} a month, applied at checkout when your account uses that address.',
        {
          percent: STUDENT_DISCOUNT_PERCENT,
          suffix: STUDENT_EMAIL_SUFFIX,
          price: dollars(studentPrice),
        },
      ),
    },
    { icon: Headset, title: t(supportPromise.title), text: t(supportPromise.text) },
  ];
}

/** The money-back guarantee, the student discount and the support times, under the cards. */
export function PricingAssurances() {
  const t = useT();
  return (
    <section aria-labelledby="pricing-assurances-title">
      <h2 id="pricing-assurances-title" className="sr-only">
        {t('Guarantee, discounts and support')}
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {assurancesOf(t).map(({ icon: Icon, title, text }) => (
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
