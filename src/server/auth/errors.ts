import { HttpError } from '../http/errors';
import { tooManyRequests, waitMinutes } from '../limits/throttle';
import { USER_METADATA_MAX_BYTES } from '@domain/profile';
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

/** The whole stored user_metadata is capped, not only each update: it rides in every token. */
export const userMetadataTooLarge = () =>
  new HttpError(
    422,
    'validation_failed',
    `Your profile data would be larger than ${USER_METADATA_MAX_BYTES / 1024} KB, the most an account keeps. Remove fields you no longer need (send them as null) and try again.`,
  );

export const refreshTokenNotFound = () =>
  new HttpError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

export const refreshTokenReused = () =>
  new HttpError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');

/** GoTrue's answer once a session is older than its maximum age (SESSION_MAX_AGE_HOURS). */
export const sessionExpired = () =>
  new HttpError(400, 'session_expired', 'Invalid Refresh Token: Session Expired');

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

export const tooManyAttempts = (retryAfterSeconds: number) =>
  tooManyRequests(
    'over_request_rate_limit',
    `Too many attempts. Please wait ${waitMinutes(retryAfterSeconds)} and try again.`,
    retryAfterSeconds,
  );

export const userNotFound = () =>
  new HttpError(404, 'user_not_found', 'This account no longer exists.');
