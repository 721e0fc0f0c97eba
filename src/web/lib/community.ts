import type { ThreadCreateRequest, ThreadListQuery, ThreadSummary } from '@domain/community';
import { invokeFunction, type FunctionCall } from './functions';
import { requireSupabase } from './supabase';
import { msg } from '../i18n/translate';

/*
 * The one helper every community call of the web app goes through (the forum, discussions,
 * solutions, notifications, moderation), and the thread lists and new threads that the forum
 * and every lesson and challenge share.
 */

export class CommunityError extends Error {
  override name = 'CommunityError';
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

const DEMO_MODE = msg(
  'The community needs the CodeNest server, and this is the demo mode without one.',
);
const client = () => requireSupabase(() => new CommunityError(DEMO_MODE));
const fail = (message: string, status: number | null) => new CommunityError(message, status);

/** Query keys: invalidate `all` after anything that changes what lists show. */
export const communityKeys = {
  all: ['community'] as const,
  threads: (query: Partial<ThreadListQuery>) => ['community', 'threads', query] as const,
  thread: (id: string) => ['community', 'thread', id] as const,
};

/** A /functions/v1 call of the community; a failure throws a CommunityError with a sentence. */
export function communityCall<T>(input: {
  name: string;
  method: FunctionCall['method'];
  body?: unknown;
  /** Query parameters, for GET (undefined values are left out). */
  query?: Record<string, string | number | undefined>;
  fallback: string;
}): Promise<T> {
  const { query, ...call } = input;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const name = search.size > 0 ? `${call.name}?${search.toString()}` : call.name;
  return invokeFunction<T>({ client: client(), fail, ...call, name });
}

/** GET /functions/v1/forum-threads: a category's, a lesson's or a challenge's threads. */
export function fetchThreads(query: Partial<ThreadListQuery>): Promise<ThreadSummary[]> {
  return communityCall<ThreadSummary[]>({
    name: 'forum-threads',
    method: 'GET',
    query: { ...query },
    fallback: msg('The discussions could not be loaded. Please try again.'),
  });
}

/** POST /functions/v1/forum-threads → the new thread's id. */
export function createThread(request: ThreadCreateRequest): Promise<{ id: string }> {
  return communityCall<{ id: string }>({
    name: 'forum-threads',
    method: 'POST',
    body: request,
    fallback: msg('Your question could not be posted. Please try again.'),
  });
}
