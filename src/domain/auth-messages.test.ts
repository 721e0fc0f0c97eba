import { describe, expect, it } from 'vitest';
import {
  authErrorMessage,
  confirmationResent,
  isRepeatSignUp,
  signUpPasswordProblem,
  UNEXPECTED_AUTH_ERROR,
} from './auth-messages';

describe('authErrorMessage', () => {
  it('maps every backend message of SPEC §8', () => {
    expect(authErrorMessage('Invalid login credentials')).toBe(
      'The email or password you entered is incorrect. Please check your credentials and try again.',
    );
    expect(authErrorMessage('Email not confirmed')).toBe(
      'Please check your email and click the confirmation link before signing in.',
    );
    expect(authErrorMessage('User already registered')).toBe(
      'An account with this email already exists. Please sign in instead.',
    );
    expect(authErrorMessage('Password should be at least 6 characters.')).toBe(
      'Password must be at least 6 characters long.',
    );
    expect(authErrorMessage('Demo mode: no backend')).toBe(
      'Demo mode is active. Please connect to the backend to enable authentication.',
    );
  });

  it('passes other messages through and falls back when there is none', () => {
    expect(authErrorMessage('Too many requests')).toBe('Too many requests');
    expect(authErrorMessage('')).toBe(UNEXPECTED_AUTH_ERROR);
    expect(authErrorMessage(undefined)).toBe(UNEXPECTED_AUTH_ERROR);
  });
});

describe('signUpPasswordProblem', () => {
  it('checks that the passwords match before their length', () => {
    expect(signUpPasswordProblem('abc', 'abd')).toBe('Passwords do not match');
    expect(signUpPasswordProblem('abc', 'abc')).toBe('Password must be at least 6 characters long');
    expect(signUpPasswordProblem('abcdef', 'abcdef')).toBeNull();
  });
});

describe('isRepeatSignUp', () => {
  const created = '2026-11-03T10:00:00.000Z';

  it('is true when the mail was sent more than 2 seconds after the account was created', () => {
    expect(
      isRepeatSignUp({ created_at: created, confirmation_sent_at: '2026-11-03T10:00:02.001Z' }),
    ).toBe(true);
    expect(
      isRepeatSignUp({ created_at: created, confirmation_sent_at: '2026-11-04T09:00:00Z' }),
    ).toBe(true);
  });

  it('is false for a new account, and when a time is missing or unreadable', () => {
    expect(isRepeatSignUp({ created_at: created, confirmation_sent_at: created })).toBe(false);
    expect(
      isRepeatSignUp({ created_at: created, confirmation_sent_at: '2026-11-03T10:00:02.000Z' }),
    ).toBe(false);
    expect(isRepeatSignUp({ created_at: created })).toBe(false);
    expect(isRepeatSignUp({ created_at: created, confirmation_sent_at: 'soon' })).toBe(false);
    expect(isRepeatSignUp(null)).toBe(false);
  });

  it('names the address in the message', () => {
    expect(confirmationResent('ada@example.com')).toBe(
      'We sent a new confirmation link to ada@example.com. Open the newest email to confirm your address.',
    );
  });
});
