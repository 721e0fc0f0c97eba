import { ArrowRight, Check, PartyPopper } from 'lucide-react';
import { useEffect, useEffectEvent, useId } from 'react';
import { Link } from 'react-router';
import { freeTierConfirmation } from '../../../../content/pricing';
import { FREE_TIER_CONFIRMATION_MS } from '../../../domain/billing';
import { Modal } from '../../components/Modal';
import { Button, buttonClasses } from '../../components/ui/Button';

/** SPEC §4: a signed-in learner chose Free; the confirmation closes itself after 3 seconds. */
export function FreeTierModal({ features, onClose }: { features: string[]; onClose: () => void }) {
  const titleId = useId();
  const textId = useId();
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    const timer = window.setTimeout(() => close(), FREE_TIER_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <Modal labelledBy={titleId} describedBy={textId} onEscape={onClose} onBackdrop={onClose}>
      <span
        aria-hidden="true"
        className="grid size-12 place-items-center rounded-full bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300"
      >
        <PartyPopper className="size-6" />
      </span>
      <h2
        id={titleId}
        className="mt-4 text-xl font-bold tracking-tight text-slate-900 dark:text-white"
      >
        {freeTierConfirmation.title}
      </h2>
      <p id={textId} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {freeTierConfirmation.text}
      </p>
      <ul className="mt-4 space-y-2 text-sm text-slate-700 dark:text-slate-300">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Check
              className="mt-0.5 size-4 shrink-0 text-green-600 dark:text-green-400"
              aria-hidden="true"
            />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <Link to="/learn/c" className={buttonClasses('primary')} onClick={onClose}>
          {freeTierConfirmation.start}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
        <Button variant="secondary" onClick={onClose}>
          {freeTierConfirmation.close}
        </Button>
      </div>
    </Modal>
  );
}
