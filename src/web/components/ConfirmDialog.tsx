import { CalendarX, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Modal, ModalText, ModalTitle } from '@web/components/Modal';
import { Button } from '@web/components/ui/Button';
import { DangerButton } from './ui/DangerButton';
import { ErrorBox } from '@web/components/MessageBox';

/**
 * Asks before an action the learner may regret (a change to the subscription, deleting the
 * account); while it runs the buttons wait, a failure shows in the dialog, success calls onDone.
 */
export function ConfirmDialog({
  title,
  text,
  keepLabel,
  confirmLabel,
  busyLabel,
  danger = false,
  onConfirm,
  errorMessage,
  onDone,
  onClose,
}: {
  title: string;
  text: string;
  keepLabel: string;
  confirmLabel: string;
  busyLabel: string;
  danger?: boolean;
  onConfirm: () => Promise<unknown>;
  /** What to say when onConfirm fails. */
  errorMessage: (caught: unknown) => string;
  /** After success; closes the dialog unless given. */
  onDone?: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const cancel = () => {
    if (!busy) onClose();
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (caught) {
      setBusy(false);
      setError(errorMessage(caught));
      return;
    }
    (onDone ?? onClose)();
  };

  const Icon = danger ? TriangleAlert : CalendarX;
  const ConfirmButton = danger ? DangerButton : Button;
  return (
    <Modal labelledBy={titleId} describedBy={textId} onEscape={cancel} onBackdrop={cancel}>
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className={`grid size-11 shrink-0 place-items-center rounded-full ${
            danger
              ? 'bg-red-100 text-red-600 dark:bg-red-950/60 dark:text-red-400'
              : 'bg-brand-50 text-brand-600 dark:bg-brand-950/60 dark:text-brand-300'
          }`}
        >
          <Icon className="size-5" />
        </span>
        <div>
          <ModalTitle id={titleId}>{title}</ModalTitle>
          <ModalText id={textId}>{text}</ModalText>
        </div>
      </div>
      {error && <ErrorBox className="mt-5">{error}</ErrorBox>}
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <Button variant="secondary" onClick={cancel} disabled={busy}>
          {keepLabel}
        </Button>
        <ConfirmButton onClick={confirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </ConfirmButton>
      </div>
    </Modal>
  );
}
