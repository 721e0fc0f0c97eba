import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from '@domain/zod';
import { fieldProblems } from './field-problems';

/**
 * A form checked with the server's schema before it is sent: its draft, what is wrong with each
 * field, whether it is sending and why the last send failed. A failed check focuses the first
 * field (in the draft's order) with a problem; a send that works starts the draft over.
 */
export function useSchemaForm<Draft extends object, Schema extends z.ZodType, Answer>({
  schema,
  initial,
  send,
  onSent,
  fallback,
}: {
  schema: Schema;
  initial: Draft;
  send: (value: z.output<Schema>) => Promise<Answer>;
  onSent: (answer: Answer) => void;
  /** The failure to show when the send threw something other than an Error. */
  fallback: string;
}) {
  type Field = keyof Draft & string;
  type TextField = { [F in Field]: Draft[F] extends string ? F : never }[Field];
  const id = useId();
  const [draft, setDraft] = useState<Draft>(initial);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
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
    const parsed = schema.safeParse(draft);
    if (!parsed.success) {
      const found = fieldProblems<Field>(parsed.error);
      setProblems(found);
      const first = (Object.keys(initial) as Field[]).find((field) => found[field]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await send(parsed.data);
      setDraft(initial);
      onSent(answer);
    } catch (caught) {
      setFailure(caught instanceof Error ? caught.message : fallback);
    } finally {
      setBusy(false);
    }
  };

  /** What every control carries: its id, its name and its link to what is wrong with it. */
  const control = (field: Field) => ({
    id: fieldId(field),
    name: field,
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby': problems[field] ? problemId(field) : undefined,
  });

  /** A text control's props: its control's, its value and what typing in it changes. */
  const text = <F extends TextField>(field: F) => ({
    ...control(field),
    value: draft[field] as string,
    onChange: (event: ChangeEvent<{ value: string }>) =>
      // The schema checks the value, choices of a select included.
      update(field, event.target.value as Draft[F]),
  });

  return { draft, problems, busy, failure, update, submit, fieldId, problemId, text };
}

/** The ids and problems a form's fields are labelled and described with. */
export type SchemaFormFields<Field extends string> = {
  fieldId: (field: Field) => string;
  problemId: (field: Field) => string;
  problems: Partial<Record<Field, string>>;
};
