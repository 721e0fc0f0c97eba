import { describe, expect, it } from 'vitest';
import { authErrorMessage, signUpPasswordProblem, UNEXPECTED_AUTH_ERROR } from './auth-messages';

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
