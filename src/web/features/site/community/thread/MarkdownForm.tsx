import { POST_BODY_MAX, POST_BODY_MIN } from '@domain/community';
import { z } from '@domain/zod';
import { FormField } from '@web/components/FormField';
import { ErrorBox } from '@web/components/MessageBox';
import { Button } from '@web/components/ui/Button';
import { inputClasses } from '@web/components/ui/field-classes';
import { formatNumber, msg, t, useT } from '@web/i18n/translate';
import { useSchemaForm } from '@web/lib/use-schema-form';

const FORMATTING_HINT = msg(
  'Markdown works: **bold**, `code`, and a C program in a block that starts with ```c and ends with ```.',
);

// The server's limits for a post, worded for a reply or an edit (in the language of the moment).
const bodySchema = z.object({
  body: z
    .string()
    .trim()
    .min(POST_BODY_MIN, msg('Write at least a few words.'))
    .max(POST_BODY_MAX, {
      error: () => t('Keep it under {{max}} characters.', { max: formatNumber(POST_BODY_MAX) }),
    }),
});

/** A Markdown textarea with its hint, checked before it is sent; a refusal shows above it. */
export function MarkdownForm({
  label,
  initial = '',
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
}: {
  label: string;
  initial?: string;
  submitLabel: string;
  busyLabel: string;
  /** Sends the text; resolves once it is saved. */
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const t = useT();
  const form = useSchemaForm({
    schema: bodySchema,
    initial: { body: initial },
    send: ({ body }) => onSubmit(body),
    onSent: () => undefined,
    fallback: msg('That could not be saved. Please try again.'),
  });
  const hintId = `${form.fieldId('body')}-hint`;
  const described = [form.problems.body ? form.problemId('body') : null, hintId]
    .filter(Boolean)
    .join(' ');

  return (
    <form
      onSubmit={(event) => void form.submit(event)}
      noValidate
      aria-busy={form.busy}
      className="space-y-3"
    >
      {form.failure && <ErrorBox>{form.failure}</ErrorBox>}
      <div>
        <FormField form={form} field="body" label={label}>
          <textarea
            {...form.text('body')}
            aria-describedby={described}
            rows={6}
            maxLength={POST_BODY_MAX}
            className={`${inputClasses} font-mono`}
          />
        </FormField>
        <p id={hintId} className="mt-1.5 text-xs text-slate-600 dark:text-slate-400">
          {t(FORMATTING_HINT)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={form.busy}>
          {form.busy ? busyLabel : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={form.busy}>
            {t('Cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
