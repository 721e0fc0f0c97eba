import { useState } from 'react';
import { REPORT_DETAILS_MAX, reportReasons, type ReportReason } from '@domain/community';
import { z } from '@domain/zod';
import { FormField } from '@web/components/FormField';
import { SuccessBox } from '@web/components/MessageBox';
import { Button } from '@web/components/ui/Button';
import { inputClasses } from '@web/components/ui/field-classes';
import { msg, useT } from '@web/i18n/translate';
import { reportPost } from '@web/lib/forum';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { FormDialog } from '../FormDialog';

const REPORT_SENT = msg('Thank you. The moderators will look at this post.');

const reasonIds = reportReasons.map((option) => option.id) as [ReportReason, ...ReportReason[]];
const reportSchema = z.object({
  reason: z.enum(reasonIds, { message: msg('Choose a reason.') }),
  details: z.string().trim().max(REPORT_DETAILS_MAX, msg('Keep the details shorter.')),
});

/** Reports a post to the moderators: one of the reasons, and details if they help. */
export function ReportDialog({ postId, onClose }: { postId: string; onClose: () => void }) {
  const t = useT();
  const [sent, setSent] = useState(false);
  const form = useSchemaForm({
    schema: reportSchema,
    initial: { reason: '', details: '' },
    send: ({ reason, details }) => reportPost({ postId, reason, ...(details ? { details } : {}) }),
    onSent: () => setSent(true),
    fallback: msg('Your report could not be sent. Please try again.'),
  });
  const problem = form.problems.reason;

  return (
    <FormDialog
      title={t('Report this post')}
      text={t('Only the moderators see reports, and who sent them.')}
      submitLabel={t('Send report')}
      busyLabel={t('Sending…')}
      form={form}
      onClose={onClose}
      done={
        sent ? (
          <>
            <SuccessBox className="mt-5">{t(REPORT_SENT)}</SuccessBox>
            <Button onClick={onClose} className="mt-6 w-full">
              {t('Close')}
            </Button>
          </>
        ) : undefined
      }
    >
      <fieldset
        className="mt-4 space-y-2"
        aria-describedby={problem ? form.problemId('reason') : undefined}
      >
        <legend className="text-sm font-medium">{t('Reason')}</legend>
        {reportReasons.map((option, index) => (
          <label key={option.id} className="flex items-center gap-2 text-sm">
            <input
              // A refused send focuses the first reason.
              id={index === 0 ? form.fieldId('reason') : undefined}
              type="radio"
              name="reason"
              value={option.id}
              checked={form.draft.reason === option.id}
              onChange={() => form.update('reason', option.id)}
              className="size-4 accent-brand-600"
            />
            {t(option.label)}
          </label>
        ))}
      </fieldset>
      {problem && (
        <p id={form.problemId('reason')} className="mt-1.5 text-sm text-red-700 dark:text-red-300">
          {t(problem)}
        </p>
      )}
      <div className="mt-4">
        <FormField form={form} field="details" label={t('Details (optional)')}>
          <textarea
            {...form.text('details')}
            rows={3}
            maxLength={REPORT_DETAILS_MAX}
            className={inputClasses}
          />
        </FormField>
      </div>
    </FormDialog>
  );
}
