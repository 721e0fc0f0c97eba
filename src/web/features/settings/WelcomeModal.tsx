import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Modal, ModalText } from '@web/components/Modal';
import { Button } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';

/** Shown over the settings page on a learner's first sign-in (`?first-login=true`). */
export function WelcomeModal({
  onSkip,
  onSetUp,
  busy = false,
}: {
  onSkip: () => void;
  onSetUp: () => void;
  /** Skipping is being saved. */
  busy?: boolean;
}) {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  return (
    <Modal labelledBy={titleId} describedBy={textId} onEscape={onSetUp}>
      <div className="flex flex-col items-center text-center">
        <span
          aria-hidden="true"
          className="grid size-14 place-items-center rounded-full bg-brand-100 text-brand-600 dark:bg-brand-950/70 dark:text-brand-300"
        >
          <Sparkles className="size-7" />
        </span>
        <h2
          id={titleId}
          className="mt-4 text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
        >
          {t('Welcome to CodeNest!')}
        </h2>
        <ModalText id={textId}>
          {t(
            'Your account is ready. Take a minute to set up your profile and choose how CodeNest works for you, or jump straight into your dashboard.',
          )}
        </ModalText>
      </div>
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <Button variant="secondary" onClick={onSkip} disabled={busy}>
          {t('Skip for now')}
        </Button>
        <Button onClick={onSetUp} disabled={busy}>
          {t('Set up profile')}
        </Button>
      </div>
    </Modal>
  );
}
