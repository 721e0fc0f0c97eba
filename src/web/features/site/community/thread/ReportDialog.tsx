import { useId, useState, type FormEvent } from 'react';
import { REPORT_DETAILS_MAX, reportReasons, type ReportReason } from '@domain/community';
import { ErrorBox, SuccessBox } from '@web/components/MessageBox';
import { Modal, ModalText, ModalTitle } from '@web/components/Modal';
import { Button } from '@web/components/ui/Button';
import { inputClasses } from '@web/components/ui/field-classes';
import { reportPost } from '@web/lib/forum';
import { messageOf } from '@web/components/community/community-format';

export const REPORT_SENT = 'Thank you. The moderators will look at this post.';

/** Reports a post to the moderators: one of the reasons, and details if they help. */
export function ReportDialog({ postId, onClose }: { postId: string; onClose: () => void }) {
  const titleId = useId();
  const textId = useId();
  const detailsId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const cancel = () => {
    if (!busy) onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setProblem('Choose a reason.');
      return;
    }
    setProblem(null);
    setFailure(null);
    setBusy(true);
    try {
      const text = details.trim();
      await reportPost({ postId, reason, ...(text ? { details: text } : {}) });
      setSent(true);
    } catch (caught) {
      setFailure(messageOf(caught, 'Your report could not be sent. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal labelledBy={titleId} describedBy={textId} onEscape={cancel} onBackdrop={cancel}>
      <ModalTitle id={titleId}>Report this post</ModalTitle>
      <ModalText id={textId}>Only the moderators see reports, and who sent them.</ModalText>
      {sent ? (
        <>
          <SuccessBox className="mt-5">{REPORT_SENT}</SuccessBox>
          <Button onClick={onClose} className="mt-6 w-full">
            Close
          </Button>
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
          {failure && <ErrorBox className="mt-4">{failure}</ErrorBox>}
          <fieldset
            className="mt-4 space-y-2"
            aria-describedby={problem ? `${detailsId}-problem` : undefined}
          >
            <legend className="text-sm font-medium">Reason</legend>
            {reportReasons.map((option) => (
              <label key={option.id} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="report-reason"
                  value={option.id}
                  checked={reason === option.id}
                  onChange={() => setReason(option.id)}
                  className="size-4 accent-brand-600"
                />
                {option.label}
              </label>
            ))}
          </fieldset>
          {problem && (
            <p
              id={`${detailsId}-problem`}
              className="mt-1.5 text-sm text-red-700 dark:text-red-300"
            >
              {problem}
            </p>
          )}
          <div className="mt-4">
            <label htmlFor={detailsId} className="block text-sm font-medium">
              Details (optional)
            </label>
            <textarea
              id={detailsId}
              value={details}
              onChange={(event) => setDetails(event.target.value)}
              rows={3}
              maxLength={REPORT_DETAILS_MAX}
              className={inputClasses}
            />
          </div>
          <div className="mt-6 grid gap-3 sm:grid-cols-2">
            <Button variant="secondary" onClick={cancel} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Sending…' : 'Send report'}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
