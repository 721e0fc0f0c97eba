import { ArrowRight, ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { siteText, type SiteText } from '@content/site-text';
import { useSiteIdentity } from '../lib/site-identity';

/** A question with its answer (a blank line separates paragraphs) and perhaps a page to read on. */
export interface QuestionItem {
  id: string;
  question: string;
  answer: SiteText;
  link?: { label: string; to: string };
}

/** One question of an FAQ (/faq, /pricing): a button that expands or collapses its answer. */
export function FaqQuestion({
  item,
  open,
  onToggle,
  lang,
}: {
  item: QuestionItem;
  open: boolean;
  onToggle: (id: string) => void;
  /** The question's and answer's language when it is not the page's (content that stays English). */
  lang?: string;
}) {
  const buttonId = `${item.id}-question`;
  const answerId = `${item.id}-answer`;
  const answer = siteText(item.answer, useSiteIdentity());
  return (
    <li
      id={item.id}
      className="rounded-xl border border-slate-200 bg-white transition dark:border-slate-800 dark:bg-slate-900"
    >
      <h3>
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => onToggle(item.id)}
          className="flex w-full items-start justify-between gap-4 rounded-xl px-5 py-4 text-left text-base font-semibold text-slate-900 hover:bg-slate-50 dark:text-white dark:hover:bg-slate-800/60"
        >
          <span lang={lang}>{item.question}</span>
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
        lang={lang}
        className="space-y-3 px-5 pb-5 text-sm leading-6 text-slate-600 dark:text-slate-300"
      >
        {answer.split('\n\n').map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {item.link && (
          <Link
            to={item.link.to}
            className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            {item.link.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
    </li>
  );
}
