import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';

export interface JwtKeys {
  secret: Uint8Array;
  /** The public (anon) key the web app sends as `apikey`, as Supabase clients expect. */
  anonKey: string;
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

export async function loadJwtKeys(
  dataDir: string,
  configured: string | undefined,
): Promise<JwtKeys> {
  const secret = new TextEncoder().encode(readOrCreateSecret(dataDir, configured));
  const anonKey = await new SignJWT({ role: 'anon' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('codenest')
    .setIssuedAt(0)
    .sign(secret);
  return { secret, anonKey };
}
