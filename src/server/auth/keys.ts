import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { importJWK, SignJWT, type CryptoKey, type JWK } from 'jose';

export const SIGNING_ALGORITHM = 'ES256';

export interface JwtKeys {
  /** Signs access tokens and the anon key (ES256). */
  privateKey: CryptoKey;
  /** Verifies them; published at /auth/v1/.well-known/jwks.json. */
  publicKey: CryptoKey;
  kid: string;
  jwks: { keys: JWK[] };
  /** The public (anon) key the web app sends as `apikey`, as Supabase clients expect. */
  anonKey: string;
  /** AES-256-GCM key, derived from the secret too, that seals a rotated refresh token's successor. */
  successorKey: Buffer;
  /** Seed, derived from the secret too, of the Ed25519 key that signs certificate credentials. */
  credentialSeed: Buffer;
  /** AES-256-GCM key, derived from the secret too, that encrypts teams' single sign-on secrets. */
  ssoSecretKey: Buffer;
  /** HMAC key, derived from the secret too, of the mails' one-click unsubscribe links. */
  unsubscribeKey: Buffer;
  /** The VAPID key pair of Web Push (P-256, base64url as web-push takes it), derived too. */
  vapid: { publicKey: string; privateKey: string };
}

const SECRET_FILE = 'jwt-secret';

/**
 * JWT_SECRET when configured; otherwise a secret generated on first start and kept in DATA_DIR,
 * so tokens stay valid across restarts of one installation.
 */
export function readOrCreateSecret(dataDir: string, configured: string | undefined): string {
  if (configured) return configured;
  const file = path.join(dataDir, SECRET_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = crypto.randomBytes(48).toString('base64url');
  try {
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another replica sharing DATA_DIR wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return fs.readFileSync(file, 'utf8').trim();
    throw error;
  }
}

/**
 * The P-256 key pair derived from the secret (HKDF), so every replica given the same secret
 * signs with the same key and nothing but the secret has to be shared.
 */
export function deriveSigningJwk(secret: string, purpose = 'es256-signing-key'): JWK {
  for (let counter = 0; ; counter += 1) {
    const d = Buffer.from(
      crypto.hkdfSync('sha256', secret, 'codenest', `${purpose}/${counter}`, 32),
    );
    const ecdh = crypto.createECDH('prime256v1');
    try {
      ecdh.setPrivateKey(d);
    } catch {
      continue; // not a valid scalar (about 1 in 2^32): derive the next one
    }
    const point = ecdh.getPublicKey();
    return {
      kty: 'EC',
      crv: 'P-256',
      d: d.toString('base64url'),
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    };
  }
}

export async function loadJwtKeys(
  dataDir: string,
  configured: string | undefined,
): Promise<JwtKeys> {
  const secret = readOrCreateSecret(dataDir, configured);
  const privateJwk = deriveSigningJwk(secret);
  const publicJwk: JWK = { kty: 'EC', crv: 'P-256', x: privateJwk.x, y: privateJwk.y };
  const kid = crypto
    .createHash('sha256')
    .update(`${publicJwk.x}.${publicJwk.y}`)
    .digest('base64url')
    .slice(0, 16);
  const privateKey = (await importJWK(privateJwk, SIGNING_ALGORITHM)) as CryptoKey;
  const publicKey = (await importJWK(publicJwk, SIGNING_ALGORITHM)) as CryptoKey;
  const anonKey = await new SignJWT({ role: 'anon' })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, typ: 'JWT', kid })
    .setIssuer('codenest')
    .setIssuedAt(0)
    .sign(privateKey);
  return {
    privateKey,
    publicKey,
    kid,
    jwks: {
      keys: [{ ...publicJwk, kid, alg: SIGNING_ALGORITHM, use: 'sig', key_ops: ['verify'] }],
    },
    anonKey,
    successorKey: Buffer.from(
      crypto.hkdfSync('sha256', secret, 'codenest', 'refresh-token-successor', 32),
    ),
    credentialSeed: Buffer.from(
      crypto.hkdfSync('sha256', secret, 'codenest', 'credential-signing', 32),
    ),
    ssoSecretKey: Buffer.from(
      crypto.hkdfSync('sha256', secret, 'codenest', 'sso-client-secret', 32),
    ),
    unsubscribeKey: Buffer.from(
      crypto.hkdfSync('sha256', secret, 'codenest', 'mail-unsubscribe', 32),
    ),
    vapid: vapidKeysOf(deriveSigningJwk(secret, 'web-push-vapid-key')),
  };
}

/** A P-256 JWK as VAPID keys: the uncompressed public point and the private scalar. */
function vapidKeysOf(jwk: JWK): { publicKey: string; privateKey: string } {
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x!, 'base64url'),
    Buffer.from(jwk.y!, 'base64url'),
  ]);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d! };
}
