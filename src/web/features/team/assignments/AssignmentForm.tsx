import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarPlus } from 'lucide-react';
import { ASSIGNMENT_KIND_NAMES } from '@domain/team-assignments';
import { assignmentKinds, type AssignmentKind } from '@domain/teams';
import { ErrorBox, SuccessBox } from '@web/components/MessageBox';
import { Button } from '@web/components/ui/Button';
import { inputClasses } from '@web/components/ui/field-classes';
import { msg, useT } from '@web/i18n/translate';
import {
  browserTimeZone,
  formatDueAt,
  instantOfLocalInput,
  localInputValue,
} from '@web/lib/due-date';
import { assignmentsKey, createAssignment } from './assignment-calls';
import { choicesOf, TARGET_LABELS } from './assignment-choices';
import { useDateFormat } from '@web/lib/format-date';

const DAY_MS = 24 * 60 * 60 * 1000;
const labelClasses = 'block text-sm font-medium text-slate-700 dark:text-slate-200';

/** A week from now at 5 PM, where the manager is: a due date that rarely needs changing. */
function defaultDue(): string {
  const date = new Date(Date.now() + 7 * DAY_MS);
  date.setHours(17, 0, 0, 0);
  return localInputValue(date);
}

/** The form that sets an assignment: what, which one, and when it is due (in the browser's zone). */
export function AssignmentForm({ teamId }: { teamId: string }) {
  const t = useT();
  const dateFormat = useDateFormat();
  const queryClient = useQueryClient();
  const ids = useId();
  const [kind, setKind] = useState<AssignmentKind>('lesson');
  const [targetId, setTargetId] = useState(() => choicesOf('lesson')[0]?.id ?? '');
  const [due, setDue] = useState(defaultDue);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const changeKind = (next: AssignmentKind) => {
    setKind(next);
    // A lesson stays picked between a lesson and its exercise.
    if (!choicesOf(next).some((choice) => choice.id === targetId)) {
      setTargetId(choicesOf(next)[0]?.id ?? '');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const dueAt = instantOfLocalInput(due);
    if (!dueAt) {
      setOutcome({
        ok: false,
        text: t('Enter the due date and time, for example next Friday at 5:00 PM.'),
      });
      return;
    }
    setBusy(true);
    try {
      const created = await createAssignment({ teamId, kind, targetId, dueAt });
      setOutcome({
        ok: true,
        text: t('Assigned: {{kind}} "{{title}}", due {{due}}.', {
          kind: t(ASSIGNMENT_KIND_NAMES[created.kind]),
          title: created.title,
          due: formatDueAt(created.dueAt, dateFormat),
        }),
      });
      await queryClient.invalidateQueries({ queryKey: assignmentsKey(teamId) });
    } catch (caught) {
      setOutcome({
        ok: false,
        text: t(
          caught instanceof Error ? caught.message : msg('The assignment could not be saved.'),
        ),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="mt-3 space-y-4">
      <div>
        <label htmlFor={`${ids}-kind`} className={labelClasses}>
          {t('What to assign')}
        </label>
        <select
          id={`${ids}-kind`}
          value={kind}
          onChange={(event) => changeKind(event.target.value as AssignmentKind)}
          className={inputClasses}
        >
          {assignmentKinds.map((option) => (
            <option key={option} value={option}>
              {t(ASSIGNMENT_KIND_NAMES[option])}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${ids}-target`} className={labelClasses}>
          {t(TARGET_LABELS[kind])}
        </label>
        <select
          id={`${ids}-target`}
          value={targetId}
          onChange={(event) => setTargetId(event.target.value)}
          className={inputClasses}
        >
          {choicesOf(kind).map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.label(t)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${ids}-due`} className={labelClasses}>
          {t('Due')}
        </label>
        <input
          id={`${ids}-due`}
          type="datetime-local"
          required
          value={due}
          min={localInputValue(new Date())}
          onChange={(event) => setDue(event.target.value)}
          aria-describedby={`${ids}-zone`}
          className={inputClasses}
        />
        <p id={`${ids}-zone`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {t('Date and time in your time zone ({{zone}}).', { zone: browserTimeZone() })}
        </p>
      </div>
      <Button type="submit" disabled={busy}>
        <CalendarPlus className="size-4" aria-hidden="true" />
        {busy ? t('Assigning...') : t('Assign')}
      </Button>
      {outcome &&
        (outcome.ok ? (
          <SuccessBox>{outcome.text}</SuccessBox>
        ) : (
          <ErrorBox>{outcome.text}</ErrorBox>
        ))}
    </form>
  );
}
