import {
  PLAN_PRICES_USD,
  STUDENT_DISCOUNT_PERCENT,
  hasTrial,
  monthlyPriceUsd,
  studentDiscountApplies,
  type PaidPlanId,
} from '@domain/billing';
import { TEST_CARDS, type CardField } from '@server/billing/test-cards';

/**
 * The local test checkout's pages: plain HTML from the server (no app, no inline script or
 * style, so the site's strict CSP holds), a stylesheet that follows the system colour scheme
 * and the site's saved theme, and the tiny script that applies that saved theme.
 */

export const ASSET_PATHS = {
  css: '/checkout/local/checkout.css',
  theme: '/checkout/local/theme.js',
} as const;

const PLAN_NAMES: Record<PaidPlanId, string> = { pro: 'Pro', enterprise: 'Enterprise' };

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export const usd = (amount: number) => `$${amount.toFixed(2)}`;

/** Under the total of Pro for a learner who has had their trial. */
export const TRIAL_USED_LINE = 'You have had your free trial, so Pro is billed from today.';

const LOGO = `<svg aria-hidden="true" focusable="false" width="28" height="28" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#4f46e5"/><path d="M24 20 12 32l12 12M40 20l12 12-12 12" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="${ASSET_PATHS.css}">
<script src="${ASSET_PATHS.theme}"></script>
</head>
<body>
<header class="top">
<p class="test-banner"><strong>Test checkout — no real payment is taken.</strong> <span>Payments are not set up on this server, so this built-in test checkout stands in for Stripe.</span></p>
<div class="brand"><a href="/" class="logo">${LOGO}<span>CodeNest</span></a><span class="badge">Test mode</span></div>
</header>
${body}
<footer class="foot"><p>CodeNest test checkout. Cards are checked as Stripe checks test cards, and nothing is charged.</p></footer>
</body>
</html>
`;
}

export interface CheckoutPageModel {
  sessionId: string;
  plan: PaidPlanId;
  email: string;
  /** Seats (Enterprise); 1 for Pro. */
  quantity: number;
  /** The free trial this checkout starts: checkoutTrialDays, 0 once the learner has had it. */
  trialDays: number;
  /** After a failed attempt: the message, the field it is about, and what was typed (no CVC). */
  error?: { field?: CardField; message: string };
  values?: { number: string; expiry: string; name: string };
}

function summary(plan: PaidPlanId, email: string, trialDays: number, quantity: number): string {
  const name = PLAN_NAMES[plan];
  const list = PLAN_PRICES_USD[plan] * quantity;
  const monthly = monthlyPriceUsd(plan, email) * quantity;
  const seats =
    plan === 'enterprise'
      ? `${quantity} seat${quantity === 1 ? '' : 's'} × ${usd(PLAN_PRICES_USD[plan])}, billed monthly`
      : 'Billed monthly';
  const student = studentDiscountApplies(plan, email);
  const trial = trialDays > 0;
  const dueToday = trial ? 0 : monthly;
  const then = `${usd(monthly)}/month${trial ? ` after ${trialDays} days` : ''}`;
  const rows = [
    `<div class="line"><dt>CodeNest ${name}<span class="sub">${seats}</span></dt><dd>${usd(list)}</dd></div>`,
    student
      ? `<div class="line discount"><dt>Student discount<span class="sub">${STUDENT_DISCOUNT_PERCENT}% off with your .edu address</span></dt><dd>−${usd(list - monthly)}</dd></div>`
      : '',
    trial
      ? `<div class="line"><dt>Free trial<span class="sub">${trialDays} days, then ${usd(monthly)} a month</span></dt><dd>−${usd(monthly)}</dd></div>`
      : '',
    `<div class="line total"><dt>Total due today</dt><dd>${usd(dueToday)}</dd></div>`,
  ].join('');
  return `<section class="panel summary" aria-labelledby="plan-title">
<p class="eyebrow">Subscribe to</p>
<h1 id="plan-title">CodeNest ${name}</h1>
<p class="headline">${
    trial
      ? `<span class="big">${trialDays} days free</span><span class="then">Then ${usd(monthly)} per month</span>`
      : `<span class="big">${usd(monthly)}</span><span class="then">per month</span>`
  }</p>
<dl class="lines">${rows}</dl>
<p class="due"><strong>${usd(dueToday)} due today, then ${then}.</strong> Cancel any time in Settings.</p>
${hasTrial(plan) && !trial ? `<p class="note">${TRIAL_USED_LINE}</p>` : ''}
<p class="account">Account <strong>${escapeHtml(email)}</strong></p>
</section>`;
}

