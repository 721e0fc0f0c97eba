import type { SubscriptionRow } from './billing-api';
import { PRACTICE_ID } from './challenge-rules';

/**
 * Plans and subscriptions (SPEC §3, §6, §9): the plan catalogue and what counts as Pro. The
 * billing calls' requests and answers are in billing-api.ts, so pages that show plans load no
 * zod (the answers' types are re-exported here).
 */
export type { CheckoutAnswer, SubscriptionAnswer, SubscriptionRow } from './billing-api';

export const planIds = ['free', 'pro', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];
export type PaidPlanId = Exclude<PlanId, 'free'>;

/** Our own price ids; with Stripe configured they map to STRIPE_PRICE_PRO / _ENTERPRISE. */
export const PRICE_IDS: Record<PaidPlanId, string> = {
  pro: 'price_codenest_pro_monthly',
  enterprise: 'price_codenest_enterprise_monthly',
};

/** SPEC §9. */
export const PLAN_PRICES_USD: Record<PlanId, number> = { free: 0, pro: 19, enterprise: 99 };
export const PRO_TRIAL_DAYS = 14;
export const STUDENT_DISCOUNT_PERCENT = 50;
export const STUDENT_EMAIL_SUFFIX = '.edu';
export const REFUND_DAYS = 14;
export const REFUND_PROCESSING = '5-10 business days';
export const FREE_PRACTICE_CHALLENGES_PER_MONTH = 5;
export const FREE_TIER_CONFIRMATION_MS = 3000;

/** A student address gets the student discount on Pro. */
export function isStudentEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(STUDENT_EMAIL_SUFFIX);
}

/** Stripe's subscription statuses. */
export const subscriptionStatuses = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** SPEC §3 (with the trial): 'active' or 'trialing' means Pro; anything else, or nothing, Free. */
export function isProStatus(status: string | null | undefined): boolean {
  return status === 'active' || status === 'trialing';
}

/** The plan a subscription row gives its owner (SPEC §8: a read error counts as Free). */
export function planOf(row: Pick<SubscriptionRow, 'plan' | 'subscription_status'> | null): PlanId {
  return row && isProStatus(row.subscription_status) ? row.plan : 'free';
}

export const CHECKOUT_FAILED = 'Failed to create checkout session';
export const CHECKOUT_ALERT = 'Failed to start checkout process. Please try again.';

/** Server refusals of Pro features (403 `pro_required`), shown the same way by the web app. */
export const PRO_REQUIRED_CODE = 'pro_required';
export const DEBUG_NEEDS_PRO =
  'Debug runs are part of Pro: they find memory errors and undefined behaviour with the sanitizers. See the plans at /pricing.';
export const TRACE_NEEDS_PRO =
  "Visualizing your own programs is part of Pro. The lessons' examples, as they are, can be visualized on every plan. See the plans at /pricing.";
export const COURSE_NEEDS_PRO = (courseName: string) =>
  `The ${courseName} course is part of Pro. See the plans at /pricing.`;
export const practiceLimitReached = (used: number) =>
  `The Free plan includes ${FREE_PRACTICE_CHALLENGES_PER_MONTH} practice challenges a month, and you have completed ${used} this month. Upgrade to Pro at /pricing for unlimited challenges, or come back next month.`;

/*
 * Where Pro is enforced, in one place for the server and the web app: debug runs, the Free
 * plan's practice challenges a month, and the Pro courses of the catalogue.
 */

/** Pro and Enterprise come with every Pro feature; Free with none of them. */
export function hasProPlan(plan: PlanId): boolean {
  return plan !== 'free';
}

/** A debug run (the sanitizers) is for Pro and Enterprise only; a plain run is for everyone. */
export function debugRunAllowed(plan: PlanId): boolean {
  return hasProPlan(plan);
}

/**
 * Tracing (the visualizer) any program is Pro; everyone may trace a lesson's example as the
 * lesson gives it (`isLessonExample`), so a visitor sees what Pro gives.
 */
export function traceAllowed(plan: PlanId, isLessonExample: boolean): boolean {
  return isLessonExample || hasProPlan(plan);
}

/** The calendar month (YYYY-MM) of a local day (YYYY-MM-DD) in the learner's own time zone. */
export function monthOfDay(day: string): string {
  return day.slice(0, 7);
}

/**
 * The distinct practice challenges (practice-NNN) completed in a month, from completions that
 * carry the learner's local day. The daily built-ins never count.
 */
