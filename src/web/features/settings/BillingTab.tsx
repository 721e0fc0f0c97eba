import { ArrowRight, CalendarClock, CreditCard, RotateCcw, TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { billingText } from '@content/pricing';
import {
  FREE_PRACTICE_CHALLENGES_PER_MONTH,
  monthlyPriceUsd,
  PLAN_NAMES,
  REFUND_DAYS,
  type SubscriptionRow,
  type SubscriptionStatus,
} from '@domain/billing';
import { Button, buttonClasses } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';
import { dollars } from '@web/lib/dollars';
import { useCurrentUser } from '@web/lib/account';
import type { DateFormat } from '@domain/account';
import { formatDate, useDateFormat } from '@web/lib/format-date';
import { usePlan } from '@web/lib/subscription';
import { ConfirmDialog } from '@web/components/ConfirmDialog';
import { billingErrorMessage, useSubscriptionAction } from './billing-api';
import { ErrorBox } from '@web/components/MessageBox';
import { Section } from './fields';

/** Statuses after which nothing can be changed any more: the learner is on Free. */
const ENDED: readonly SubscriptionStatus[] = ['canceled', 'incomplete_expired'];

const day = (iso: string | null, format: DateFormat | null) =>
  iso ? formatDate(iso.slice(0, 10), format) : null;

const sectionIcon = <CreditCard className="size-5" />;

/** Settings → Billing: the plan, its status and renewal, and cancel, resume or end it now. */
export function BillingTab() {
  const t = useT();
  const { subscription, loading, viaTeam } = usePlan();
  if (loading) {
    return (
      <Section
        title={t(billingText.title)}
        description={t(billingText.description)}
        icon={sectionIcon}
      >
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {t(billingText.loading)}
        </p>
      </Section>
    );
  }
  if (!subscription || ENDED.includes(subscription.subscription_status)) {
    return (
      <FreePlan ended={subscription ? PLAN_NAMES[subscription.plan] : null} viaTeam={viaTeam} />
    );
  }
  return <CurrentSubscription subscription={subscription} />;
}

function FreePlan({ ended, viaTeam }: { ended: string | null; viaTeam: boolean }) {
  const t = useT();
  return (
    <Section
      title={t(billingText.title)}
      description={t(billingText.description)}
      icon={sectionIcon}
    >
      <p className="text-lg font-semibold text-slate-900 dark:text-white">
        {t(billingText.free.title)}
      </p>
      {ended && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t('Your {{plan}} subscription has ended.', { plan: ended })}
        </p>
      )}
      <p className="mt-2 max-w-2xl text-sm text-slate-600 dark:text-slate-400">
        {t(
          'The complete C course, the basic editor, {{count}} practice challenges a month, the forum and progress tracking. Pro adds every language, unlimited challenges, debugging tools and certificates.',
          {
            count: FREE_PRACTICE_CHALLENGES_PER_MONTH,
            defaultValue_one:
              'The complete C course, the basic editor, {{count}} practice challenge a month, the forum and progress tracking. Pro adds every language, unlimited challenges, debugging tools and certificates.',
          },
        )}
      </p>
      {viaTeam && (
        <p className="mt-3 max-w-2xl rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900 dark:bg-brand-950/40 dark:text-brand-100">
          {t(billingText.viaTeam)}
        </p>
      )}
      <Link to="/pricing" className={buttonClasses('primary', 'md', 'mt-5')}>
        {t(billingText.free.seePlans)}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </Section>
  );
}

type Confirming = 'cancel' | 'cancel_now' | null;

