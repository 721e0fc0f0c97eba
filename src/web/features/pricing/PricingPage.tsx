import { ArrowRight, CalendarDays, LoaderCircle, Settings } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { pages } from '@domain/routes';
import { pricingPlans, pricingText, type PricingPlan } from '@content/pricing';
import {
  PLAN_NAMES,
  TRIAL_USED_CTA,
  TRIAL_USED_NOTE,
  hasTrial,
  type PaidPlanId,
  type PlanId,
} from '@domain/billing';
import { DEFAULT_SEATS, MAX_SEATS, MIN_SEATS } from '@domain/teams';
import { PageHeader } from '@web/components/PageHeader';
import { Button, buttonClasses } from '@web/components/ui/Button';
import { Trans } from '@web/i18n/Trans';
import { formatNumber, useT } from '@web/i18n/translate';
import { useCurrentUser } from '@web/lib/account';
import { useAuthDialog } from '@web/lib/auth-dialog';
import { usePageMeta } from '@web/lib/page-meta';
import { useSession } from '@web/lib/session';
import { usePlan } from '@web/lib/subscription';
import { dollars } from '@web/lib/dollars';
import { FreeTierModal } from './FreeTierModal';
import { PlanCard } from './PlanCard';
import { PricingAssurances } from './PricingAssurances';
import { PricingFaq } from './PricingFaq';
import { SignUpToSubscribeModal } from './SignUpToSubscribeModal';
import { useCheckout, type CheckoutFailure } from './use-checkout';
import { useTrialUsed } from './use-trial-used';

// The demo form (and the validation it brings) loads when a visitor asks for a demo.
const EnterpriseDemoModal = lazy(async () => ({
  default: (await import('./EnterpriseDemoModal')).EnterpriseDemoModal,
}));

type OpenDialog =
  { kind: 'sign-up'; plan: PaidPlanId } | { kind: 'free' } | { kind: 'demo' } | null;

const freePlan = pricingPlans.find((plan) => plan.id === 'free')!;

/** The /pricing route: the three plans, what they include, the guarantees and the FAQ. */
export function PricingPage() {
  const { title, description } = pages.pricing;
  usePageMeta(title, description);
  const user = useCurrentUser();
  const { ready } = useSession();
  const { plan: currentPlan, loading } = usePlan();
  const trial = useTrialUsed();
  const authDialog = useAuthDialog();
  const checkout = useCheckout();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [seats, setSeats] = useState(String(DEFAULT_SEATS));

  const signedIn = user !== null;
  /** The plan shown as current: only a signed-in learner's, once it is known. */
  const current: PlanId | null = ready && signedIn && !loading ? currentPlan : null;
  // A learner who has had their trial is billed at once: their cards say so.
  const trialUsed = signedIn && trial.trialUsed;
  const close = () => setDialog(null);

  const choose = (plan: PlanId) => {
    if (plan === 'free') {
      if (signedIn) setDialog({ kind: 'free' });
      else authDialog.open('signup');
      return;
    }
    if (!signedIn) setDialog({ kind: 'sign-up', plan });
    else if (plan !== 'enterprise') void checkout.start(plan);
    else {
      const count = seatCount(seats);
      if (count !== null) void checkout.start(plan, count);
    }
  };

  return (
    <>
      <PageHeader title={title} description={description} />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-14 sm:px-6 sm:py-16 lg:px-8">
        <div className="grid gap-8 lg:grid-cols-3 lg:gap-6 xl:gap-8">
          {pricingPlans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={trialUsed ? withoutTrial(plan) : plan}
              current={current === plan.id}
              actions={
                <PlanActions
                  plan={trialUsed ? withoutTrial(plan) : plan}
                  signedIn={signedIn}
                  current={current}
                  // Until the session is read, nobody knows whether to sign up or subscribe, nor,
                  // for a plan with a trial, on what terms until the learner's trial is known.
                  planLoading={
                    !ready ||
                    (signedIn &&
                      (current === null ||
                        (plan.id !== 'free' && hasTrial(plan.id) && trial.loading)))
                  }
                  pending={checkout.pending}
                  failure={checkout.failure}
                  onChoose={() => choose(plan.id)}
                  onBookDemo={() => setDialog({ kind: 'demo' })}
                  seats={seats}
                  onSeats={setSeats}
                />
              }
            />
          ))}
        </div>
        <PricingAssurances />
        <PricingFaq />
      </div>

      {dialog?.kind === 'sign-up' && (
        <SignUpToSubscribeModal
          planName={PLAN_NAMES[dialog.plan]}
          onCreateAccount={() => {
            close();
            authDialog.open('signup', { returnTo: '/pricing' });
          }}
          onSignIn={() => {
            close();
            authDialog.open('login', { returnTo: '/pricing' });
          }}
          onClose={close}
        />
      )}
      {dialog?.kind === 'free' && <FreeTierModal features={freePlan.features} onClose={close} />}
      {dialog?.kind === 'demo' && (
        <Suspense>
          <EnterpriseDemoModal onClose={close} />
        </Suspense>
      )}
    </>
  );
}

/**
 * A card's buttons. Visitors are asked to sign up; a learner subscribes, or manages the plan
 * they are on in Settings; a plan contained in the learner's own is marked as included.
 */