export function practiceChallengesInMonth(
  completions: readonly { challenge_id: string; day: string }[],
  month: string,
): number {
  return new Set(
    completions
      .filter((row) => PRACTICE_ID.test(row.challenge_id) && monthOfDay(row.day) === month)
      .map((row) => row.challenge_id),
  ).size;
}

/** Practice challenges the plan still allows this month: null means unlimited (Pro, Enterprise). */
export function practiceChallengesLeft(plan: PlanId, used: number): number | null {
  if (hasProPlan(plan)) return null;
  return Math.max(0, FREE_PRACTICE_CHALLENGES_PER_MONTH - used);
}

/**
 * Whether completing a practice challenge is refused: a Free learner past the month's limit,
 * unless the challenge was completed before (a repeat records nothing new and never counts).
 */
export function practiceLimitBlocks(
  plan: PlanId,
  used: number,
  challenge: { id: string; alreadyCompleted: boolean },
): boolean {
  if (!PRACTICE_ID.test(challenge.id) || challenge.alreadyCompleted) return false;
  return practiceChallengesLeft(plan, used) === 0;
}

/** "3 of 5 practice challenges left this month". */
export function practiceChallengesLeftText(left: number): string {
  return `${left} of ${FREE_PRACTICE_CHALLENGES_PER_MONTH} practice challenges left this month`;
}

/**
 * A course is free only when the catalogue prices it Free: a Pro course, or one the catalogue
 * does not list, needs Pro.
 */
export function courseRequiresPro(catalogueEntry: { price: 'Free' | 'Pro' } | undefined): boolean {
  return catalogueEntry?.price !== 'Free';
}

/** The plan one of our price ids (PRICE_IDS) sells, if any. */
export function planOfPriceId(priceId: string): PaidPlanId | undefined {
  return (Object.keys(PRICE_IDS) as PaidPlanId[]).find((plan) => PRICE_IDS[plan] === priceId);
}

/** What a plan costs a month in US dollars: the student discount halves Pro for a .edu address. */
export function monthlyPriceUsd(plan: PaidPlanId, email: string): number {
  const price = PLAN_PRICES_USD[plan];
  return plan === 'pro' && isStudentEmail(email)
    ? (price * (100 - STUDENT_DISCOUNT_PERCENT)) / 100
    : price;
}

/** Only Pro has the free trial and the student discount. */
export const hasTrial = (plan: PaidPlanId) => plan === 'pro';

/**
 * The trial days a checkout of `plan` starts with: Pro's trial, once per account. A learner who
 * has had a trial (in any state since: ended, cancelled, replaced) subscribes without one.
 */
export function checkoutTrialDays(plan: PaidPlanId, trialUsed: boolean): number {
  return hasTrial(plan) && !trialUsed ? PRO_TRIAL_DAYS : 0;
}

/** What /pricing says on Pro's card to a learner who has had their trial. */
export const TRIAL_USED_CTA = 'Subscribe to Pro';
export const TRIAL_USED_NOTE =
  'You have had your free trial, so Pro is billed from the day you subscribe. Cancel anytime.';
export const studentDiscountApplies = (plan: PaidPlanId, email: string) =>
  plan === 'pro' && isStudentEmail(email);

/** Refusals of the checkout and subscription calls (their JSON `error` and `message`). */
export const SIGN_IN_TO_SUBSCRIBE = 'Sign in to subscribe: a plan belongs to your account.';
export const ALREADY_SUBSCRIBED =
  'You are already subscribed. Manage your subscription in Settings.';
export const NO_SUBSCRIPTION = 'You have no subscription to change.';
export const SUBSCRIPTION_ENDED =
  'Your subscription has ended and cannot be resumed. Choose a plan at /pricing to subscribe again.';
export const SUBSCRIPTION_CHANGE_FAILED =
  'We could not change your subscription right now. Please try again in a moment.';

/**
 * Whether a refusal is one of the Pro messages above, so a page can add the way to /pricing to
 * a message it only has as text (the server's 403 pro_required answer).
 */
export function isProRequiredMessage(message: string): boolean {
  if (message === DEBUG_NEEDS_PRO || message === TRACE_NEEDS_PRO) return true;
  const used = /you have completed (\d+) this month/.exec(message)?.[1];
  if (used !== undefined && message === practiceLimitReached(Number(used))) return true;
  const course = /^The (.+) course is part of Pro\./.exec(message)?.[1];
  return course !== undefined && message === COURSE_NEEDS_PRO(course);
}

export const PLAN_NAMES: Record<PlanId, string> = {
  free: 'Free',
  pro: 'Pro',
  enterprise: 'Enterprise',
};