function field(options: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  value: string;
  autocomplete: string;
  inputmode?: string;
  placeholder: string;
  maxlength: number;
  invalid: boolean;
}): string {
  const described = [options.hint ? `${options.id}-hint` : '', options.invalid ? 'card-error' : '']
    .filter(Boolean)
    .join(' ');
  return `<div class="field">
<label for="${options.id}">${options.label}</label>${
    options.hint ? `<span class="hint" id="${options.id}-hint">${options.hint}</span>` : ''
  }
<input id="${options.id}" name="${options.name}" type="text" value="${escapeHtml(options.value)}" autocomplete="${options.autocomplete}"${
    options.inputmode ? ` inputmode="${options.inputmode}"` : ''
  } placeholder="${options.placeholder}" maxlength="${options.maxlength}" required spellcheck="false"${
    options.invalid ? ' aria-invalid="true" autofocus' : ''
  }${described ? ` aria-describedby="${described}"` : ''}>
</div>`;
}

export function checkoutPage(model: CheckoutPageModel): string {
  const { plan, error } = model;
  const values = model.values ?? { number: '', expiry: '', name: '' };
  const action = `/checkout/local/${encodeURIComponent(model.sessionId)}`;
  const invalid = (name: CardField) => error?.field === name;
  const title = `${error ? 'Error: ' : ''}Test checkout · CodeNest ${PLAN_NAMES[plan]}`;
  const cards = TEST_CARDS.map(
    (card) => `<li><span class="mono">${card.number}</span> ${card.outcome}</li>`,
  ).join('');
  const body = `<main class="checkout">
${summary(plan, model.email, model.trialDays, model.quantity)}
<section class="panel payment" aria-labelledby="pay-title">
<h2 id="pay-title">Pay with card</h2>
${error ? `<div class="alert" role="alert" id="card-error">${escapeHtml(error.message)}</div>` : ''}
<form method="post" action="${action}" class="card-form">
<input type="hidden" name="trial_days" value="${model.trialDays}">
${field({ id: 'card-number', name: 'card_number', label: 'Card number', value: values.number, autocomplete: 'cc-number', inputmode: 'numeric', placeholder: '1234 1234 1234 1234', maxlength: 23, invalid: invalid('number') })}
<div class="pair">
${field({ id: 'card-expiry', name: 'expiry', label: 'Expiry', hint: 'MM / YY', value: values.expiry, autocomplete: 'cc-exp', placeholder: 'MM / YY', maxlength: 9, invalid: invalid('expiry') })}
${field({ id: 'card-cvc', name: 'cvc', label: 'CVC', hint: '3 digits on the back', value: '', autocomplete: 'cc-csc', inputmode: 'numeric', placeholder: '123', maxlength: 4, invalid: invalid('cvc') })}
</div>
${field({ id: 'card-name', name: 'name', label: 'Name on card', value: values.name, autocomplete: 'cc-name', placeholder: 'Ada Lovelace', maxlength: 100, invalid: invalid('name') })}
<button type="submit" class="pay">${model.trialDays > 0 ? 'Start trial' : 'Subscribe'}</button>
</form>
<p class="cancel"><a href="${action}/cancel">Cancel and go back</a></p>
<details class="cards" open>
<summary>Test cards</summary>
<p>Use any future expiry date, any 3-digit CVC and any name.</p>
<ul>${cards}</ul>
</details>
</section>
</main>`;
  return layout(title, body);
}

