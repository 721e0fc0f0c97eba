import { useId, useState, type FormEvent } from 'react';
import { POST_BODY_MAX, POST_BODY_MIN } from '@domain/community';
import { ErrorBox } from '@web/components/MessageBox';
import { Button } from '@web/components/ui/Button';
import { inputClasses } from '@web/components/ui/field-classes';
import { messageOf } from '@web/components/community/community-format';

export const FORMATTING_HINT =
  'Markdown works: **bold**, `code`, and a C program in a block that starts with ```c and ends with ```.';

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
  const id = useId();
  const [body, setBody] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (text.length < POST_BODY_MIN) {
      setProblem('Write at least a few words.');
      return;
    }
    if (text.length > POST_BODY_MAX) {
      setProblem(`Keep it under ${POST_BODY_MAX.toLocaleString('en-US')} characters.`);
      return;
    }
    setProblem(null);
    setFailure(null);
    setBusy(true);
    try {
      await onSubmit(text);
      setBody('');
    } catch (caught) {
      setFailure(messageOf(caught, 'That could not be saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const described = [problem ? `${id}-problem` : null, `${id}-hint`].filter(Boolean).join(' ');
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={busy}
      className="space-y-3"
    >
      {failure && <ErrorBox>{failure}</ErrorBox>}
      <div>
        <label htmlFor={id} className="block text-sm font-medium">
          {label}
        </label>
        <textarea
          id={id}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          rows={6}
          maxLength={POST_BODY_MAX}
          aria-invalid={problem !== null}
          aria-describedby={described}
          className={`${inputClasses} font-mono`}
        />
        {problem && (
          <p id={`${id}-problem`} className="mt-1.5 text-sm text-red-700 dark:text-red-300">
            {problem}
          </p>
        )}
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-600 dark:text-slate-400">
          {FORMATTING_HINT}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
