import { TriangleAlert } from 'lucide-react';
import { useId, useState, type ButtonHTMLAttributes } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../../components/Modal';
import { Button } from '../../components/ui/Button';
import { deleteAccount } from '../../lib/account';
import { accountErrorMessage } from './errors';
import { ErrorBox } from './fields';

/** A red button for the irreversible action (the shared Button has no destructive variant). */
export function DangerButton({
  type = 'button',
  className = '',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type={type}
      className={`inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-red-600 px-4 text-sm font-medium text-white shadow-sm shadow-red-600/20 transition hover:bg-red-700 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-red-600 dark:hover:bg-red-500 ${className}`}
      {...props}
    />
  );
}

/** Asks before deleting the account; a successful delete signs the learner out. */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const textId = useId();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const cancel = () => {
    if (!busy) onClose();
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await deleteAccount();
    } catch (caught) {
      setBusy(false);
      setError(accountErrorMessage(caught, 'Your account could not be deleted. Please try again.'));
      return;
    }
    void navigate('/', { replace: true });
  };

  return (
    <Modal labelledBy={titleId} describedBy={textId} onEscape={cancel} onBackdrop={cancel}>
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="grid size-11 shrink-0 place-items-center rounded-full bg-red-100 text-red-600 dark:bg-red-950/60 dark:text-red-400"
        >
          <TriangleAlert className="size-5" />
        </span>
        <div>
          <h2
            id={titleId}
            className="text-xl font-bold tracking-tight text-slate-900 dark:text-white"
          >
            Delete your account?
          </h2>
          <p id={textId} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            This permanently deletes your account, your learning progress, your settings and
            everything else stored for you on CodeNest. This cannot be undone.
          </p>
        </div>
      </div>
      {error && <ErrorBox className="mt-5">{error}</ErrorBox>}
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <Button variant="secondary" onClick={cancel} disabled={busy}>
          Cancel
        </Button>
        <DangerButton onClick={confirm} disabled={busy}>
          {busy ? 'Deleting...' : 'Delete Account'}
        </DangerButton>
      </div>
    </Modal>
  );
}
