import { HttpError } from '../http/errors';
import type { PasswordProblem } from './passwords';

/*
 * The auth errors the Supabase client understands: GoTrue's codes and messages. SPEC §8 maps
 * the messages the learner sees, so their wording is part of the contract.
 */

export const invalidCredentials = () =>
  new HttpError(400, 'invalid_credentials', 'Invalid login credentials');

export const emailNotConfirmed = () =>
  new HttpError(400, 'email_not_confirmed', 'Email not confirmed');

export const userAlreadyExists = () =>
  new HttpError(422, 'user_already_exists', 'User already registered');

export const weakPassword = (problem: PasswordProblem) =>
  new HttpError(
    422,
    'weak_password',
    problem.message,
    {},
    {
      weak_password: { reasons: problem.reasons, message: problem.message },
    },
  );

export const refreshTokenNotFound = () =>
  new HttpError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

export const refreshTokenReused = () =>
  new HttpError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');

export const linkExpired = 'Email link is invalid or has expired';

export const authCodeNotFound = () =>
  new HttpError(
    404,
    'flow_state_not_found',
    'This sign-in link was already used or has expired. Request a new one.',
  );

export const badCodeVerifier = () =>
  new HttpError(
    403,
    'bad_code_verifier',
    'code challenge does not match previously saved code verifier',
  );

export const tooManyAttempts = (retryAfterSeconds: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new HttpError(
    429,
    'over_request_rate_limit',
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );
};
