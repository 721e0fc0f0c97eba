import argon2 from 'argon2';
import { PASSWORD_MIN_LENGTH } from '@domain/constants';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const HASH_OPTIONS: argon2.HashOptions = {
  type: argon2.argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies a password; with no stored hash it still spends the same time on a dummy one, so
 * response times do not tell which e-mail addresses have accounts.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    dummyHash ??= hashPassword('codenest-no-such-account');
    await argon2.verify(await dummyHash, password);
    return false;
  }
  try {
    return await argon2.verify(stored, password);
  } catch {
    return false;
  }
}

export const MAX_PASSWORD_LENGTH = 72;

/** Passwords so common that attackers try them first. */
const COMMON_PASSWORDS = new Set([
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  '111111',
  '000000',
  '123123',
  '654321',
  '666666',
  '121212',
  'abc123',
  'abcdef',
  'qwerty',
  'qwerty123',
  'qwertyuiop',
  'asdfgh',
  'password',
  'password1',
  'passw0rd',
  'letmein',
  'iloveyou',
  'welcome',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'admin',
  'admin123',
  'secret',
  'changeme',
]);

export type WeakPasswordReason = 'length' | 'pwned';

export interface PasswordProblem {
  message: string;
  reasons: WeakPasswordReason[];
}

/** GoTrue's weak-password answers, so the client's error mapping (SPEC §8) applies. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return {
      message: `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`,
      reasons: ['length'],
    };
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    return {
      message: 'Password is known to be weak and easy to guess, please choose a different one.',
      reasons: ['pwned'],
    };
  }
  return null;
}
