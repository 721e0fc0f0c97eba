import { CodeBlock } from '@web/components/code/CodeBlock';
import { useT } from '@web/i18n/translate';
import { FieldTable } from './FieldTable';
import { codeClasses, InlineCode } from './InlineCode';
import type { OperationView } from './openapi-view';

const subheading = 'mt-5 text-sm font-semibold text-slate-900 dark:text-white';

/** One operation: what it does, what it takes, what it answers, and a request to try. */
export function ApiOperation({ operation }: { operation: OperationView }) {
  const t = useT();
  const headingId = `operation-${operation.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      id={operation.id}
    >
      <h3 id={headingId} lang="en" className="text-lg font-semibold text-slate-900 dark:text-white">
        {operation.summary}
      </h3>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-md bg-emerald-100 px-2 py-0.5 font-mono text-xs font-bold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
          {operation.method}
        </span>
        <code className={`${codeClasses} break-all`}>{operation.path}</code>
        <span className="text-slate-600 dark:text-slate-400">
          {operation.needsKey ? t('Needs a team API key') : t('No key needed')}
        </span>
      </p>
      <p lang="en" className="mt-3 text-slate-700 dark:text-slate-300">
        <InlineCode text={operation.description} />
      </p>

      {operation.parameters.length > 0 && (
        <>
          <h4 id={`${headingId}-parameters`} className={subheading}>
            {t('Parameters')}
          </h4>
          <FieldTable
            caption={t('Parameters of {{method}} {{path}}', {
              method: operation.method,
              path: operation.path,
            })}
            labelledBy={`${headingId} ${headingId}-parameters`}
            fields={operation.parameters}
            where
          />
        </>
      )}

      {operation.answer.length > 0 && (
        <>
          <h4 className={subheading}>{t('Answer')}</h4>
          {operation.answer.map((schema) => (
            <FieldTable
              key={schema.name}
              caption={schema.name}
              captionId={`${headingId}-answer-${schema.name}`}
              captionLang="en"
              labelledBy={`${headingId} ${headingId}-answer-${schema.name}`}
              fields={schema.fields}
            />
          ))}
        </>
      )}

      <h4 className={subheading}>{t('Statuses')}</h4>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {operation.responses.map((response) => (
          <div key={response.status} className="contents">
            <dt className="font-mono font-semibold text-slate-900 dark:text-white">
              {response.status}
            </dt>
            <dd lang="en" className="text-slate-700 dark:text-slate-300">
              <InlineCode text={response.description} />
            </dd>
          </div>
        ))}
      </dl>

      <h4 className={subheading}>{t('Example')}</h4>
      <CodeBlock
        code={operation.curl}
        language="shell"
        label={t('Example request: {{method}} {{path}}', {
          method: operation.method,
          path: operation.path,
        })}
        className="mt-2 text-xs sm:text-sm"
      />
    </article>
  );
}
