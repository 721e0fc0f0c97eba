import { CONCEPT_LABELS } from '@domain/assessment-rules';
import { CircleCheck, CircleX } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { AttemptItemResult, GradedAttempt } from '@domain/assessment-api';
import type { AssessmentItem } from '@domain/assessment-content';
import { CodeBlock } from '@web/components/code/CodeBlock';
import { LessonMarkdown } from '@web/components/code/LessonMarkdown';
import { useT } from '@web/i18n/translate';
import { InlineCode } from './InlineCode';
import { kindLabels, lessonLink } from './item-text';

const cardClasses =
  'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';
const preClasses =
  'mt-1 overflow-x-auto rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-sm whitespace-pre-wrap text-slate-900 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-100';
const termClasses = 'text-sm font-medium text-slate-700 dark:text-slate-300';

/** Right or wrong as an icon and a word, never as a colour alone. */
function Verdict({ correct }: { correct: boolean }) {
  const t = useT();
  const Icon = correct ? CircleCheck : CircleX;
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-semibold ${
        correct
          ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200'
          : 'bg-red-50 text-red-800 dark:bg-red-950/60 dark:text-red-200'
      }`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {correct ? t('Right') : t('Wrong')}
    </span>
  );
}

function NoAnswer() {
  const t = useT();
  return <p className="mt-1 text-sm text-slate-600 italic dark:text-slate-400">{t('No answer')}</p>;
}

/** The learner's answer beside what was right, for each kind of item. */
function AnswerAndKey({ item, result }: { item: AssessmentItem; result: AttemptItemResult }) {
  const t = useT();
  const { answer, expected } = result;
  if (item.kind === 'choice' && expected.kind === 'choice') {
    const chosen = typeof answer === 'number' ? item.choices[answer] : undefined;
    const right = item.choices[expected.correct];
    return (
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className={termClasses}>{t('Your answer')}</dt>
          <dd className="mt-1 text-slate-800 dark:text-slate-200">
            {chosen === undefined ? (
              <NoAnswer />
            ) : (
              <span lang="en">
                <InlineCode text={chosen} />
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt className={termClasses}>{t('The right answer')}</dt>
          <dd className="mt-1 text-slate-800 dark:text-slate-200">
            {right !== undefined && (
              <span lang="en">
                <InlineCode text={right} />
              </span>
            )}
          </dd>
        </div>
      </dl>
    );
  }
  if (item.kind === 'output' && expected.kind === 'output') {
    return (
      <>
        <CodeBlock code={item.program} language="c" />
        <dl className="grid gap-3 sm:grid-cols-2">
          <div>
            <dt className={termClasses}>{t('Your answer')}</dt>
            <dd>
              {typeof answer === 'string' && answer !== '' ? (
                <pre className={preClasses}>{answer}</pre>
              ) : (
                <NoAnswer />
              )}
            </dd>
          </div>
          <div>
            <dt className={termClasses}>{t('What it really prints')}</dt>
            <dd>
              <pre className={preClasses}>{expected.output}</pre>
            </dd>
          </div>
        </dl>
      </>
    );
  }
  if (item.kind === 'code' && expected.kind === 'code') {
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-800 dark:text-slate-200">
          {t('Cases passed: {{passed}} of {{total}}', {
            passed: expected.passed,
            total: expected.total,
          })}
        </p>
        {expected.compileError !== null && (
          <div>
            <p className={termClasses}>{t('It did not compile')}</p>
            <pre className={preClasses}>{expected.compileError}</pre>
          </div>
        )}
        {typeof answer === 'string' ? (
          <details>
            <summary className="cursor-pointer text-sm font-medium text-brand-700 dark:text-brand-300">
              {t('Your program')}
            </summary>
            <CodeBlock className="mt-2" code={answer} language="c" />
          </details>
        ) : (
          <NoAnswer />
        )}
      </div>
    );
  }
  return null;
}

function ItemResult({
  item,
  result,
  number,
}: {
  item: AssessmentItem;
  result: AttemptItemResult;
  number: number;
}) {
  const t = useT();
  const headingId = useId();
  const lesson = lessonLink(item.lessonId);
  return (
    <article aria-labelledby={headingId} className={`${cardClasses} space-y-4`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase dark:text-brand-300">
            {t(kindLabels[item.kind])}
          </p>
          <h3 id={headingId} className="mt-1 text-lg font-semibold text-slate-900 dark:text-white">
            {t('Question {{number}}', { number })}
          </h3>
        </div>
        <Verdict correct={result.correct} />
      </div>
      <div lang="en">
        <LessonMarkdown markdown={item.prompt} />
      </div>
      <AnswerAndKey item={item} result={result} />
      <div className="rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
        <p className="text-sm font-semibold text-slate-900 dark:text-white">{t('Why')}</p>
        <div lang="en" className="mt-1 text-sm">
          <LessonMarkdown markdown={result.explanation} />
        </div>
        <p className="mt-3 text-sm">
          <Link
            to={lesson.to}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200"
          >
            {t('Review {{lesson}}', { lesson: lesson.text })}
          </Link>
        </p>
      </div>
    </article>
  );
}

/** A graded attempt: the score against the pass mark, per concept, then each item explained. */
export function AttemptResults({ attempt }: { attempt: GradedAttempt }) {
  const t = useT();
  const results = new Map(attempt.results.map((result) => [result.itemId, result]));
  return (
    <div className="space-y-8">
      <section aria-labelledby="concepts-title" className={cardClasses}>
        <h2 id="concepts-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('By concept')}
        </h2>
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-400">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('Concept')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('Right', { context: 'column' })}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t('Score')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-800 dark:divide-slate-800 dark:text-slate-200">
              {attempt.concepts.map((concept) => (
                <tr key={concept.concept}>
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {t(CONCEPT_LABELS[concept.concept])}
                  </th>
                  <td className="py-2 pr-4 tabular-nums">
                    {t('{{correct}} of {{total}}', {
                      correct: concept.correct,
                      total: concept.total,
                    })}
                  </td>
                  <td className="py-2 tabular-nums">
                    {concept.total === 0
                      ? '–'
                      : `${Math.round((concept.correct / concept.total) * 100)}%`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="items-title" className="space-y-4">
        <h2 id="items-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('Question by question')}
        </h2>
        <ol className="space-y-4">
          {attempt.items.map((item, index) => {
            const result = results.get(item.id);
            return result ? (
              <li key={item.id}>
                <ItemResult item={item} result={result} number={index + 1} />
              </li>
            ) : null;
          })}
        </ol>
      </section>
    </div>
  );
}
