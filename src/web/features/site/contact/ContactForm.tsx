import { CheckCircle2 } from 'lucide-react';
import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { contactSuccess } from '@content/contact';
import {
  CONTACT_CATEGORIES,
  CONTACT_CATEGORY_LABELS,
  CONTACT_LIMITS,
  contactMessageSchema,
  type ContactCategory,
} from '@domain/forms';
import { Button } from '@web/components/ui/Button';
import { useCurrentUser, useProfile } from '@web/lib/account';
import { fieldProblems } from '@web/lib/field-problems';
import { sendContactMessage } from '@web/lib/public-forms';
import { inputClasses } from '@web/components/ui/field-classes';

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
  const id = useId();
  const user = useCurrentUser();
  const profile = useProfile();
  const empty: Draft = {
    name: profile.name,
    email: user?.email ?? '',
    subject: '',
    category: '',
    message: '',
  };
  const [draft, setDraft] = useState<Draft>(empty);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [reference, setReference] = useState<string | null>(null);

  const update = (field: Field, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = contactMessageSchema.safeParse(draft);
    if (!parsed.success) {
      const found = fieldProblems<Field>(parsed.error);
      setProblems(found);
      const first = Object.keys(found)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await sendContactMessage(parsed.data);
      setReference(answer.reference);
      setDraft(empty);
    } catch (caught) {
      setFailure(caught instanceof Error ? caught.message : 'The message could not be sent.');
    } finally {
      setBusy(false);
    }
  };

  if (reference) {
    return (
      <div
        role="status"
        className="mt-6 rounded-xl border border-green-200 bg-green-50 p-6 text-green-900 dark:border-green-900 dark:bg-green-950/50 dark:text-green-100"
      >
        <p className="flex items-center gap-2 text-lg font-semibold">
          <CheckCircle2 className="size-6" aria-hidden="true" />
          {contactSuccess.title}
        </p>
        <p className="mt-2">{contactSuccess.body}</p>
        <p className="mt-2 font-mono text-sm">{contactSuccess.reference(reference)}</p>
        <Button variant="secondary" className="mt-4" onClick={() => setReference(null)}>
          {contactSuccess.again}
        </Button>
      </div>
    );
  }

  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    name: field,
    value: draft[field],
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby': problems[field] ? `${id}-${field}-problem` : undefined,
    className: inputClasses,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      update(field, event.target.value),
  });
  const problem = (field: Field) =>
    problems[field] ? (
      <p id={`${id}-${field}-problem`} className="mt-1.5 text-sm text-red-700 dark:text-red-300">
        {problems[field]}
      </p>
    ) : null;
  /** A field's label, its control and the problem found with it. */
  const field = (name: Field, text: string, control: ReactNode) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-medium">
        {text}
      </label>
      {control}
      {problem(name)}
    </div>
  );

  return (
    <form className="mt-6 space-y-5" onSubmit={submit} noValidate>
      {failure && (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700 dark:border-red-900 dark:bg-red-950/50 dark:text-red-300"
        >
          {failure}
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        {field(
          'name',
          'Name',
          <input
            {...fieldProps('name')}
            autoComplete="name"
            required
            maxLength={CONTACT_LIMITS.name}
          />,
        )}
        {field(
          'email',
          'Email',
          <input {...fieldProps('email')} type="email" autoComplete="email" required />,
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {field(
          'subject',
          'Subject',
          <input {...fieldProps('subject')} required maxLength={CONTACT_LIMITS.subject} />,
        )}
        {field(
          'category',
          'Category',
          <select {...fieldProps('category')} required>
            <option value="">Choose a category</option>
            {CONTACT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CONTACT_CATEGORY_LABELS[category]}
              </option>
            ))}
          </select>,
        )}
      </div>
      {field(
        'message',
        'Message',
        <>
          <textarea
            {...fieldProps('message')}
            rows={7}
            required
            maxLength={CONTACT_LIMITS.message}
          />
          <p className="mt-1 text-right text-xs text-slate-600 dark:text-slate-400">
            {draft.message.length}/{CONTACT_LIMITS.message} characters
          </p>
        </>,
      )}
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
        {busy ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
