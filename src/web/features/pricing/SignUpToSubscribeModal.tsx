import { UserPlus } from 'lucide-react';
import { signUpToSubscribe } from '@content/pricing';
import { Button } from '@web/components/ui/Button';
import { PlanDialog } from './PlanDialog';

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
  return (
    <PlanDialog
      icon={UserPlus}
      tone="brand"
      title={signUpToSubscribe.title}
      text={signUpToSubscribe.text(planName)}
      onClose={onClose}
    >
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <Button onClick={onCreateAccount}>{signUpToSubscribe.create}</Button>
        <Button variant="secondary" onClick={onSignIn}>
          {signUpToSubscribe.signIn}
        </Button>
      </div>
      <Button variant="ghost" className="mt-3 w-full" onClick={onClose}>
        {signUpToSubscribe.close}
      </Button>
    </PlanDialog>
  );
}
