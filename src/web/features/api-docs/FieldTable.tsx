import { useT } from '@web/i18n/translate';
import type { FieldView } from './openapi-view';
import { codeClasses, InlineCode } from './InlineCode';

/**
 * Fields (or parameters) with their type and description, scrollable on a narrow screen. The
 * document's own words (names, descriptions, where a parameter goes) stay English: lang="en".
 */
export function FieldTable({
  caption,
  captionId,
  captionLang,
  label,
  labelledBy,
  fields,
  where = false,
}: {
  caption: string;
  /** The caption's id, for `labelledBy`. */
  captionId?: string;
  /** The caption's language when it is not the page's (a schema's name from the document). */
  captionLang?: string;
  /** The scrolling box's name, unique on the page (several operations answer the same schema). */
  label?: string;
  /**
   * Instead of `label`, the ids of the elements that name the box: a name made of the
   * document's English words and the interface's is never one mixed text.
   */
  labelledBy?: string;
  fields: readonly (FieldView & { in?: string })[];
  /** Show where each parameter goes (path or query). */
  where?: boolean;
}) {
  const t = useT();
  return (
    <div
      role="region"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is reached by keyboard
      tabIndex={0}
      className="mt-2 overflow-x-auto rounded-xl border border-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-slate-800"
    >
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm dark:divide-slate-800">
        <caption
          id={captionId}
          lang={captionLang}
          className="bg-slate-50 px-3 py-2 text-left font-mono text-xs font-semibold text-slate-700 dark:bg-slate-900 dark:text-slate-200"
        >
          {caption}
        </caption>
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr className="text-slate-700 dark:text-slate-200">
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('Name', { context: 'object' })}
            </th>
            {where && (
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('In')}
              </th>
            )}
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('Type', { context: 'technical' })}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('Description')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {fields.map((field) => (
            <tr key={field.name} className="align-top">
              <th scope="row" className="px-3 py-2 font-normal whitespace-nowrap">
                <code lang="en" className={codeClasses}>
                  {field.name}
                </code>
                {field.required && (
                  <span className="ml-1.5 text-xs text-slate-600 dark:text-slate-400">
                    {t('required')}
                  </span>
                )}
              </th>
              {where && (
                <td lang="en" className="px-3 py-2 text-slate-700 dark:text-slate-300">
                  {field.in}
                </td>
              )}
              <td className="min-w-32 px-3 py-2 text-slate-700 dark:text-slate-300">
                {field.type}
              </td>
              <td lang="en" className="min-w-56 px-3 py-2 text-slate-700 dark:text-slate-300">
                <InlineCode text={field.description} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
