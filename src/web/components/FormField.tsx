import type { ReactNode } from 'react';
import { useT } from '@web/i18n/translate';
import type { SchemaFormFields } from '@web/lib/use-schema-form';

/** A label above its control and what is wrong with the value under it. */
export function FormField<Field extends string>({
  form,
  field,
  label,
  labelClassName = '',
  children,
}: {
  form: SchemaFormFields<Field>;
  field: Field;
  label: string;
  /** Classes added to the label's own. */
  labelClassName?: string;
  children: ReactNode;
}) {
  const t = useT();
  const problem = form.problems[field];
  return (
    <div>
      <label
        htmlFor={form.fieldId(field)}
        className={`block text-sm font-medium${labelClassName ? ` ${labelClassName}` : ''}`}
      >
        {label}
      </label>
      {children}
      {problem && (
        <p id={form.problemId(field)} className="mt-1.5 text-sm text-red-700 dark:text-red-300">
          {t(problem)}
        </p>
      )}
    </div>
  );
}
