import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { MODERATION_REASON_MAX } from '@domain/community';
import { ErrorBox } from '@web/components/MessageBox';
import { Modal, ModalText, ModalTitle } from '@web/components/Modal';
import { Button } from '@web/components/ui/Button';
import { inputClasses } from '@web/components/ui/field-classes';
import { messageOf } from '@web/components/community/community-format';

const REASON_MIN = 3;

/** Asks a moderator why, for the log, before an action; the action runs with the reason. */
export function ReasonDialog({
  title,
  text,
  confirmLabel,
  onConfirm,
  onClose,
  children,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
  /** More fields above the reason (how many days, say). */
  children?: ReactNode;
}) {
  const titleId = useId();
  const textId = useId();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const cancel = () => {
    if (!busy) onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < REASON_MIN) {
      setProblem('Say why, for the moderation log (at least 3 characters).');
      return;
    }
    setProblem(null);
    setFailure(null);
    setBusy(true);
    try {
      await onConfirm(reason.trim());
    } catch (caught) {
      setBusy(false);
      setFailure(messageOf(caught, 'That did not go through. Please try again.'));
      return;
    }
    onClose();
  };

  return (
    <Modal labelledBy={titleId} describedBy={textId} onEscape={cancel} onBackdrop={cancel}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        <ModalTitle id={titleId}>{title}</ModalTitle>
        <ModalText id={textId}>{text}</ModalText>
        {failure && <ErrorBox className="mt-4">{failure}</ErrorBox>}
        {children}
        <div className="mt-4">
          <label htmlFor={reasonId} className="block text-sm font-medium">
            Reason (for the moderation log)
          </label>
          <textarea
            id={reasonId}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            rows={3}
            maxLength={MODERATION_REASON_MAX}
            required
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${reasonId}-problem` : undefined}
            className={inputClasses}
          />
          {problem && (
            <p id={`${reasonId}-problem`} className="mt-1.5 text-sm text-red-700 dark:text-red-300">
              {problem}
            </p>
          )}
        </div>
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          <Button variant="secondary" onClick={cancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Working…' : confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
