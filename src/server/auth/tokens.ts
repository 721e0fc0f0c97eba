import crypto from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { SIGNING_ALGORITHM, type JwtKeys } from './keys';

export const TOKEN_ISSUER = 'codenest';
export const USER_AUDIENCE = 'authenticated';

export interface AccessTokenSubject {
  userId: string;
  email: string;
  sessionId: string;
  method: string;
  userMetadata: Record<string, unknown>;
  appMetadata: Record<string, unknown>;
}

export interface AccessClaims extends JWTPayload {
  sub: string;
  session_id: string;
  role: 'authenticated';
  email: string;
  amr: { method: string; timestamp: number }[];
}

/** A short-lived access token with the claims a Supabase client and server expect. */
export async function signAccessToken(
  keys: JwtKeys,
  subject: AccessTokenSubject,
  lifeSeconds: number,
  now = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
  const issuedAt = Math.floor(now / 1000);
  const expiresAt = issuedAt + lifeSeconds;
  const token = await new SignJWT({
    email: subject.email,
    phone: '',
    app_metadata: subject.appMetadata,
    user_metadata: subject.userMetadata,
    role: USER_AUDIENCE,
    aal: 'aal1',
    amr: [{ method: subject.method, timestamp: issuedAt }],
    session_id: subject.sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, typ: 'JWT', kid: keys.kid })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(USER_AUDIENCE)
    .setSubject(subject.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(keys.privateKey);
  return { token, expiresAt };
}

/** The anon key or a user's access token, verified; null for anything forged or expired. */
export async function verifyToken(
  keys: JwtKeys,
  token: string,
): Promise<{ kind: 'anon' } | { kind: 'user'; claims: AccessClaims } | null> {
  // The anon key is this server's own, never-expiring token: the same string needs no
  // signature check (an ECDSA verification per request, on every Run).
  if (token === keys.anonKey) return { kind: 'anon' };
  try {
    const { payload } = await jwtVerify(token, keys.publicKey, {
      algorithms: [SIGNING_ALGORITHM],
      issuer: TOKEN_ISSUER,
    });
    if (payload.role === 'anon') return { kind: 'anon' };
    if (
      payload.role === USER_AUDIENCE &&
      payload.aud === USER_AUDIENCE &&
      typeof payload.sub === 'string' &&
      typeof payload.session_id === 'string'
    ) {
      return { kind: 'user', claims: payload as AccessClaims };
    }
  } catch {
    // forged, expired or malformed: the caller answers 401
  }
  return null;
}

/** Opaque random tokens (refresh tokens, e-mail links, auth codes) and how they are stored. */
export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/**
 * Encrypts a token to keep for a short while (AES-256-GCM, bound to the row that keeps it, so a
 * sealed value copied to another row does not open).
 */
export function sealToken(key: Buffer, token: string, boundTo: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(boundTo));
  const encrypted = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url');
}

/** The token `sealToken` encrypted; null when it was sealed with another key or for another row. */
export function openSealedToken(key: Buffer, sealed: string, boundTo: string): string | null {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < 29) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
    decipher.setAAD(Buffer.from(boundTo));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
