/**
 * The local test checkout takes Stripe's test card numbers and answers with Stripe's own
 * messages (https://docs.stripe.com/testing), so trying it teaches what the real one does.
 */

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardField = keyof CardInput;

export type CardCheck = { ok: true } | { ok: false; field: CardField; message: string };

/** Numbers that pay: Visa, Visa (debit), Mastercard, Mastercard (2-series), American Express. */
const SUCCEEDS = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '378282246310005',
]);

const DECLINED = 'Your card was declined.';

/** Numbers that fail, with Stripe's message for each. */
const FAILS: ReadonlyMap<string, string> = new Map([
  ['4000000000000002', DECLINED],
  ['4000000000009995', 'Your card has insufficient funds.'],
  ['4000000000009987', DECLINED],
  ['4000000000009979', DECLINED],
  ['4000000000000069', 'Your card has expired.'],
  ['4000000000000127', "Your card's security code is incorrect."],
  ['4000000000000119', 'An error occurred while processing your card. Try again in a little bit.'],
]);

export const TEST_CARDS: readonly { number: string; outcome: string }[] = [
  { number: '4242 4242 4242 4242', outcome: 'Succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'Declined' },
  { number: '4000 0000 0000 9995', outcome: 'Insufficient funds' },
];

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const isAmex = (digits: string) => /^3[47]/.test(digits);

/** Month and four-digit year from "MM / YY", "MM/YY", "MMYY" or "MM/YYYY". */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*(?:\/|-|\s)?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return { month, year };
}

/**
 * Checks a card as Stripe would, in the order its form reports problems: number, expiry, CVC,
 * then the outcome the test number stands for.
 */
export function checkTestCard(card: CardInput, now = new Date()): CardCheck {
  const digits = card.number.replace(/[\s-]/g, '');
  if (digits === '')
    return { ok: false, field: 'number', message: 'Your card number is incomplete.' };
  if (!/^\d+$/.test(digits) || digits.length < 12 || digits.length > 19 || !luhnValid(digits)) {
    return { ok: false, field: 'number', message: 'Your card number is invalid.' };
  }

  if (card.expiry.trim() === '') {
    return { ok: false, field: 'expiry', message: "Your card's expiration date is incomplete." };
  }
  const expiry = parseExpiry(card.expiry);
  if (!expiry || expiry.month < 1 || expiry.month > 12) {
    return { ok: false, field: 'expiry', message: "Your card's expiration month is invalid." };
  }
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  if (expiry.year < year || expiry.year > year + 50) {
    return { ok: false, field: 'expiry', message: "Your card's expiration year is invalid." };
  }
  if (expiry.year === year && expiry.month < month) {
    return { ok: false, field: 'expiry', message: 'Your card has expired.' };
  }

  const cvc = card.cvc.trim();
  if (!(isAmex(digits) ? /^\d{4}$/ : /^\d{3}$/).test(cvc)) {
    return { ok: false, field: 'cvc', message: "Your card's security code is invalid." };
  }
  if (card.name.trim() === '') {
    return { ok: false, field: 'name', message: 'Enter the name on your card.' };
  }

  if (SUCCEEDS.has(digits)) return { ok: true };
  const failure = FAILS.get(digits);
  if (failure) return { ok: false, field: 'number', message: failure };
  return {
    ok: false,
    field: 'number',
    message: `${DECLINED} This is a test checkout: use a test card such as 4242 4242 4242 4242.`,
  };
}
