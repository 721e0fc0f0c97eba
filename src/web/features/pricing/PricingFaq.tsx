import { useState } from 'react';
import { pricingFaq, pricingFaqTitle } from '@content/pricing';
import { FaqQuestion } from '@web/components/FaqQuestion';
import { useT } from '@web/i18n/translate';

/** The pricing questions, each a disclosure button that shows or hides its answer. */
export function PricingFaq() {
  const t = useT();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <section aria-labelledby="pricing-faq-title" className="mx-auto max-w-3xl">
      <h2
        id="pricing-faq-title"
        className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
      >
        {t(pricingFaqTitle)}
      </h2>
      <ul className="mt-8 space-y-3">
        {pricingFaq.map((item) => (
          <FaqQuestion key={item.id} item={item} open={open.has(item.id)} onToggle={toggle} />
        ))}
      </ul>
    </section>
  );
}
