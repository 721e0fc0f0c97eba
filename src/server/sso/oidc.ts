import crypto from 'node:crypto';
import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { z } from '@domain/zod';
import type { ProviderMetadata } from './discovery';
import { ProviderError, fetchProviderJson, type OutboundPolicy } from './outbound';

/*
 * The authorization code flow of OpenID Connect Core 1.0 with PKCE (RFC 7636): the address that
 * sends the person to their provider, the code exchanged for tokens, and the ID token verified.
 */

/** Signature algorithms accepted on ID tokens: asymmetric ones only, never `none` or a MAC. */
export const ID_TOKEN_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];

/** Clocks of two servers differ a little: an ID token counts as expired this long after `exp`. */
export const CLOCK_TOLERANCE_SECONDS = 5;

export function codeChallengeOf(verifier: string): string {
  return crypto.createHash('sha256').update(verifier).digest('base64url');
}

export function authorizationUrl(
  metadata: ProviderMetadata,
  request: {
    clientId: string;
    redirectUri: string;
    state: string;
    nonce: string;
    codeVerifier: string;
  },
): string {
  const url = new URL(metadata.authorizationEndpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', request.clientId);
  url.searchParams.set('redirect_uri', request.redirectUri);
  url.searchParams.set('scope', 'openid email profile');
  url.searchParams.set('state', request.state);
  url.searchParams.set('nonce', request.nonce);
  url.searchParams.set('code_challenge', codeChallengeOf(request.codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

const tokenAnswerSchema = z.object({ id_token: z.string().min(1) });
const tokenErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });

/** RFC 6749 §2.3.1: the client id and secret are form-encoded before they go into Basic. */
const formEncoded = (value: string) => encodeURIComponent(value).replaceAll('%20', '+');

/** Exchanges the authorization code at the token endpoint; answers the ID token. */
export async function exchangeCode(
  metadata: ProviderMetadata,
  request: {
    clientId: string;
    clientSecret: string;
    code: string;
    codeVerifier: string;
    redirectUri: string;
  },
  policy: OutboundPolicy,
): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: request.code,
    redirect_uri: request.redirectUri,
    code_verifier: request.codeVerifier,
  });
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
  };
  if (metadata.tokenAuthMethod === 'client_secret_basic') {
    const credentials = `${formEncoded(request.clientId)}:${formEncoded(request.clientSecret)}`;
    headers.authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
  } else {
    form.set('client_id', request.clientId);
    form.set('client_secret', request.clientSecret);
  }
  const { status, body } = await fetchProviderJson(metadata.tokenEndpoint, policy, {
    method: 'POST',
    headers,
    body: form.toString(),
  });
  const answer = tokenAnswerSchema.safeParse(body);
  if (status === 200 && answer.success) return answer.data.id_token;
  const refusal = tokenErrorSchema.safeParse(body);
  throw new ProviderError(
    refusal.success
      ? `The provider refused the sign-in code (${refusal.data.error}).`
      : `The provider's token endpoint answered HTTP ${status} without an ID token.`,
  );
}

/** Why an ID token was refused, in words for the person signing in. */
export class IdTokenError extends Error {
  override name = 'IdTokenError';
}

export interface VerifiedIdToken extends JWTPayload {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  nonce?: unknown;
}

function reasonOf(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'the ID token has expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return 'the ID token comes from another issuer';
    if (error.claim === 'aud') return 'the ID token was issued to another client';
    return `the ID token's ${error.claim} claim is not valid`;
  }
  if (error instanceof errors.JOSEAlgNotAllowed)
    return 'the ID token is signed with an algorithm CodeNest does not accept';
  if (
    error instanceof errors.JWSSignatureVerificationFailed ||
    error instanceof errors.JWKSNoMatchingKey
  ) {
    return 'the ID token is not signed by the provider';
  }
  if (error instanceof errors.JWKSTimeout)
    return 'the provider’s signing keys could not be fetched in time';
  return 'the ID token is not valid';
}

/**
 * Verifies the ID token (jose): its signature by one of the provider's keys with an allowed
 * algorithm, `iss` the configured issuer, `aud` the client id (and `azp` it when there are
 * several audiences), not expired at `now`, and the nonce of this sign-in.
 */
export async function verifyIdToken(
  idToken: string,
  expected: {
    issuer: string;
    clientId: string;
    nonce: string;
    keys: JWTVerifyGetKey;
    now?: Date;
  },
): Promise<VerifiedIdToken> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, expected.keys, {
      issuer: expected.issuer,
      audience: expected.clientId,
      algorithms: ID_TOKEN_ALGORITHMS,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['sub', 'exp', 'iat'],
      ...(expected.now ? { currentDate: expected.now } : {}),
    }));
  } catch (error) {
    // The keys' address refused or unreachable: about the provider, not the token.
    if (error instanceof ProviderError) throw error;
    throw new IdTokenError(reasonOf(error));
  }
  if (payload.nonce !== expected.nonce) {
    throw new IdTokenError('the ID token belongs to another sign-in (its nonce does not match)');
  }
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== expected.clientId) {
    throw new IdTokenError('the ID token was issued to another client');
  }
  return payload as VerifiedIdToken;
}
