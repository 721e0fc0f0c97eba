import { CheckCircle2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { enterpriseDemo } from '@content/pricing';
import { ENTERPRISE_LIMITS, enterpriseDemoSchema, TEAM_SIZES, type TeamSize } from '@domain/forms';
import { FormField } from '@web/components/FormField';
import { ErrorBox } from '@web/components/MessageBox';
import { Modal, ModalTitle } from '@web/components/Modal';
import { Button } from '@web/components/ui/Button';
import { inputClasses } from '@web/components/ui/field-classes';
import { msg, useT } from '@web/i18n/translate';
import { useSchemaForm, type SchemaFormFields } from '@web/lib/use-schema-form';
import { requestEnterpriseDemo } from './enterprise-demo-api';

interface Draft {
  firstName: string;
  lastName: string;
  workEmail: string;
  company: string;
  phone: string;
  teamSize: TeamSize | '';
  needs: string;
  marketingConsent: boolean;
}

type Field = keyof Draft;

const { labels } = enterpriseDemo;

const emptyDraft: Draft = {
  firstName: '',
  lastName: '',
  workEmail: '',
  company: '',
  phone: '',
  teamSize: '',
  needs: '',
  marketingConsent: false,
};

/** SPEC §5 enterprise demo request in a modal: validated here with the server's schema. */
export function EnterpriseDemoModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const titleId = useId();
  const [reference, setReference] = useState<string | null>(null);
  return (
    <Modal labelledBy={titleId} onEscape={onClose}>
      <ModalTitle id={titleId}>{t(enterpriseDemo.title)}</ModalTitle>
      {reference ? (
        <DemoRequested reference={reference} onClose={onClose} />
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {t(enterpriseDemo.lead)}
          </p>
          <EnterpriseDemoForm onSent={setReference} onCancel={onClose} />
        </>
      )}
    </Modal>
  );
}

function DemoRequested({ reference, onClose }: { reference: string; onClose: () => void }) {
  const t = useT();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeRef.current?.focus(), []);
  return (
    <div>
      <div
        role="status"
        className="mt-4 rounded-xl border border-green-200 bg-green-50 p-5 text-green-900 dark:border-green-900 dark:bg-green-950/50 dark:text-green-100"
      >
        <p className="flex items-center gap-2 font-semibold">
          <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
          {t(enterpriseDemo.done.title)}
        </p>
        <p className="mt-2 text-sm">{t(enterpriseDemo.done.text)}</p>
        <p className="mt-2 font-mono text-sm">
          {t('Your reference: {{reference}}', { reference })}
        </p>
      </div>
      <Button ref={closeRef} className="mt-6 w-full" onClick={onClose}>
        {t(enterpriseDemo.done.close)}
      </Button>
    </div>
  );
}

function EnterpriseDemoForm({
  onSent,
  onCancel,
}: {
  onSent: (reference: string) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const form = useSchemaForm({
    schema: enterpriseDemoSchema,
    initial: emptyDraft,
    send: requestEnterpriseDemo,
    onSent: (answer) => onSent(answer.reference),
    fallback: msg('Your request could not be sent.'),
  });
  const { draft, update, busy } = form;
  const text = (field: Exclude<Field, 'marketingConsent'>) => ({
    ...form.text(field),
    className: inputClasses,
  });

  return (
    <form className="mt-5 space-y-4" onSubmit={form.submit} noValidate>
      {form.failure && <ErrorBox>{form.failure}</ErrorBox>}
      <div className="grid gap-4 sm:grid-cols-2">
        <DemoField form={form} field="firstName">
          <input
            {...text('firstName')}
            autoComplete="given-name"
            required
            maxLength={ENTERPRISE_LIMITS.name}
          />
        </DemoField>
        <DemoField form={form} field="lastName">
          <input
            {...text('lastName')}
            autoComplete="family-name"
            required
            maxLength={ENTERPRISE_LIMITS.name}
          />
        </DemoField>
      </div>
      <DemoField form={form} field="workEmail">
        <input {...text('workEmail')} type="email" autoComplete="work email" required />
      </DemoField>
      <DemoField form={form} field="company">
        <input
          {...text('company')}
          autoComplete="organization"
          required
          maxLength={ENTERPRISE_LIMITS.company}
        />
      </DemoField>
      <div className="grid gap-4 sm:grid-cols-2">
        <DemoField form={form} field="phone">
          <input
            {...text('phone')}
            type="tel"
            autoComplete="work tel"
            maxLength={ENTERPRISE_LIMITS.phone}
          />
        </DemoField>
        <DemoField form={form} field="teamSize">
          <select {...text('teamSize')} required>
            <option value="">{t(enterpriseDemo.teamSizePlaceholder)}</option>
            {TEAM_SIZES.map((size) => (
              <option key={size} value={size}>
                {t('{{size}} learners', { size })}
              </option>
            ))}
          </select>
        </DemoField>
      </div>
      <DemoField form={form} field="needs">
        <textarea {...text('needs')} rows={3} maxLength={ENTERPRISE_LIMITS.needs} />
      </DemoField>
      <div className="flex items-start gap-3">
        <input
          id={form.fieldId('marketingConsent')}
          name="marketingConsent"
          type="checkbox"
          checked={draft.marketingConsent}
          onChange={(event) => update('marketingConsent', event.target.checked)}
          className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-brand-600 dark:border-slate-600"
        />
        <label
          htmlFor={form.fieldId('marketingConsent')}
          className="text-sm text-slate-700 dark:text-slate-300"
        >
          {t(labels.marketingConsent)}
        </label>
      </div>
      <div className="grid gap-3 pt-2 sm:grid-cols-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t(enterpriseDemo.cancel)}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t(enterpriseDemo.sending) : t(enterpriseDemo.submit)}
        </Button>
      </div>
    </form>
  );
}

/** One field of the form, labelled from the page's copy. */
function DemoField({
  form,
  field,
  children,
}: {
  form: SchemaFormFields<Field>;
  field: Exclude<Field, 'marketingConsent'>;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <FormField
      form={form}
      field={field}
      label={t(labels[field])}
      labelClassName="text-slate-800 dark:text-slate-200"
    >
      {children}
    </FormField>
  );
}