function CurrentSubscription({ subscription }: { subscription: SubscriptionRow }) {
  const t = useT();
  const user = useCurrentUser();
  const action = useSubscriptionAction();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [error, setError] = useState<string | null>(null);
  const dateFormat = useDateFormat();

  const name = PLAN_NAMES[subscription.plan];
  const status = subscription.subscription_status;
  const trial = status === 'trialing';
  const cancelling = subscription.cancel_at_period_end === 1;
  const periodEnd = day(
    trial
      ? (subscription.trial_end ?? subscription.current_period_end)
      : subscription.current_period_end,
    dateFormat,
  );
  const dateLabel = cancelling
    ? billingText.endsLabel
    : trial
      ? billingText.trialEndsLabel
      : billingText.renewsLabel;

  const resume = async () => {
    setError(null);
    try {
      await action.mutateAsync('resume');
    } catch (caught) {
      setError(billingErrorMessage(caught));
    }
  };

  return (
    <Section
      title={t(billingText.title)}
      description={t(billingText.description)}
      icon={sectionIcon}
    >
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <Fact label={t(billingText.planLabel)}>{name}</Fact>
        <Fact label={t(billingText.statusLabel)}>
          <StatusPill status={status} />
        </Fact>
        <Fact label={t(billingText.priceLabel)}>
          {t('${{price}} a month', {
            price: dollars(
              monthlyPriceUsd(subscription.plan, user?.email ?? '') * (subscription.quantity ?? 1),
            ),
          })}
        </Fact>
        {subscription.plan === 'enterprise' && (
          <Fact label={t(billingText.seatsLabel)}>
            {subscription.quantity ?? 1}{' '}
            <Link
              to="/team?tab=seats"
              className="text-sm font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
            >
              {t(billingText.manageTeam)}
            </Link>
          </Fact>
        )}
        {periodEnd && <Fact label={t(dateLabel)}>{periodEnd}</Fact>}
      </dl>

      {status === 'past_due' && (
        <p className="mt-5 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t(billingText.pastDueNote)}
        </p>
      )}

      {cancelling && periodEnd && (
        <div className="mt-5 rounded-xl border border-brand-200 bg-brand-50 p-4 dark:border-brand-900 dark:bg-brand-950/40">
          <p className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
            <CalendarClock
              className="size-5 text-brand-700 dark:text-brand-300"
              aria-hidden="true"
            />
            {t('{{plan}} until {{date}}', { plan: name, date: periodEnd })}
          </p>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {t(
              'Your subscription will not renew. You keep every {{plan}} feature until {{date}}, then your account moves to Free. Changed your mind? Resume it before then.',
              { plan: name, date: periodEnd },
            )}
          </p>
        </div>
      )}

      {error && <ErrorBox className="mt-5">{error}</ErrorBox>}

      <div className="mt-6 flex flex-wrap items-center gap-3">
        {cancelling ? (
          <Button onClick={resume} disabled={action.isPending}>
            <RotateCcw className="size-4" aria-hidden="true" />
            {action.isPending ? t(billingText.resuming) : t(billingText.resume)}
          </Button>
        ) : (
          <Button
            variant="secondary"
            onClick={() => {
              setError(null);
              setConfirming('cancel');
            }}
            disabled={action.isPending}
          >
            {t(billingText.cancel)}
          </Button>
        )}
        <Link
          to="/pricing"
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
        >
          {t(billingText.comparePlans)}
        </Link>
      </div>

      <div className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-800">
        <button
          type="button"
          onClick={() => {
            setError(null);
            setConfirming('cancel_now');
          }}
          disabled={action.isPending}
          className="rounded text-sm font-medium text-red-700 underline-offset-2 hover:underline disabled:opacity-60 dark:text-red-300"
        >
          {t(billingText.endNow)}
        </button>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {t(billingText.endNowHint)}
        </p>
      </div>

      {confirming === 'cancel' && (
        <ConfirmDialog
          title={t('Cancel {{plan}}?', { plan: name })}
          text={
            periodEnd
              ? t(
                  '{{plan}} will not renew. You keep it until {{date}} and can resume at any time before then.',
                  { plan: name, date: periodEnd },
                )
              : t(
                  '{{plan}} will not renew. You keep it until the end of the period and can resume at any time before then.',
                  { plan: name },
                )
          }
          keepLabel={t('Keep {{plan}}', { plan: name })}
          confirmLabel={t(billingText.confirmCancel.confirm)}
          busyLabel={t(billingText.confirmCancel.busy)}
          onConfirm={() => action.mutateAsync('cancel')}
          errorMessage={billingErrorMessage}
          onClose={() => setConfirming(null)}
        />
      )}
      {confirming === 'cancel_now' && (
        <ConfirmDialog
          danger
          title={t('End {{plan}} now?', { plan: name })}
          text={t(
            'Your {{plan}} features stop right away and your account goes back to Free. Your progress, points and achievements stay. New subscribers within {{count}} days of their first payment can ask us for a refund through the contact form.',
            {
              plan: name,
              count: REFUND_DAYS,
              defaultValue_one:
                'Your {{plan}} features stop right away and your account goes back to Free. Your progress, points and achievements stay. New subscribers within {{count}} day of their first payment can ask us for a refund through the contact form.',
            },
          )}
          keepLabel={t('Keep {{plan}}', { plan: name })}
          confirmLabel={t(billingText.confirmEndNow.confirm)}
          busyLabel={t(billingText.confirmEndNow.busy)}
          onConfirm={() => action.mutateAsync('cancel_now')}
          errorMessage={billingErrorMessage}
          onClose={() => setConfirming(null)}
        />
      )}
    </Section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-800/60">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {label}
      </dt>
      <dd className="mt-1 font-semibold text-slate-900 dark:text-white">{children}</dd>
    </div>
  );
}

const statusTones: Partial<Record<SubscriptionStatus, string>> = {
  trialing: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  active: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  past_due: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  unpaid: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
};

function StatusPill({ status }: { status: SubscriptionStatus }) {
  const t = useT();
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ${
        statusTones[status] ?? 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100'
      }`}
    >
      {t(billingText.statuses[status])}
    </span>
  );
}
