import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { Modal, ModalText, ModalTitle } from '@web/components/Modal';
import { useT } from '@web/i18n/translate';
import { useAutoClose } from '@web/lib/use-auto-close';
import { SAVED_MODAL_MS } from './constants';

/** The confirmation after a save; it closes itself after SAVED_MODAL_MS. */
export function SavedModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  useAutoClose(onClose, SAVED_MODAL_MS);

  return (
    <Modal labelledBy={titleId} describedBy={textId} onEscape={onClose} onBackdrop={onClose}>
      <button
        type="button"
        onClick={onClose}
        aria-label={t('Close')}
        className="absolute right-4 top-4 grid size-8 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
      >
        <X className="size-5" aria-hidden="true" />
      </button>
      <div className="flex flex-col items-center text-center">
        <span
          aria-hidden="true"
          className="grid size-14 place-items-center rounded-full bg-green-100 text-green-600 dark:bg-green-950/60 dark:text-green-400"
        >
          <Check className="size-7" strokeWidth={2.5} />
        </span>
        <ModalTitle id={titleId} className="mt-4">
          {t('Settings saved')}
        </ModalTitle>
        <ModalText id={textId} className="mt-1">
          {t('Your changes have been saved.')}
        </ModalText>
      </div>
    </Modal>
  );
}
