import { useId, type FormEvent, type ReactNode } from 'react';
import { ErrorBox } from '@web/components/MessageBox';
import { Modal, ModalText, ModalTitle } from '@web/components/Modal';
import { Button } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';

/**
 * A dialog around a short form: its title and line, why the last send failed, the fields, then
 * Cancel and the send button. It stays open while the form sends; `done`, once given, takes the
 * form's place (a thank-you and its Close). Its texts are given translated.
 */
export function FormDialog({
  title,
  text,
  submitLabel,
  busyLabel,
  form,
  onClose,
  done,
  children,
}: {
  title: string;
  text: string;
  submitLabel: string;
  busyLabel: string;
  form: { busy: boolean; failure: string | null; submit: (event: FormEvent) => Promise<void> };
  onClose: () => void;
  done?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  const cancel = () => {
    if (!form.busy) onClose();
  };
  return (
    <Modal labelledBy={titleId} describedBy={textId} onEscape={cancel} onBackdrop={cancel}>
      <ModalTitle id={titleId}>{title}</ModalTitle>
      <ModalText id={textId}>{text}</ModalText>
      {done ?? (
        <form onSubmit={(event) => void form.submit(event)} noValidate aria-busy={form.busy}>
          {form.failure && <ErrorBox className="mt-4">{form.failure}</ErrorBox>}
          {children}
          <div className="mt-6 grid gap-3 sm:grid-cols-2">
            <Button variant="secondary" onClick={cancel} disabled={form.busy}>
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={form.busy}>
              {form.busy ? busyLabel : submitLabel}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