/** An unknown, expired or already used checkout: what happened and where to go. */
export function gonePage(options: {
  title: string;
  message: string;
  links: { href: string; label: string }[];
}): string {
  const links = options.links
    .map((link) => `<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`)
    .join('');
  return layout(
    `${options.title} · CodeNest`,
    `<main class="gone">
<section class="panel">
<h1>${escapeHtml(options.title)}</h1>
<p>${escapeHtml(options.message)}</p>
<p class="links">${links}</p>
</section>
</main>`,
  );
}

export const THEME_JS = `// The site's saved theme (localStorage "theme": dark or light) wins over the system's.
(function () {
  var theme = null;
  try {
    theme = window.localStorage.getItem('theme');
  } catch (error) {
    theme = null;
  }
  if (theme === 'dark' || theme === 'light') document.documentElement.classList.add(theme);
})();
`;

const DARK = `
  color-scheme: dark;
  --bg: #020617;
  --surface: #0f172a;
  --text: #f1f5f9;
  --muted: #cbd5e1;
  --border: #334155;
  --field: #020617;
  --field-border: #94a3b8;
  --brand: #818cf8;
  --brand-hover: #a5b4fc;
  --on-brand: #020617;
  --link: #a5b4fc;
  --focus: #a5b4fc;
  --good: #6ee7b7;
  --banner-bg: #422006;
  --banner-text: #fde68a;
  --banner-border: #a16207;
  --alert-bg: #450a0a;
  --alert-text: #fecaca;
  --alert-border: #f87171;
  --badge-bg: #1e293b;
`;

