/**
 * Everything the pricing page and the payment success page say (SPEC §2 /pricing and /success,
 * §6 plans, §9 prices, trial, student discount, refunds and support times), and the plan
 * catalogue of SPEC §3. Pro and Enterprise are monthly subscriptions (DESIGN.md).
 */
import {
  FREE_PRACTICE_CHALLENGES_PER_MONTH,
  PLAN_PRICES_USD,
  PRICE_IDS,
  PRO_TRIAL_DAYS,
  REFUND_DAYS,
  REFUND_PROCESSING,
  STUDENT_DISCOUNT_PERCENT,
  STUDENT_EMAIL_SUFFIX,
  type PaidPlanId,
  type PlanId,
} from '@domain/billing';
import { bySupport, type SiteText } from './site-text';

/** SPEC §3 plan catalogue entry: what the checkout call is made with. */
export interface PlanCatalogueEntry {
  id: PaidPlanId;
  priceId: string;
  name: string;
  description: string;
  /** Every paid plan is a monthly subscription (DESIGN.md; SPEC's catalogue said 'payment'). */
  mode: 'subscription';
}

export const planCatalogue: Record<PaidPlanId, PlanCatalogueEntry> = {
  pro: {
    id: 'pro',
    priceId: PRICE_IDS.pro,
    name: 'CodeNest Pro',
    description: 'Every language, unlimited challenges, debugging tools and certificates.',
    mode: 'subscription',
  },
  enterprise: {
    id: 'enterprise',
    priceId: PRICE_IDS.enterprise,
    name: 'CodeNest Enterprise',
    description: 'Everything in Pro for your team, with a team dashboard, SSO and API access.',
    mode: 'subscription',
  },
};

/** One card of the pricing page. */
export interface PricingPlan {
  id: PlanId;
  name: string;
  /** US dollars a month (SPEC §9). */
  price: number;
  /** Read out after the price: "per month". */
  period: string;
  /** Shown beside the price in figures: "/ month". */
  shortPeriod: string;
  description: string;
  /** SPEC §6, written for a learner; the first line of a paid plan names the plan below it. */
  features: string[];
  /** The support answer time that comes with the plan (SPEC §9). */
  support: string;
  /** The button of a visitor or of a learner who is not on this plan. */
  cta: string;
  /** A line under the price: the trial of Pro, say. */
  note?: string;
  /** The ribbon above the card. */
  highlight?: string;
}

export const pricingPlans: PricingPlan[] = [
  {
    id: 'free',
    name: 'Free',
    price: PLAN_PRICES_USD.free,
    period: 'forever',
    shortPeriod: 'forever',
    description: 'Learn C from the first line to pointers, with real compilers and instant output.',
    features: [
      'The complete C course (C only)',
      'Basic code editor',
      `${FREE_PRACTICE_CHALLENGES_PER_MONTH} practice challenges per month, plus the daily challenge`,
      'Community forum',
      'Progress tracking',
    ],
    support: 'Email support, answered within 48-72 hours',
    cta: 'Start learning free',
  },
  {
    id: 'pro',
    name: 'Pro',
    price: PLAN_PRICES_USD.pro,
    period: 'per month',
    shortPeriod: '/ month',
    description: 'For learners who want every language and the tools to go deeper.',
    features: [
      'Everything in Free',
      'All languages: C++, Rust, Go, Python and JavaScript as each course launches',
      'Unlimited practice challenges',
      'Side-by-side language comparisons',
      'Debugging tools: a visual debugger that steps through any program and draws its memory, and debug runs that find memory errors and undefined behaviour',
      'Certificates of completion',
      'Offline content to study without a connection',
      'Learning analytics on your progress',
    ],
    support: 'Priority support, answered within 24 hours',
    cta: `Start ${PRO_TRIAL_DAYS}-day free trial`,
    note: `${PRO_TRIAL_DAYS}-day free trial. Cancel anytime.`,
    highlight: 'Most popular',
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: PLAN_PRICES_USD.enterprise,
    period: 'per seat, per month',
    shortPeriod: '/ seat / month',
    description: 'For schools and companies teaching programming to a whole team.',
    features: [
      'Everything in Pro, for every member of your team',
      'Team dashboard to follow every learner, with CSV export',
      'Assignments with due dates and reminder e-mails',
      'Managers (teachers) beside the owner, invitations by e-mail or link',
      'Single sign-on (SSO) with OpenID Connect',
      'API access to progress and results',
      'Custom branding with your logo and colours',
    ],
    support: 'Priority support, answered within 24 hours',
    cta: 'Subscribe to Enterprise',
  },
];

