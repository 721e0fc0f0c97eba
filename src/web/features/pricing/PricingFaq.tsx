import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { pricingFaq, pricingFaqTitle, type PricingQuestion } from '../../../../content/pricing';

/** The pricing questions, each a disclosure button that shows or hides its answer. */
export function PricingFaq() {
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
        {pricingFaqTitle}
      </h2>
      <ul className="mt-8 space-y-3">
        {pricingFaq.map((item) => (
          <PricingQuestionItem
            key={item.id}
            item={item}
            open={open.has(item.id)}
            onToggle={() => toggle(item.id)}
          />
        ))}
      </ul>
    </section>
  );
}

function PricingQuestionItem({
  item,
  open,
  onToggle,
}: {
  item: PricingQuestion;
  open: boolean;
  onToggle: () => void;
}) {
  const buttonId = `${item.id}-question`;
  const answerId = `${item.id}-answer`;
  return (
    <li className="rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <h3>
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={answerId}
          onClick={onToggle}
          className="flex w-full items-start justify-between gap-4 rounded-xl px-5 py-4 text-left text-base font-semibold text-slate-900 hover:bg-slate-50 dark:text-white dark:hover:bg-slate-800/60"
        >
          <span>{item.question}</span>
          <ChevronDown
            aria-hidden="true"
            className={`mt-0.5 size-5 shrink-0 text-slate-500 transition-transform motion-reduce:transition-none dark:text-slate-400 ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h3>
      <div
        id={answerId}
        role="region"
        aria-labelledby={buttonId}
        hidden={!open}
        className="space-y-3 px-5 pb-5 text-sm leading-6 text-slate-600 dark:text-slate-300"
      >
        {item.answer.split('\n\n').map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </li>
  );
}
