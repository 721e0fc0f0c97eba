import { describe, expect, it } from 'vitest';
import { localCheckoutFormSchema } from './billing-api';

describe('localCheckoutFormSchema', () => {
  it('reads the card typed and the trial days the page showed', () => {
    const form = Object.assign(Object.create(null) as Record<string, unknown>, {
      card_number: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
      name: 'Ada Lovelace',
      trial_days: '14',
    });
    expect(localCheckoutFormSchema.parse(form)).toEqual({
      number: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
      name: 'Ada Lovelace',
      trialDaysShown: 14,
    });
  });

  it('reads a missing field as empty, and no trial days as null', () => {
    expect(localCheckoutFormSchema.parse({ card_number: '4242' })).toEqual({
      number: '4242',
      expiry: '',
      cvc: '',
      name: '',
      trialDaysShown: null,
    });
    expect(localCheckoutFormSchema.parse(undefined).number).toBe('');
  });

  it('keeps the first of repeated fields, and at most 100 characters of each', () => {
    const parsed = localCheckoutFormSchema.parse({ name: ['Ada', 'Grace'], cvc: 'x'.repeat(150) });
    expect(parsed.name).toBe('Ada');
    expect(parsed.cvc).toHaveLength(100);
  });
});
