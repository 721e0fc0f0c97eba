import { ArrowRight, Check, PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { freeTierConfirmation } from '@content/pricing';
import { FREE_TIER_CONFIRMATION_MS } from '@domain/billing';
import { Button, buttonClasses } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';
import { useAutoClose } from '@web/lib/use-auto-close';
import { PlanDialog } from './PlanDialog';

/** SPEC §4: a signed-in learner chose Free; the confirmation closes itself after 3 seconds. */
export function FreeTierModal({ features, onClose }: { features: string[]; onClose: () => void }) {
  const t = useT();
  useAutoClose(onClose, FREE_TIER_CONFIRMATION_MS);

  return (
    <PlanDialog
      icon={PartyPopper}
      tone="success"
      title={t(freeTierConfirmation.title)}
      text={t(freeTierConfirmation.text)}
      onClose={onClose}
    >
      <ul className="mt-4 space-y-2 text-sm text-slate-700 dark:text-slate-300">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Check
              className="mt-0.5 size-4 shrink-0 text-green-600 dark:text-green-400"
              aria-hidden="true"
            />
            {t(feature)}
          </li>
        ))}
      </ul>
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <Link to="/learn/c" className={buttonClasses('primary')} onClick={onClose}>
          {t(freeTierConfirmation.start)}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
        <Button variant="secondary" onClick={onClose}>
          {t(freeTierConfirmation.close)}
        </Button>
      </div>
    </PlanDialog>
  );
}