export const CHECKOUT_CSS = `:root {
  color-scheme: light;
  --bg: #f1f5f9;
  --surface: #ffffff;
  --text: #0f172a;
  --muted: #475569;
  --border: #e2e8f0;
  --field: #ffffff;
  --field-border: #64748b;
  --brand: #4f46e5;
  --brand-hover: #4338ca;
  --on-brand: #ffffff;
  --link: #4338ca;
  --focus: #4f46e5;
  --good: #047857;
  --banner-bg: #fef3c7;
  --banner-text: #78350f;
  --banner-border: #f59e0b;
  --alert-bg: #fef2f2;
  --alert-text: #991b1b;
  --alert-border: #dc2626;
  --badge-bg: #e0e7ff;
}
@media (prefers-color-scheme: dark) {
  :root:not(.light) {${DARK}  }
}
:root.dark {${DARK}}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  min-height: 100vh;
  background: var(--bg);
  color: var(--text);
  font-family: 'Inter Variable', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  font-size: 1rem;
  line-height: 1.5;
}
a { color: var(--link); text-underline-offset: 0.2em; }
a:hover { text-decoration-thickness: 2px; }
a:focus-visible, button:focus-visible, summary:focus-visible {
  outline: 3px solid var(--focus);
  outline-offset: 2px;
  border-radius: 0.25rem;
}
.test-banner {
  margin: 0;
  padding: 0.75rem 1rem;
  background: var(--banner-bg);
  color: var(--banner-text);
  border-bottom: 1px solid var(--banner-border);
  text-align: center;
  font-size: 0.9375rem;
}
.brand {
  max-width: 64rem;
  margin: 0 auto;
  padding: 1.25rem 1rem;
  display: flex;
  align-items: center;
  gap: 0.75rem;
}
.logo {
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  color: var(--text);
  font-weight: 700;
  font-size: 1.125rem;
  text-decoration: none;
}
.badge {
  padding: 0.125rem 0.625rem;
  border-radius: 999px;
  background: var(--badge-bg);
  color: var(--text);
  font-size: 0.8125rem;
  font-weight: 600;
}
main {
  max-width: 64rem;
  margin: 0 auto;
  padding: 0 1rem 2rem;
}
.checkout { display: grid; gap: 1.5rem; grid-template-columns: minmax(0, 1fr); }
@media (min-width: 56rem) {
  .checkout { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 2.5rem; align-items: start; }
}
.panel {
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: 1rem;
  padding: 1.5rem;
}
@media (min-width: 56rem) { .panel { padding: 2rem; } }
h1, h2 { margin: 0; line-height: 1.25; }
h1 { font-size: 1.75rem; }
h2 { font-size: 1.25rem; margin-bottom: 1.25rem; }
.eyebrow { margin: 0 0 0.25rem; color: var(--muted); font-weight: 600; }
.headline { margin: 1rem 0 1.5rem; display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.5rem; }
.big { font-size: 2.25rem; font-weight: 700; letter-spacing: -0.02em; }
.then { color: var(--muted); }
.lines { margin: 0; padding: 0; border-top: 1px solid var(--border); }
.line {
  display: flex;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.875rem 0;
  border-bottom: 1px solid var(--border);
}
.line dt { font-weight: 600; }
.line dd { margin: 0; font-variant-numeric: tabular-nums; white-space: nowrap; }
.line .sub { display: block; font-weight: 400; color: var(--muted); font-size: 0.875rem; }
.line.discount dd { color: var(--good); font-weight: 600; }
.line.total dt, .line.total dd { font-size: 1.0625rem; font-weight: 700; }
.due { margin: 1.25rem 0 0; }
.note { margin: 0.75rem 0 0; color: var(--muted); }
.account { margin: 1rem 0 0; color: var(--muted); overflow-wrap: anywhere; }
.account strong { color: var(--text); font-weight: 600; }
.alert {
  margin: 0 0 1.25rem;
  padding: 0.75rem 1rem;
  border: 1px solid var(--alert-border);
  border-left-width: 4px;
  border-radius: 0.5rem;
  background: var(--alert-bg);
  color: var(--alert-text);
  font-weight: 600;
}
.card-form { display: grid; gap: 1rem; }
.pair { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 1rem; }
.field { display: grid; gap: 0.25rem; align-content: start; }
label { font-weight: 600; }
.hint { color: var(--muted); font-size: 0.875rem; }
input {
  width: 100%;
  padding: 0.6875rem 0.75rem;
  border: 1px solid var(--field-border);
  border-radius: 0.5rem;
  background: var(--field);
  color: var(--text);
  font: inherit;
}
input::placeholder { color: var(--muted); opacity: 0.85; }
input:focus-visible { outline: 3px solid var(--focus); outline-offset: 1px; border-color: var(--focus); }
input[aria-invalid='true'] { border-color: var(--alert-border); border-width: 2px; }
.pay {
  margin-top: 0.5rem;
  width: 100%;
  padding: 0.875rem 1rem;
  border: 0;
  border-radius: 0.5rem;
  background: var(--brand);
  color: var(--on-brand);
  font: inherit;
  font-weight: 700;
  cursor: pointer;
}
.pay:hover { background: var(--brand-hover); }
.cancel { margin: 1.25rem 0 0; text-align: center; }
.cards { margin-top: 1.5rem; padding-top: 1rem; border-top: 1px solid var(--border); color: var(--muted); }
.cards summary { cursor: pointer; color: var(--text); font-weight: 600; }
.cards ul { margin: 0.5rem 0 0; padding-left: 1.25rem; }
.cards p { margin: 0.5rem 0 0; }
.mono { font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace; color: var(--text); }
.gone .panel { max-width: 36rem; }
.gone p { margin: 1rem 0 0; }
.links { display: flex; flex-wrap: wrap; gap: 1.25rem; }
.foot { max-width: 64rem; margin: 0 auto; padding: 0 1rem 2rem; color: var(--muted); font-size: 0.875rem; }
.foot p { margin: 0; }
@media (max-width: 24rem) { .pair { grid-template-columns: minmax(0, 1fr); } }
`;