export const pricingText = {
  seatsLabel: 'Seats for your team',
  seatsInvalid: 'Choose from 1 to 1000 seats. For more, book a demo.',
  seatsTotal: (seats: number, price: number) =>
    `${seats} × $${price} = $${seats * price} per month. Everyone in the team but you takes a seat; change it any time from /team.`,
  currentPlan: 'Current plan',
  manageInSettings: 'Manage in Settings',
  billingSettingsPath: '/settings?tab=billing',
  billingSettingsLabel: 'Settings → Billing',
  switchPlan: (current: string) =>
    `You're on ${current}. To switch, book a demo and we will move you over, or end ${current} first in`,
  processing: 'Processing...',
  bookDemo: 'Book a demo',
  continueFree: 'Continue with Free',
  includedIn: (plan: string) => `Included in ${plan}`,
  featuresLabel: (plan: string) => `What ${plan} includes`,
  priceLabel: (price: number, period: string) =>
    period === 'forever' ? `$${price}, free forever` : `$${price} ${period}`,
  checkoutFailedHint: 'Nothing was charged. Please try again in a moment.',
};

export const studentDiscount = {
  title: 'Student discount',
  text: `Students get ${STUDENT_DISCOUNT_PERCENT}% off Pro with a ${STUDENT_EMAIL_SUFFIX} e-mail address: $${(
    (PLAN_PRICES_USD.pro * (100 - STUDENT_DISCOUNT_PERCENT)) /
    100
  ).toFixed(2)} a month, applied at checkout when your account uses that address.`,
};

export const moneyBackGuarantee = {
  title: `${REFUND_DAYS}-day money-back guarantee`,
  text: `New subscribers can ask for a full refund within ${REFUND_DAYS} days of their first payment. Refunds are processed in ${REFUND_PROCESSING}.`,
};

export const supportPromise = {
  title: 'Real people answer',
  text: 'Pro and Enterprise subscribers hear back within 24 hours, Free learners within 48-72 hours.',
};

/** The modal a visitor sees on choosing Pro or Enterprise (SPEC §2: the sign-up modal). */
export const signUpToSubscribe = {
  title: 'Create an account to subscribe',
  text: (plan: string) =>
    `${plan} is linked to your CodeNest account, so your progress, certificates and billing stay in one place. Create a free account first, or sign in if you already have one; then choose ${plan} again to subscribe.`,
  create: 'Create account',
  signIn: 'Sign in',
  close: 'Not now',
};

/** SPEC §4: the confirmation a signed-in learner sees on choosing Free, closed after 3 s. */
export const freeTierConfirmation = {
  title: "You're on the Free plan",
  text: 'Nothing to pay and no time limit. Your plan includes:',
  start: 'Go to the C course',
  close: 'Close',
};

/** SPEC §5 enterprise demo form. */
export const enterpriseDemo = {
  title: 'Book an Enterprise demo',
  lead: 'Tell us about your team and we will set up a 30-minute walkthrough of the team dashboard, SSO and reporting.',
  labels: {
    firstName: 'First name',
    lastName: 'Last name',
    workEmail: 'Work email',
    company: 'Company',
    phone: 'Phone (optional)',
    teamSize: 'Team size',
    needs: 'What would you like to see? (optional)',
    marketingConsent:
      'Send me occasional news about CodeNest for teams. You can unsubscribe at any time.',
  },
  teamSizePlaceholder: 'Choose a team size',
  teamSizeLabel: (size: string) => `${size} learners`,
  submit: 'Request demo',
  sending: 'Sending...',
  cancel: 'Cancel',
  done: {
    title: 'Thank you, your request is in',
    text: 'Our team will write to you within one business day to find a time for the demo.',
    reference: (reference: string) => `Your reference: ${reference}`,
    close: 'Close',
  },
};

export interface PricingQuestion {
  id: string;
  question: string;
  /** Plain text; a blank line separates paragraphs. */
  answer: SiteText;
  /** A page that tells more. */
  link?: { label: string; to: string };
}

