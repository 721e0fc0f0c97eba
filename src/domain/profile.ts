import { utf8ByteLength } from './utf8';

/**
 * The learner's profile as user_metadata keeps it (SPEC §3 User), and the name the pages greet
 * them by. No schema here: the pages every visitor loads read a profile without zod's code;
 * saving one is checked by account.ts's profileSchema.
 */
export interface Profile {
  name: string;
  bio: string;
  location: string;
  website: string;
}

export interface UserMetadata {
  name?: string;
  bio?: string;
  location?: string;
  website?: string;
  first_login?: boolean;
  [key: string]: unknown;
}

/**
 * The most user_metadata an account keeps, as UTF-8 JSON: it travels in every access token, so
 * a larger document would make every request too large for the server to read.
 */
export const USER_METADATA_MAX_BYTES = 4 * 1024;

/** The size user_metadata is capped by. */
export function metadataBytes(metadata: Record<string, unknown>): number {
  return utf8ByteLength(JSON.stringify(metadata));
}

/** The profile fields of user_metadata, with empty strings for what is not set. */
export function profileFromMetadata(metadata: UserMetadata | null | undefined): Profile {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    name: text(metadata?.name),
    bio: text(metadata?.bio),
    location: text(metadata?.location),
    website: text(metadata?.website),
  };
}

/**
 * SPEC §2 dashboard greeting: the profile name, else the name in app metadata, else the part
 * of the e-mail before the at-sign, else 'Developer'; its first word.
 */
export function firstName(user: {
  email?: string | null | undefined;
  user_metadata?: Record<string, unknown> | null | undefined;
  app_metadata?: Record<string, unknown> | null | undefined;
}): string {
  const candidates = [user.user_metadata?.name, user.app_metadata?.name, user.email?.split('@')[0]];
  for (const candidate of candidates) {
    if (typeof candidate !== 'string') continue;
    const word = candidate.trim().split(/\s+/)[0];
    if (word) return word;
  }
  return 'Developer';
}
