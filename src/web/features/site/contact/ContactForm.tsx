import { CheckCircle2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { contactSuccess } from '@content/contact';
import {
  CONTACT_CATEGORIES,
  CONTACT_CATEGORY_LABELS,
  CONTACT_LIMITS,
  contactMessageSchema,
  type ContactCategory,
} from '@domain/forms';
import { FormField } from '@web/components/FormField';
import { ErrorBox } from '@web/components/MessageBox';
import { Button } from '@web/components/ui/Button';
import { inputClasses } from '@web/components/ui/field-classes';
import { msg, useT } from '@web/i18n/translate';
import { useCurrentUser, useProfile } from '@web/lib/account';
import { sendContactMessage } from '@web/lib/public-forms';
import { useSchemaForm } from '@web/lib/use-schema-form';

interface Draft {
  name: string;
  email: string;
  subject: string;
  category: ContactCategory | '';
  message: string;
}

type Field = keyof Draft;

/** SPEC §3/§5 contact form: every field required; stored and mailed to the team. */
export function ContactForm() {
  const t = useT();
  const user = useCurrentUser();
  const profile = useProfile();
  const empty: Draft = {
    name: profile.name,
    email: user?.email ?? '',
    subject: '',
    category: '',
    message: '',
  };
  const [reference, setReference] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: contactMessageSchema,
    initial: empty,
    send: sendContactMessage,
    onSent: (answer) => setReference(answer.reference),
    fallback: msg('The message could not be sent.'),
  });
  const { draft, busy } = form;

  if (reference) {
    return (
      <div
        role="status"
        className="mt-6 rounded-xl border border-green-200 bg-green-50 p-6 text-green-900 dark:border-green-900 dark:bg-green-950/50 dark:text-green-100"
      >
        <p className="flex items-center gap-2 text-lg font-semibold">
          <CheckCircle2 className="size-6" aria-hidden="true" />
          {t(contactSuccess.title)}
        </p>
        <p className="mt-2">{t(contactSuccess.body)}</p>
        <p className="mt-2 font-mono text-sm">
          {t(contactSuccess.reference('{{reference}}'), { reference })}
        </p>
        <Button variant="secondary" className="mt-4" onClick={() => setReference(null)}>
          {t(contactSuccess.again)}
        </Button>
      </div>
    );
  }

  const fieldProps = (field: Field) => ({ ...form.text(field), className: inputClasses });
  const field = (name: Field, text: string, control: ReactNode) => (
    <FormField form={form} field={name} label={text}>
      {control}
    </FormField>
  );

  return (
    <form className="mt-6 space-y-5" onSubmit={form.submit} noValidate>
      {form.failure && <ErrorBox>{form.failure}</ErrorBox>}
      <div className="grid gap-5 sm:grid-cols-2">
        {field(
          'name',
          t('Name'),
          <input
            {...fieldProps('name')}
            autoComplete="name"
            required
            maxLength={CONTACT_LIMITS.name}
          />,
        )}
        {field(
          'email',
          t('Email'),
          <input {...fieldProps('email')} type="email" autoComplete="email" required />,
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {field(
          'subject',
          t('Subject'),
          <input {...fieldProps('subject')} required maxLength={CONTACT_LIMITS.subject} />,
        )}
        {field(
          'category',
          t('Category'),
          <select {...fieldProps('category')} required>
            <option value="">{t('Choose a category')}</option>
            {CONTACT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(CONTACT_CATEGORY_LABELS[category])}
              </option>
            ))}
          </select>,
        )}
      </div>
      {field(
        'message',
        t('Message'),
        <>
          <textarea
            {...fieldProps('message')}
            rows={7}
            required
            maxLength={CONTACT_LIMITS.message}
          />
          <p className="mt-1 text-right text-xs text-slate-600 dark:text-slate-400">
            {t('{{length}}/{{limit}} characters', {
              length: draft.message.length,
              limit: CONTACT_LIMITS.message,
            })}
          </p>
        </>,
      )}
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
        {busy ? t('Sending...') : t('Send Message')}
      </Button>
    </form>
  );
}
