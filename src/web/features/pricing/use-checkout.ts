import { useEffect, useState } from 'react';
import { CHECKOUT_ALERT, CHECKOUT_FAILED, type PaidPlanId } from '@domain/billing';
import { useT } from '@web/i18n/translate';
import { CheckoutError, createCheckout } from './checkout';

export interface CheckoutFailure {
  plan: PaidPlanId;
  /** The server's sentence, shown under the plan's button. */
  message: string;
}

/**
 * SPEC §4 checkout button: idle, 'Processing...' (the plan in `pending`), then the browser goes
 * to the payment page. A failure alerts (SPEC §8) and keeps the server's reason for the card.
 */
export function useCheckout() {
  const t = useT();
  const [pending, setPending] = useState<PaidPlanId | null>(null);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);

  // Back from the payment page through the browser's cache: the button is idle again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = async (plan: PaidPlanId, seats?: number) => {
    if (pending) return;
    setPending(plan);
    setFailure(null);
    let url: string;
    try {
      url = await createCheckout(plan, seats);
    } catch (caught) {
      setPending(null);
      setFailure({
        plan,
        message:
          caught instanceof CheckoutError && caught.message ? caught.message : CHECKOUT_FAILED,
      });
      window.alert(t(CHECKOUT_ALERT));
      return;
    }
    window.location.assign(url);
  };

  return { pending, failure, start };
}
