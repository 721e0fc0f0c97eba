import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ArrowRight,
  CircleCheck,
  Clock,
  House,
  LayoutDashboard,
  LifeBuoy,
  LoaderCircle,
  Sparkles,
  Users,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { pages } from '@domain/routes';
import { billingText, pricingText, successText } from '@content/pricing';
import { PLAN_NAMES, PLAN_PRICES_USD, PRO_TRIAL_DAYS, type SubscriptionRow } from '@domain/billing';
import { buttonClasses } from '@web/components/ui/Button';
import { Trans } from '@web/i18n/Trans';
import { useT, type Translate } from '@web/i18n/translate';
import { useCurrentUser } from '@web/lib/account';
import type { DateFormat } from '@domain/account';
import { formatDate, useDateFormat } from '@web/lib/format-date';
import { usePageMeta } from '@web/lib/page-meta';
import { useSession } from '@web/lib/session';
import { useSiteIdentity } from '@web/lib/site-identity';
import {
  fetchSubscription,
  invalidateSubscription,
  subscriptionKeys,
  usePlan,
} from '@web/lib/subscription';
import { getSupabase } from '@web/lib/supabase';
import { dollars } from '@web/lib/dollars';

/** How often, and for how long, the page asks again while the subscription is being confirmed. */
export const CONFIRM_POLL_MS = 2000;
export const CONFIRM_GIVE_UP_MS = 20_000;

const day = (iso: string | null, format: DateFormat | null) =>
  iso ? formatDate(iso.slice(0, 10), format) : null;

/**
 * What the learner's subscription rows say after a checkout: a paid plan, a trial (no
 * payment), still being confirmed, or not confirmed (no row, or a row that gives no plan).
 */
type Outcome =
  | { kind: 'paid' | 'trial'; subscription: SubscriptionRow }
  | { kind: 'checking' }
  | { kind: 'unconfirmed'; subscription: SubscriptionRow | null };

/**
 * The /success route (SPEC §2): what the checkout did for this learner, as the server's
 * subscription rows say ("Payment successful" only for a paid plan). A visitor has nothing to
 * see here and goes to /pricing.
 */
export function SuccessPage() {
  const user = useCurrentUser();
  const { ready } = useSession();
  if (ready && !user) return <Navigate to="/pricing" replace />;
  if (!ready || !user) return <SuccessView outcome={{ kind: 'checking' }} />;
  return <LearnerSuccess userId={user.id} />;
}

/**
 * Reads the subscription again on arrival and every few seconds until it shows Pro (or
 * Enterprise); after about 20 seconds it stops and says what the rows show.
 */
