import { UserPlus } from 'lucide-react';
import { signUpToSubscribe } from '@content/pricing';
import { Button } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';
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
  const t = useT();
  return (
    <PlanDialog
      icon={UserPlus}
      tone="brand"
      title={t(signUpToSubscribe.title)}
      text={t(
        '{{plan}} is linked to your CodeNest account, so your progress, certificates and billing stay in one place. Create a free account first, or sign in if you already have one; then choose {{plan}} again to subscribe.',
        { plan: planName },
      )}
      onClose={onClose}
    >
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <Button onClick={onCreateAccount}>{t(signUpToSubscribe.create)}</Button>
        <Button variant="secondary" onClick={onSignIn}>
          {t(signUpToSubscribe.signIn)}
        </Button>
      </div>
      <Button variant="ghost" className="mt-3 w-full" onClick={onClose}>
        {t(signUpToSubscribe.close)}
      </Button>
    </PlanDialog>
  );
}
