import { z } from './zod';
import { profileSchema } from './account';
import { metadataBytes, USER_METADATA_MAX_BYTES } from './profile';

/*
 * Bodies of the /auth/v1 calls the Supabase client makes (GoTrue's protocol), checked at the
 * server's edge. Unknown fields the client adds (captcha meta and the like) are ignored.
 */

const email = z
  .string({ message: 'Enter your e-mail address.' })
  .trim()
  .max(254, 'Unable to validate email address: invalid format')
  .pipe(z.email({ message: 'Unable to validate email address: invalid format' }));

const password = z
  .string({ message: 'Enter a password.' })
  .max(72, 'Password should be at most 72 characters.');

const codeChallenge = {
  code_challenge: z.string().min(43).max(128).nullish(),
  code_challenge_method: z.enum(['s256', 'plain', 'S256']).nullish(),
};

/** The profile keys of user_metadata, checked when present; other keys pass through. */
const userMetadata = profileSchema
  .partial()
  .extend({ first_login: z.boolean().optional() })
  .catchall(z.unknown())
  .refine((value) => metadataBytes(value) <= USER_METADATA_MAX_BYTES, {
    message: `Profile data is too large (at most ${USER_METADATA_MAX_BYTES / 1024} KB).`,
  });

export const signUpBodySchema = z.object({
  email,
  password,
  data: userMetadata.nullish(),
  ...codeChallenge,
});

export const passwordGrantSchema = z.object({ email, password });
export const refreshGrantSchema = z.object({
  refresh_token: z.string({ message: 'Send the refresh token.' }).min(1).max(256),
});
export const pkceGrantSchema = z.object({
  auth_code: z.string({ message: 'Send the auth code.' }).min(1).max(256),
  code_verifier: z.string({ message: 'Send the code verifier.' }).min(43).max(128),
});

export const grantTypeSchema = z.enum(['password', 'refresh_token', 'pkce'], {
  message: 'grant_type must be password, refresh_token or pkce.',
});

export const updateUserBodySchema = z.object({
  email: z.string().nullish(),
  password: password.nullish(),
  current_password: z.string().max(72).nullish(),
  data: userMetadata.nullish(),
});

export const recoverBodySchema = z.object({ email, ...codeChallenge });

export const verifyQuerySchema = z.object({
  token: z.string().min(1).max(256),
  type: z.enum(['signup', 'recovery', 'email', 'magiclink']),
  redirect_to: z.string().max(2048).optional(),
});

export const logoutScopeSchema = z.enum(['global', 'local', 'others']).default('global');