function LearnerSuccess({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const { isPro, subscription, loading } = usePlan();
  const [gaveUp, setGaveUp] = useState(false);
  const polling = !isPro && !gaveUp;

  useEffect(() => {
    void invalidateSubscription(queryClient, userId);
  }, [queryClient, userId]);

  useEffect(() => {
    const timer = window.setTimeout(() => setGaveUp(true), CONFIRM_GIVE_UP_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useQuery({
    queryKey: subscriptionKeys.of(userId),
    queryFn: fetchSubscription,
    enabled: polling && getSupabase() !== null,
    refetchInterval: polling ? CONFIRM_POLL_MS : false,
  });

  const outcome: Outcome =
    isPro && subscription
      ? {
          kind: subscription.subscription_status === 'trialing' ? 'trial' : 'paid',
          subscription,
        }
      : gaveUp && !loading
        ? { kind: 'unconfirmed', subscription }
        : { kind: 'checking' };
  return <SuccessView outcome={outcome} />;
}

/** The page's English title, and its heading and lead in the interface's language. */
function headingOf(
  outcome: Outcome,
  t: Translate,
): { pageTitle: string; title: string; lead: string } {
  switch (outcome.kind) {
    case 'trial': {
      const name = PLAN_NAMES[outcome.subscription.plan];
      return {
        pageTitle: successText.trial.pageTitle,
        title: t('Your {{days}}-day {{plan}} trial has started', {
          days: PRO_TRIAL_DAYS,
          plan: name,
        }),
        lead: t(
          'No payment was taken today. Every {{plan}} feature is yours now; you can manage your trial at any time in Settings → Billing.',
          { plan: name },
        ),
      };
    }
    case 'paid':
    case 'checking':
    case 'unconfirmed': {
      const { pageTitle, title, lead } = successText[outcome.kind];
      return { pageTitle, title: t(title), lead: t(lead) };
    }
  }
}

function SuccessView({ outcome }: { outcome: Outcome }) {
  const t = useT();
  const { pageTitle, title, lead } = headingOf(outcome, t);
  usePageMeta(pageTitle, pages.success.description);
  const done = outcome.kind === 'paid' || outcome.kind === 'trial';
  const Icon = done ? CircleCheck : outcome.kind === 'checking' ? LoaderCircle : Clock;
  return (
    <div
      className={
        done
          ? 'bg-gradient-to-b from-green-50/70 to-white dark:from-green-950/30 dark:to-slate-950'
          : 'bg-gradient-to-b from-slate-50 to-white dark:from-slate-900/60 dark:to-slate-950'
      }
    >
      <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6 sm:py-20">
        <span
          aria-hidden="true"
          className={`mx-auto grid size-16 place-items-center rounded-full ${
            done
              ? 'bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300'
              : 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300'
          }`}
        >
          <Icon
            className={`size-9 ${outcome.kind === 'checking' ? 'animate-spin motion-reduce:animate-none' : ''}`}
          />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {title}
        </h1>
        <p className="mx-auto mt-3 max-w-2xl text-base text-slate-600 sm:text-lg dark:text-slate-300">
          {lead}
        </p>
        <div className="mt-8">
          <OutcomeDetails outcome={outcome} />
        </div>
        <NextSteps
          enterprise={
            (outcome.kind === 'paid' || outcome.kind === 'trial') &&
            outcome.subscription.plan === 'enterprise'
          }
        />
      </div>
    </div>
  );
}

function OutcomeDetails({ outcome }: { outcome: Outcome }) {
  switch (outcome.kind) {
    case 'paid':
    case 'trial':
      return <SubscriptionConfirmed subscription={outcome.subscription} />;
    case 'checking':
      return <Confirming />;
    case 'unconfirmed':
      return <NotConfirmed subscription={outcome.subscription} />;
  }
}

/** "Settings → Billing", as a link, inside a sentence. */
const billingLink = (label: string) => (
  <Link to={pricingText.billingSettingsPath} className="font-semibold underline underline-offset-2">
    {label}
  </Link>
);

function NotConfirmed({ subscription }: { subscription: SubscriptionRow | null }) {
  const t = useT();
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-left text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <Clock className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      {subscription ? (
        <p>
          <Trans
            text="Your {{plan}} subscription is {{status}}: see what to do in <link>Settings → Billing</link>."
            values={{
              plan: PLAN_NAMES[subscription.plan],
              status: t(billingText.statuses[subscription.subscription_status]).toLowerCase(),
            }}
            parts={{ link: billingLink }}
          />
        </p>
      ) : (
        <p>
          <Trans
            text="If you completed the checkout, confirming it can take a minute: check <link>Settings → Billing</link> in a little while. If you left the checkout before paying, nothing was charged."
            parts={{ link: billingLink }}
          />
        </p>
      )}
    </div>
  );
}

function Confirming() {
  const t = useT();
  return (
    <p
      role="status"
      className="inline-flex items-center gap-2 rounded-full bg-slate-100 px-4 py-2 text-sm font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200"
    >
      <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      {t(successText.confirming)}
    </p>
  );
}

function SubscriptionConfirmed({ subscription }: { subscription: SubscriptionRow }) {
  const t = useT();
  const dateFormat = useDateFormat();
  const name = PLAN_NAMES[subscription.plan];
  const trialEnd =
    subscription.subscription_status === 'trialing'
      ? day(subscription.trial_end ?? subscription.current_period_end, dateFormat)
      : null;
  const renewal = day(subscription.current_period_end, dateFormat);
  return (
    <div
      role="status"
      className="rounded-2xl border border-brand-200 bg-white p-6 shadow-sm dark:border-brand-900 dark:bg-slate-900"
    >
      <p className="flex flex-col items-center justify-center gap-2 text-xl font-bold text-slate-900 sm:flex-row dark:text-white">
        <Sparkles className="size-5 text-brand-600 dark:text-brand-300" aria-hidden="true" />
        {trialEnd
          ? t('Your {{plan}} trial runs until {{date}}', { plan: name, date: trialEnd })
          : t("You're on {{plan}}", { plan: name })}
      </p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {trialEnd
          ? t('After the trial, ${{price}} a month. Cancel anytime in Settings.', {
              price: dollars(PLAN_PRICES_USD[subscription.plan]),
            })
          : renewal
            ? t('Renews on {{date}}.', { date: renewal })
            : null}
      </p>
    </div>
  );
}

function NextSteps({ enterprise }: { enterprise: boolean }) {
  const t = useT();
  const link = 'w-full whitespace-nowrap sm:w-auto';
  const { supportEmail } = useSiteIdentity();
  const textLink = 'font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300';
  return (
    <section aria-labelledby="success-next" className="mt-12">
      <h2 id="success-next" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t(successText.nextTitle)}
      </h2>
      <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
        {enterprise && (
          <Link to="/team?tab=seats" className={buttonClasses('primary', 'lg', link)}>
            <Users className="size-5" aria-hidden="true" />
            {t(successText.team)}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        )}
        <Link
          to="/dashboard"
          className={buttonClasses(enterprise ? 'secondary' : 'primary', 'lg', link)}
        >
          <LayoutDashboard className="size-5" aria-hidden="true" />
          {t(successText.dashboard)}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
        <Link to="/" className={buttonClasses('secondary', 'lg', link)}>
          <House className="size-5" aria-hidden="true" />
          {t(successText.home)}
        </Link>
        <Link to="/help" className={buttonClasses('secondary', 'lg', link)}>
          <LifeBuoy className="size-5" aria-hidden="true" />
          {t(successText.help)}
        </Link>
      </div>
      <p className="mt-8 text-sm text-slate-600 dark:text-slate-400">
        {supportEmail ? (
          <Trans
            text="Questions about your subscription? Write to <link>{{email}}</link>"
            values={{ email: supportEmail }}
            parts={{
              link: (email) => (
                <a href={`mailto:${supportEmail}`} className={textLink}>
                  {email}
                </a>
              ),
            }}
          />
        ) : (
          <Trans
            text="Questions about your subscription? Send us a message through the <link>contact form</link>."
            parts={{
              link: (label) => (
                <Link to="/contact" className={textLink}>
                  {label}
                </Link>
              ),
            }}
          />
        )}
      </p>
    </section>
  );
}
