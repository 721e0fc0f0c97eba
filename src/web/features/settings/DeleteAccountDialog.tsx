import { useNavigate } from 'react-router';
import { deleteAccount } from '@web/lib/account';
import { ConfirmDialog } from '@web/components/ConfirmDialog';
import { msg, useT } from '@web/i18n/translate';
import { accountErrorMessage } from './errors';

/** Asks before deleting the account; a successful delete signs the learner out. */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      danger
      title={t('Delete your account?')}
      text={t(
        'This permanently deletes your account, your learning progress, your settings and everything else stored for you on CodeNest. This cannot be undone.',
      )}
      keepLabel={t('Cancel')}
      confirmLabel={t('Delete Account')}
      busyLabel={t('Deleting...')}
      onConfirm={deleteAccount}
      errorMessage={(caught) =>
        accountErrorMessage(caught, msg('Your account could not be deleted. Please try again.'))
      }
      onDone={() => void navigate('/', { replace: true })}
      onClose={onClose}
    />
  );
}