function PlanActions({
  plan,
  signedIn,
  current,
  planLoading,
  pending,
  failure,
  onChoose,
  onBookDemo,
  seats,
  onSeats,
}: {
  plan: PricingPlan;
  signedIn: boolean;
  current: PlanId | null;
  planLoading: boolean;
  pending: PaidPlanId | null;
  failure: CheckoutFailure | null;
  onChoose: () => void;
  onBookDemo: () => void;
  /** Enterprise: the seats the checkout buys, as typed. */
  seats: string;
  onSeats: (seats: string) => void;
}) {
  const t = useT();
  const primary = plan.highlight !== undefined;
  const wide = 'w-full';
  const demo = plan.id === 'enterprise' && current !== 'enterprise' && (
    <Button variant="secondary" size="lg" className={wide} onClick={onBookDemo}>
      <CalendarDays className="size-4" aria-hidden="true" />
      {t(pricingText.bookDemo)}
    </Button>
  );

  if (current !== null && current === plan.id && plan.id !== 'free') {
    return (
      <Link to={pricingText.billingSettingsPath} className={buttonClasses('secondary', 'lg', wide)}>
        <Settings className="size-4" aria-hidden="true" />
        {t(pricingText.manageInSettings)}
      </Link>
    );
  }

  if (current !== null && includes(current, plan.id)) {
    return (
      <Button variant="secondary" size="lg" className={wide} disabled>
        {t('Included in {{plan}}', { plan: PLAN_NAMES[current] })}
      </Button>
    );
  }

  if (current !== null && current !== 'free') {
    // A higher paid plan while on a paid one: one subscription at a time.
    return (
      <>
        {demo}
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <Trans
            text="You're on {{plan}}. To switch, book a demo and we will move you over, or end {{plan}} first in <link>Settings → Billing</link>."
            values={{ plan: PLAN_NAMES[current] }}
            parts={{
              link: (label) => (
                <Link
                  to={pricingText.billingSettingsPath}
                  className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
                >
                  {label}
                </Link>
              ),
            }}
          />
        </p>
      </>
    );
  }

  if (plan.id === 'free') {
    return (
      <Button
        variant="secondary"
        size="lg"
        className={wide}
        disabled={planLoading}
        onClick={onChoose}
      >
        {signedIn ? t(pricingText.continueFree) : t(plan.cta)}
      </Button>
    );
  }

  const busy = pending === plan.id;
  const problem = failure?.plan === plan.id ? failure.message : null;
  return (
    <>
      {plan.id === 'enterprise' && signedIn && (
        <SeatsField seats={seats} onSeats={onSeats} price={plan.price} />
      )}
      <Button
        variant={primary ? 'primary' : 'secondary'}
        size="lg"
        className={wide}
        disabled={
          pending !== null || planLoading || (plan.id === 'enterprise' && seatCount(seats) === null)
        }
        onClick={onChoose}
      >
        {busy && (
          <LoaderCircle
            className="size-4 animate-spin motion-reduce:animate-none"
            aria-hidden="true"
          />
        )}
        {busy ? t(pricingText.processing) : t(plan.cta)}
        {!busy && <ArrowRight className="size-4" aria-hidden="true" />}
      </Button>
      {problem && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700 dark:border-red-900 dark:bg-red-950/50 dark:text-red-300"
        >
          {t(problem)} {t(pricingText.checkoutFailedHint)}
        </p>
      )}
      {demo}
    </>
  );
}

/** Enterprise's seats: everyone in the team but its owner takes one; the total updates as it changes. */
function SeatsField({
  seats,
  onSeats,
  price,
}: {
  seats: string;
  onSeats: (seats: string) => void;
  price: number;
}) {
  const t = useT();
  const id = useId();
  const count = seatCount(seats);
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
      <label htmlFor={id} className="font-medium text-slate-900 dark:text-white">
        {t(pricingText.seatsLabel)}
      </label>
      <div className="mt-1.5 flex items-center gap-3">
        <input
          id={id}
          type="number"
          min={MIN_SEATS}
          max={MAX_SEATS}
          value={seats}
          aria-describedby={`${id}-total`}
          aria-invalid={count === null}
          onChange={(event) => onSeats(event.target.value)}
          className="min-h-11 w-24 rounded-lg border border-slate-300 bg-white px-3 text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:scheme-dark"
        />
        <span
          id={`${id}-total`}
          className={
            count === null ? 'text-red-700 dark:text-red-300' : 'text-slate-700 dark:text-slate-300'
          }
        >
          {count === null
            ? t(pricingText.seatsInvalid)
            : t(
                '{{seats}} × ${{price}} = ${{total}} per month. Everyone in the team but you takes a seat; change it any time from /team.',
                {
                  seats: formatNumber(count, { useGrouping: false }),
                  price: dollars(price),
                  total: dollars(count * price),
                },
              )}
        </span>
      </div>
    </div>
  );
}

/** The seats typed, when they are a whole number the checkout sells. */
function seatCount(text: string): number | null {
  const seats = Number(text);
  return Number.isInteger(seats) && seats >= MIN_SEATS && seats <= MAX_SEATS ? seats : null;
}

/** A plan's card for a learner who has had the free trial: subscribing bills at once. */
function withoutTrial(plan: PricingPlan): PricingPlan {
  if (plan.id === 'free' || !hasTrial(plan.id)) return plan;
  return { ...plan, cta: TRIAL_USED_CTA, note: TRIAL_USED_NOTE };
}

const rank: Record<PlanId, number> = { free: 0, pro: 1, enterprise: 2 };

/** A lower plan is contained in a higher one (Pro has everything in Free, and so on). */
function includes(current: PlanId, plan: PlanId): boolean {
  return rank[current] > rank[plan];
}
