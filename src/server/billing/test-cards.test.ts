import { describe, expect, it } from 'vitest';
import { checkTestCard, luhnValid, parseExpiry, type CardInput } from './test-cards';

const NOW = new Date('2026-06-15T12:00:00Z');
const GOOD: CardInput = {
  number: '4242 4242 4242 4242',
  expiry: '12 / 30',
  cvc: '123',
  name: 'Ada',
};
const check = (change: Partial<CardInput>) => checkTestCard({ ...GOOD, ...change }, NOW);

describe('the local checkout test cards', () => {
  it("accepts Stripe's succeeding test cards, spaced or not", () => {
    expect(check({})).toEqual({ ok: true });
    expect(check({ number: '4242424242424242' })).toEqual({ ok: true });
    expect(check({ number: '5555-5555-5555-4444' })).toEqual({ ok: true });
    expect(check({ number: '3782 822463 10005', cvc: '1234' })).toEqual({ ok: true });
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', 'Your card has expired.'],
    ['4000 0000 0000 0127', "Your card's security code is incorrect."],
  ])('fails %s with "%s"', (number, message) => {
    expect(check({ number })).toEqual({ ok: false, field: 'number', message });
  });

  it.each([
    [{ number: '' }, 'number', 'Your card number is incomplete.'],
    [{ number: '4242 4242 4242 4241' }, 'number', 'Your card number is invalid.'],
    [{ number: '4242 abcd' }, 'number', 'Your card number is invalid.'],
    [{ expiry: '' }, 'expiry', "Your card's expiration date is incomplete."],
    [{ expiry: '00 / 30' }, 'expiry', "Your card's expiration month is invalid."],
    [{ expiry: 'soon' }, 'expiry', "Your card's expiration month is invalid."],
    [{ expiry: '12 / 25' }, 'expiry', "Your card's expiration year is invalid."],
    [{ expiry: '05 / 26' }, 'expiry', 'Your card has expired.'],
    [{ cvc: '12' }, 'cvc', "Your card's security code is invalid."],
    [{ cvc: '1234' }, 'cvc', "Your card's security code is invalid."],
    [{ number: '3782 822463 10005', cvc: '123' }, 'cvc', "Your card's security code is invalid."],
    [{ name: '  ' }, 'name', 'Enter the name on your card.'],
  ] as const)('refuses %o on %s', (change, field, message) => {
    expect(check(change)).toEqual({ ok: false, field, message });
  });

  it('takes this month as not expired, and reads the usual ways of writing an expiry', () => {
    expect(check({ expiry: '06 / 26' })).toEqual({ ok: true });
    expect(parseExpiry('6/27')).toEqual({ month: 6, year: 2027 });
    expect(parseExpiry('0627')).toEqual({ month: 6, year: 2027 });
    expect(parseExpiry('06 / 2027')).toEqual({ month: 6, year: 2027 });
    expect(parseExpiry('June')).toBeNull();
  });

  it('declines valid numbers that are not test cards, pointing at one that works', () => {
    const result = check({ number: '4111 1111 1111 1111' });
    expect(result).toMatchObject({ ok: false, field: 'number' });
    expect(!result.ok && result.message).toContain('4242 4242 4242 4242');
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
  });
});
