import type { Kysely } from 'kysely';
import { NEW_ACCOUNT_HOURS, NEW_ACCOUNT_POST_LIMIT, POST_LIMIT } from '@domain/community';
import type { Database } from '../db/schema';
import { Throttle, tooManyRequests, waitMinutes } from '../limits/throttle';
import type { SharedRedis } from '../redis';

/** An account younger than NEW_ACCOUNT_HOURS: stricter limits, and its links are nofollow. */
export function isNewAccount(createdAt: string, now: Date): boolean {
  return now.getTime() - new Date(createdAt).getTime() < NEW_ACCOUNT_HOURS * 3_600_000;
}

export async function accountCreatedAt(db: Kysely<Database>, userId: string): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select('created_at')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return user.created_at;
}

const postingTooFast = (seconds: number) =>
  tooManyRequests(
    'posting_too_fast',
    `You are posting faster than the community allows. Please wait ${waitMinutes(seconds)}.`,
    seconds,
  );

/**
 * How many threads and replies (together) one account may post per window, counted per user id
 * in Redis when the site has it, so every replica shares the count.
 */
export class PostingLimits {
  private readonly regular: Throttle;
  private readonly newAccount: Throttle;

  constructor(redis: SharedRedis | undefined) {
    this.regular = new Throttle(
      {
        name: 'forum-posts',
        attempts: POST_LIMIT.posts,
        windowSeconds: POST_LIMIT.windowMinutes * 60,
      },
      postingTooFast,
      redis,
    );
    this.newAccount = new Throttle(
      {
        name: 'forum-posts-new-account',
        attempts: NEW_ACCOUNT_POST_LIMIT.posts,
        windowSeconds: NEW_ACCOUNT_POST_LIMIT.windowMinutes * 60,
      },
      postingTooFast,
      redis,
    );
  }

  /** Counts one post of the account; past its limit, a 429 with Retry-After. */
  async attempt(userId: string, newAccount: boolean): Promise<void> {
    await (newAccount ? this.newAccount : this.regular).attempt(userId);
  }
}
