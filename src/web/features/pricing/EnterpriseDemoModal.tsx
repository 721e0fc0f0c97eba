import { CheckCircle2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { enterpriseDemo } from '@content/pricing';
import {
  ENTERPRISE_LIMITS,
  enterpriseDemoSchema,
  TEAM_SIZES,
  type TeamSize,
} from '@domain/forms';
import { Modal } from '@web/components/Modal';
import { Button } from '@web/components/ui/Button';
import { inputClasses } from '@web/components/ui/field-classes';
import { fieldProblems } from '@web/lib/field-problems';
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
type Problems = Partial<Record<Field, string>>;

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
  const titleId = useId();
  const [reference, setReference] = useState<string | null>(null);
  return (
    <Modal labelledBy={titleId} onEscape={onClose}>
      <h2 id={titleId} className="text-xl font-bold tracking-tight text-slate-900 dark:text-white">
        {enterpriseDemo.title}
      </h2>
      {reference ? (
        <DemoRequested reference={reference} onClose={onClose} />
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{enterpriseDemo.lead}</p>
          <EnterpriseDemoForm onSent={setReference} onCancel={onClose} />
        </>
      )}
    </Modal>
  );
}

function DemoRequested({ reference, onClose }: { reference: string; onClose: () => void }) {
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
          {enterpriseDemo.done.title}
        </p>
        <p className="mt-2 text-sm">{enterpriseDemo.done.text}</p>
        <p className="mt-2 font-mono text-sm">{enterpriseDemo.done.reference(reference)}</p>
      </div>
      <Button ref={closeRef} className="mt-6 w-full" onClick={onClose}>
        {enterpriseDemo.done.close}
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
  const id = useId();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const fieldId = (field: Field) => `${id}-${field}`;
  const problemId = (field: Field) => `${id}-${field}-problem`;

  const update = <F extends Field>(field: F, value: Draft[F]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = enterpriseDemoSchema.safeParse(draft);
    if (!parsed.success) {
      const found: Problems = fieldProblems<Field>(parsed.error);
      setProblems(found);
      const first = (Object.keys(emptyDraft) as Field[]).find((field) => found[field]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await requestEnterpriseDemo(parsed.data);
      onSent(answer.reference);
    } catch (caught) {
      setBusy(false);
      setFailure(caught instanceof Error ? caught.message : 'Your request could not be sent.');
    }
  };

  const control = (field: Field) => ({
    id: fieldId(field),
    name: field,
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby': problems[field] ? problemId(field) : undefined,
    className: inputClasses,
  });

  const text = (field: Exclude<Field, 'teamSize' | 'marketingConsent'>) => draft[field];

  return (
    <form className="mt-5 space-y-4" onSubmit={submit} noValidate>
      {failure && (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700 dark:border-red-900 dark:bg-red-950/50 dark:text-red-300"
        >
          {failure}
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <DemoField
          label={labels.firstName}
          field="firstName"
          ids={{ fieldId, problemId }}
          problem={problems.firstName}
        >
          <input
            {...control('firstName')}
            autoComplete="given-name"
            required
            maxLength={ENTERPRISE_LIMITS.name}
            value={text('firstName')}
            onChange={(event) => update('firstName', event.target.value)}
          />
        </DemoField>
        <DemoField
          label={labels.lastName}
          field="lastName"
          ids={{ fieldId, problemId }}
          problem={problems.lastName}
        >
          <input
            {...control('lastName')}
            autoComplete="family-name"
            required
            maxLength={ENTERPRISE_LIMITS.name}
            value={text('lastName')}
            onChange={(event) => update('lastName', event.target.value)}
          />
        </DemoField>
      </div>
      <DemoField
        label={labels.workEmail}
        field="workEmail"
        ids={{ fieldId, problemId }}
        problem={problems.workEmail}
      >
        <input
          {...control('workEmail')}
          type="email"
          autoComplete="work email"
          required
          value={text('workEmail')}
          onChange={(event) => update('workEmail', event.target.value)}
        />
      </DemoField>
      <DemoField
        label={labels.company}
        field="company"
        ids={{ fieldId, problemId }}
        problem={problems.company}
      >
        <input
          {...control('company')}
          autoComplete="organization"
          required
          maxLength={ENTERPRISE_LIMITS.company}
          value={text('company')}
          onChange={(event) => update('company', event.target.value)}
        />
      </DemoField>
      <div className="grid gap-4 sm:grid-cols-2">
        <DemoField
          label={labels.phone}
          field="phone"
          ids={{ fieldId, problemId }}
          problem={problems.phone}
        >
          <input
            {...control('phone')}
            type="tel"
            autoComplete="work tel"
            maxLength={ENTERPRISE_LIMITS.phone}
            value={text('phone')}
            onChange={(event) => update('phone', event.target.value)}
          />
        </DemoField>
        <DemoField
          label={labels.teamSize}
          field="teamSize"
          ids={{ fieldId, problemId }}
          problem={problems.teamSize}
        >
          <select
            {...control('teamSize')}
            required
            value={draft.teamSize}
            onChange={(event) => update('teamSize', event.target.value as TeamSize | '')}
          >
            <option value="">{enterpriseDemo.teamSizePlaceholder}</option>
            {TEAM_SIZES.map((size) => (
              <option key={size} value={size}>
                {enterpriseDemo.teamSizeLabel(size)}
              </option>
            ))}
          </select>
        </DemoField>
      </div>
      <DemoField
        label={labels.needs}
        field="needs"
        ids={{ fieldId, problemId }}
        problem={problems.needs}
      >
        <textarea
          {...control('needs')}
          rows={3}
          maxLength={ENTERPRISE_LIMITS.needs}
          value={text('needs')}
          onChange={(event) => update('needs', event.target.value)}
        />
      </DemoField>
      <div className="flex items-start gap-3">
        <input
          id={fieldId('marketingConsent')}
          name="marketingConsent"
          type="checkbox"
          checked={draft.marketingConsent}
          onChange={(event) => update('marketingConsent', event.target.checked)}
          className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-brand-600 dark:border-slate-600"
        />
        <label
          htmlFor={fieldId('marketingConsent')}
          className="text-sm text-slate-700 dark:text-slate-300"
        >
          {labels.marketingConsent}
        </label>
      </div>
      <div className="grid gap-3 pt-2 sm:grid-cols-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {enterpriseDemo.cancel}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? enterpriseDemo.sending : enterpriseDemo.submit}
        </Button>
      </div>
    </form>
  );
}

/** A label above its control and what is wrong with the value under it. */
function DemoField({
  label,
  field,
  ids,
  problem,
  children,
}: {
  label: string;
  field: Field;
  ids: { fieldId: (field: Field) => string; problemId: (field: Field) => string };
  problem: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label
        htmlFor={ids.fieldId(field)}
        className="block text-sm font-medium text-slate-800 dark:text-slate-200"
      >
        {label}
      </label>
      {children}
      {problem && (
        <p id={ids.problemId(field)} className="mt-1.5 text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
    </div>
  );
}
