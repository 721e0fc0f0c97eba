import { Modal, ModalText, ModalTitle } from '@web/components/Modal';
import { Button } from '@web/components/ui/Button';
import { currentLanguage, INTL_LOCALES, useT } from '@web/i18n/translate';

/** "3, 7 and 12": the numbers as a list in the interface's language. */
export function numbersText(numbers: readonly number[]): string {
  const language = currentLanguage();
  // en-GB: no comma before "and", as the English texts write it.
  const locale = language === 'en' ? 'en-GB' : INTL_LOCALES[language];
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(numbers.map(String));
}

/** Asks before grading, naming the questions that have no answer yet. */
export function SubmitDialog({
  unanswered,
  onSubmit,
  onCancel,
}: {
  /** The numbers of the questions without an answer. */
  unanswered: readonly number[];
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <Modal labelledBy="submit-title" describedBy="submit-text" onEscape={onCancel}>
      <ModalTitle id="submit-title">{t('Submit your answers?')}</ModalTitle>
      <ModalText id="submit-text">
        {unanswered.length === 0
          ? t('Every question has an answer.')
          : t('Questions {{numbers}} have no answer yet.', {
              count: unanswered.length,
              numbers: numbersText(unanswered),
              defaultValue_one: 'Question {{numbers}} has no answer yet.',
            })}{' '}
        {t('Once submitted, your answers are graded and can no longer be changed.')}
      </ModalText>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('Keep working')}
        </Button>
        <Button onClick={onSubmit}>{t('Submit now')}</Button>
      </div>
    </Modal>
  );
}
