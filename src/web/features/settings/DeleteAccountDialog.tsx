import { useNavigate } from 'react-router';
import { deleteAccount } from '@web/lib/account';
import { ConfirmDialog } from '@web/components/ConfirmDialog';
import { accountErrorMessage } from './errors';

/** Asks before deleting the account; a successful delete signs the learner out. */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      danger
      title="Delete your account?"
      text="This permanently deletes your account, your learning progress, your settings and everything else stored for you on CodeNest. This cannot be undone."
      keepLabel="Cancel"
      confirmLabel="Delete Account"
      busyLabel="Deleting..."
      onConfirm={deleteAccount}
      errorMessage={(caught) =>
        accountErrorMessage(caught, 'Your account could not be deleted. Please try again.')
      }
      onDone={() => void navigate('/', { replace: true })}
      onClose={onClose}
    />
  );
}
