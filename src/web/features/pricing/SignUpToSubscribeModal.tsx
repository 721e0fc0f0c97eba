import { UserPlus } from 'lucide-react';
import { useId } from 'react';
import { signUpToSubscribe } from '../../../../content/pricing';
import { Modal } from '../../components/Modal';
import { Button } from '../../components/ui/Button';

/** SPEC §2: a visitor chose a paid plan; an account comes first. */
export function SignUpToSubscribeModal({
  planName,
  onCreateAccount,
  onSignIn,
  onClose,
}: {
  planName: string;
  onCreateAccount: () => void;
  onSignIn: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <Modal labelledBy={titleId} describedBy={textId} onEscape={onClose} onBackdrop={onClose}>
      <span
        aria-hidden="true"
        className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-300"
      >
        <UserPlus className="size-6" />
      </span>
      <h2
        id={titleId}
        className="mt-4 text-xl font-bold tracking-tight text-slate-900 dark:text-white"
      >
        {signUpToSubscribe.title}
      </h2>
      <p id={textId} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {signUpToSubscribe.text(planName)}
      </p>
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <Button onClick={onCreateAccount}>{signUpToSubscribe.create}</Button>
        <Button variant="secondary" onClick={onSignIn}>
          {signUpToSubscribe.signIn}
        </Button>
      </div>
      <Button variant="ghost" className="mt-3 w-full" onClick={onClose}>
        {signUpToSubscribe.close}
      </Button>
    </Modal>
  );
}
