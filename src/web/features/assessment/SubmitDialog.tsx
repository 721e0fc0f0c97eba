import { Modal, ModalText, ModalTitle } from '@web/components/Modal';
import { Button } from '@web/components/ui/Button';

/** "Questions 3, 7 and 12": the numbers in a sentence. */
export function numbersText(numbers: readonly number[]): string {
  if (numbers.length === 1) return `Question ${numbers[0]}`;
  return `Questions ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
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
  return (
    <Modal labelledBy="submit-title" describedBy="submit-text" onEscape={onCancel}>
      <ModalTitle id="submit-title">Submit your answers?</ModalTitle>
      <ModalText id="submit-text">
        {unanswered.length === 0
          ? 'Every question has an answer.'
          : `${numbersText(unanswered)} ${unanswered.length === 1 ? 'has' : 'have'} no answer yet.`}{' '}
        Once submitted, your answers are graded and can no longer be changed.
      </ModalText>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Keep working
        </Button>
        <Button onClick={onSubmit}>Submit now</Button>
      </div>
    </Modal>
  );
}