export const pricingFaqTitle = 'Frequently asked questions';

export const pricingFaq: PricingQuestion[] = [
  {
    id: 'pricing-trial',
    question: 'How does the free trial work?',
    answer: `Pro starts with a ${PRO_TRIAL_DAYS}-day free trial: you get every Pro feature straight away and pay nothing for ${PRO_TRIAL_DAYS} days. If you cancel before the trial ends, you are not charged. Otherwise Pro renews at $${PLAN_PRICES_USD.pro} a month.`,
  },
  {
    id: 'pricing-cancel',
    question: 'Can I cancel anytime?',
    answer:
      'Yes. Go to Settings → Billing and choose "Cancel at period end". You keep Pro until the end of the period you have paid for, and you can resume before then with one click. Nothing renews after that date.',
  },
  {
    id: 'pricing-student',
    question: 'Is there a student discount?',
    answer: bySupport(
      (address) =>
        `Yes: students get ${STUDENT_DISCOUNT_PERCENT}% off Pro with a valid ${STUDENT_EMAIL_SUFFIX} e-mail address. The discount is applied at checkout when your CodeNest account uses a ${STUDENT_EMAIL_SUFFIX} address. Signed up with another address? Write to ${address} from your ${STUDENT_EMAIL_SUFFIX} one and we will apply it.`,
      `Yes: students get ${STUDENT_DISCOUNT_PERCENT}% off Pro with a valid ${STUDENT_EMAIL_SUFFIX} e-mail address. The discount is applied at checkout when your CodeNest account uses a ${STUDENT_EMAIL_SUFFIX} address. Signed up with another address? Send us a message through the contact form with your ${STUDENT_EMAIL_SUFFIX} address and we will apply it.`,
    ),
    link: { label: 'Contact us', to: '/contact' },
  },
  {
    id: 'pricing-refunds',
    question: 'Do you offer refunds?',
    answer: bySupport(
      (address) =>
        `We offer a ${REFUND_DAYS}-day money-back guarantee for new subscribers. Write to ${address} within ${REFUND_DAYS} days of your first payment and we will refund it in full. Refunds are processed in ${REFUND_PROCESSING}.`,
      `We offer a ${REFUND_DAYS}-day money-back guarantee for new subscribers. Send us a message through the contact form within ${REFUND_DAYS} days of your first payment and we will refund it in full. Refunds are processed in ${REFUND_PROCESSING}.`,
    ),
    link: { label: 'Contact us', to: '/contact' },
  },
  {
    id: 'pricing-downgrade',
    question: 'What happens to my progress if I go back to Free?',
    answer:
      'Nothing is lost. Your C course progress, completed challenges, points, streaks and achievements stay on your account. Pro courses and unlimited challenges pause until you subscribe again, and your certificates remain yours.',
  },
  {
    id: 'pricing-payment',
    question: 'Which payment methods do you accept?',
    answer:
      'Payments are handled by Stripe, so you can pay with all major credit and debit cards. Your card details go straight to Stripe and are never stored on our servers.',
  },
  {
    id: 'pricing-teams',
    question: 'Do you have plans for teams and schools?',
    answer:
      'Yes, that is Enterprise: you buy a seat for each learner, and everyone in your team has Pro while they are in it. You get a team dashboard, assignments with due dates, single sign-on, API access and custom branding. Book a demo from the Enterprise card and we will walk you through it.',
  },
];

