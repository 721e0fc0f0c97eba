import { useId } from 'react';
import type { AssessmentAnswer } from '@domain/assessment-api';
import type { AssessmentItem } from '@domain/assessment-content';
import { CodeBlock } from '@web/components/code/CodeBlock';
import { LessonMarkdown } from '@web/components/code/LessonMarkdown';
import { inputClasses } from '@web/components/ui/field-classes';
import { useT } from '@web/i18n/translate';
import { CodeQuestion } from './CodeQuestion';
import { InlineCode } from './InlineCode';
import { kindLabels } from './item-text';

type Item<Kind extends AssessmentItem['kind']> = Extract<AssessmentItem, { kind: Kind }>;

interface QuestionProps<Kind extends AssessmentItem['kind']> {
  item: Item<Kind>;
  number: number;
  headingId: string;
  answer: AssessmentAnswer | undefined;
  onAnswer: (answer: AssessmentAnswer | null) => void;
}

function ChoiceQuestion({ item, headingId, answer, onAnswer }: QuestionProps<'choice'>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-labelledby={headingId} className="space-y-2">
      {item.choices.map((choice, index) => (
        <label
          key={index}
          className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 px-4 py-3 text-slate-800 transition hover:border-brand-300 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 dark:border-slate-700 dark:text-slate-200 dark:hover:border-brand-700 dark:has-[:checked]:border-brand-400 dark:has-[:checked]:bg-brand-950/40"
        >
          <input
            type="radio"
            name={name}
            checked={answer === index}
            onChange={() => onAnswer(index)}
            className="mt-1 size-4 shrink-0 accent-brand-600"
          />
          <span lang="en">
            <InlineCode text={choice} />
          </span>
        </label>
      ))}
    </div>
  );
}

function OutputQuestion({ item, number, answer, onAnswer }: QuestionProps<'output'>) {
  const t = useT();
  const id = useId();
  return (
    <div className="space-y-3">
      <CodeBlock
        code={item.program}
        language="c"
        label={t('The program of question {{number}}', { number })}
      />
      {item.stdin !== '' && (
        <div>
          <p className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('Its input (stdin)')}
          </p>
          <pre className="mt-1 overflow-x-auto rounded-lg bg-slate-50 p-3 font-mono text-sm text-slate-900 dark:bg-slate-900 dark:text-slate-100">
            {item.stdin}
          </pre>
        </div>
      )}
      <div>
        <label
          htmlFor={id}
          className="block text-sm font-medium text-slate-800 dark:text-slate-200"
        >
          {t('What does this program print?')}
        </label>
        <textarea
          id={id}
          rows={4}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          value={typeof answer === 'string' ? answer : ''}
          onChange={(event) => onAnswer(event.target.value === '' ? null : event.target.value)}
          className={`${inputClasses} font-mono`}
        />
      </div>
    </div>
  );
}

/** One item of an open attempt: its number and kind, its prompt, and the way to answer it. */
export function ItemQuestion({
  item,
  number,
  total,
  answer,
  onAnswer,
}: {
  item: AssessmentItem;
  number: number;
  total: number;
  answer: AssessmentAnswer | undefined;
  onAnswer: (answer: AssessmentAnswer | null) => void;
}) {
  const t = useT();
  const headingId = useId();
  const common = { number, headingId, answer, onAnswer };
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div>
        <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase dark:text-brand-300">
          {t(kindLabels[item.kind])}
        </p>
        <h2 id={headingId} className="mt-1 text-lg font-semibold text-slate-900 dark:text-white">
          {t('Question {{number}} of {{total}}', { number, total })}
        </h2>
      </div>
      <div lang="en">
        <LessonMarkdown markdown={item.prompt} />
      </div>
      {item.kind === 'choice' && <ChoiceQuestion item={item} {...common} />}
      {item.kind === 'output' && <OutputQuestion item={item} {...common} />}
      {item.kind === 'code' && <CodeQuestion item={item} {...common} />}
    </section>
  );
}
