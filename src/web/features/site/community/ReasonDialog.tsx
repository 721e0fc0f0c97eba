import { useQueryClient } from '@tanstack/react-query';
import {
  MODERATION_REASON_MAX,
  MODERATION_REASON_MIN,
  type ModerationAction,
} from '@domain/community';
import { z } from '@domain/zod';
import { FormField } from '@web/components/FormField';
import { inputClasses } from '@web/components/ui/field-classes';
import { msg, t, useT } from '@web/i18n/translate';
import { communityKeys } from '@web/lib/community';
import { moderate } from '@web/lib/forum';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { FormDialog } from './FormDialog';

/** A moderation action waiting for its reason, its texts in the interface's language. */
export interface PendingAction {
  title: string;
  text: string;
  confirmLabel: string;
  action: (reason: string) => ModerationAction;
}

// The server's own rule for a reason, worded for the dialog (in the language of the moment).
const reasonSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(MODERATION_REASON_MIN, {
      error: () =>
        t('Say why, for the moderation log (at least {{min}} characters).', {
          min: MODERATION_REASON_MIN,
        }),
    })
    .max(MODERATION_REASON_MAX, msg('Keep the reason shorter.')),
});

/**
 * Asks a moderator why, for the log, then runs the action with the reason and reloads what
 * shows it (threads, posts, lists and the moderation overview).
 */
export function ReasonDialog({
  pending,
  onClose,
}: {
  pending: PendingAction;
  onClose: () => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useSchemaForm({
    schema: reasonSchema,
    initial: { reason: '' },
    send: async ({ reason }) => {
      await moderate(pending.action(reason));
      await queryClient.invalidateQueries({ queryKey: communityKeys.all });
    },
    onSent: onClose,
    fallback: msg('That did not go through. Please try again.'),
  });
  return (
    <FormDialog
      title={pending.title}
      text={pending.text}
      submitLabel={pending.confirmLabel}
      busyLabel={t('Working…')}
      form={form}
      onClose={onClose}
    >
      <div className="mt-4">
        <FormField form={form} field="reason" label={t('Reason (for the moderation log)')}>
          <textarea
            {...form.text('reason')}
            rows={3}
            maxLength={MODERATION_REASON_MAX}
            required
            className={inputClasses}
          />
        </FormField>
      </div>
    </FormDialog>
  );
}