/** SPEC §2 /success. */
export const successText = {
  /** What the page says, by what the learner's subscription shows. */
  paid: {
    pageTitle: 'Payment Successful',
    title: 'Payment successful',
    lead: 'Thank you for subscribing to CodeNest. Your plan is linked to your account; you can manage it at any time in Settings → Billing.',
  },
  trial: {
    pageTitle: 'Trial Started',
    title: (plan: string, days: number) => `Your ${days}-day ${plan} trial has started`,
    lead: (plan: string) =>
      `No payment was taken today. Every ${plan} feature is yours now; you can manage your trial at any time in Settings → Billing.`,
  },
  checking: {
    pageTitle: 'Your Subscription',
    title: 'Confirming your subscription',
    lead: 'Your checkout is over; we are reading what it did on your account.',
  },
  unconfirmed: {
    pageTitle: 'Your Subscription',
    title: 'Your subscription is not confirmed yet',
    lead: 'Nothing on your account shows a paid plan or a trial so far.',
    none: {
      before: 'If you completed the checkout, confirming it can take a minute: check',
      after: 'in a little while. If you left the checkout before paying, nothing was charged.',
    },
    status: (plan: string, status: string) =>
      `Your ${plan} subscription is ${status.toLowerCase()}: see what to do in`,
  },
  confirming: 'Confirming your subscription…',
  onPlan: (plan: string) => `You're on ${plan}`,
  trialUntil: (plan: string, date: string) => `Your ${plan} trial runs until ${date}`,
  renews: (date: string) => `Renews on ${date}.`,
  trialThen: (price: number) => `After the trial, $${price} a month. Cancel anytime in Settings.`,
  nextTitle: 'What next?',
  team: 'Invite your team',
  dashboard: 'Go to Dashboard',
  home: 'Home',
  help: 'Help Center',
  /** With the site's support address, or the contact form without one. */
  supportLead: 'Questions about your subscription? Write to',
  contactLead: 'Questions about your subscription? Send us a message through the',
  contactForm: 'contact form',
  billingSettings: 'Settings → Billing',
};

/** Settings → Billing: the learner's plan and what they can do with their subscription. */
export const billingText = {
  title: 'Your plan',
  description: 'Your subscription, its renewal and how to change it.',
  loading: 'Loading your plan...',
  planLabel: 'Plan',
  statusLabel: 'Status',
  renewsLabel: 'Renews on',
  endsLabel: 'Ends on',
  trialEndsLabel: 'Trial ends on',
  priceLabel: 'Price',
  pricePerMonth: (price: number) =>
    `$${Number.isInteger(price) ? price : price.toFixed(2)} a month`,
  seatsLabel: 'Seats',
  manageTeam: 'Manage your team',
  viaTeam:
    'You have Pro through your team while you are in it: every course, unlimited challenges, debugging and the visualizer. Your teams are at /team.',
  statuses: {
    trialing: 'Trial',
    active: 'Active',
    past_due: 'Past due',
    canceled: 'Canceled',
    unpaid: 'Unpaid',
    incomplete: 'Incomplete',
    incomplete_expired: 'Expired',
    paused: 'Paused',
  },
  until: (plan: string, date: string) => `${plan} until ${date}`,
  cancellingNote: (plan: string, date: string) =>
    `Your subscription will not renew. You keep every ${plan} feature until ${date}, then your account moves to Free. Changed your mind? Resume it before then.`,
  pastDueNote:
    'Your last payment did not go through. We will try again over the next few days; if it keeps failing, write to support and we will help.',
  free: {
    title: "You're on the Free plan",
    text: `The complete C course, the basic editor, ${FREE_PRACTICE_CHALLENGES_PER_MONTH} practice challenges a month, the forum and progress tracking. Pro adds every language, unlimited challenges, debugging tools and certificates.`,
    ended: (plan: string) => `Your ${plan} subscription has ended.`,
    seePlans: 'See plans',
  },
  comparePlans: 'Compare plans',
  cancel: 'Cancel at period end',
  resume: 'Resume subscription',
  resuming: 'Resuming...',
  endNow: 'End subscription now',
  endNowHint: 'Your plan stops right away instead of at the end of the period.',
  confirmCancel: {
    title: (plan: string) => `Cancel ${plan}?`,
    text: (plan: string, date: string) =>
      `${plan} will not renew. You keep it until ${date} and can resume at any time before then.`,
    keep: (plan: string) => `Keep ${plan}`,
    confirm: 'Cancel at period end',
    busy: 'Cancelling...',
  },
  confirmEndNow: {
    title: (plan: string) => `End ${plan} now?`,
    text: (plan: string) =>
      `Your ${plan} features stop right away and your account goes back to Free. Your progress, points and achievements stay. New subscribers within ${REFUND_DAYS} days of their first payment can ask us for a refund through the contact form.`,
    keep: (plan: string) => `Keep ${plan}`,
    confirm: 'End subscription now',
    busy: 'Ending...',
  },
  failed: 'We could not change your subscription right now. Please try again in a moment.',
  demoMode: 'Demo mode is active. Please connect to the backend to manage your subscription.',
};
