import type {
  CommunityMe,
  CommunityStats,
  ForumPost,
  ModerationAction,
  ModerationLogEntry,
  ModerationOverview,
  PostRevision,
  ReportReason,
  SearchHit,
  ThreadDetail,
} from '@domain/community';
import { communityCall } from './community';
import { msg } from '../i18n/translate';

/*
 * Every call the forum's pages make: a thread and its posts, replies, edits, votes, accepted
 * answers, reports, spoilers, search, the community's figures and moderation.
 */

export const forumKeys = {
  stats: ['community', 'stats'] as const,
  // Outside communityKeys.all: no post, vote or moderation action changes the viewer's roles.
  me: (userId: string | null) => ['community-me', userId] as const,
  search: (q: string) => ['community', 'search', q] as const,
  revisions: (postId: string) => ['community', 'revisions', postId] as const,
  moderation: ['community', 'moderation'] as const,
};

const id = (value: string) => encodeURIComponent(value);

/** GET /functions/v1/forum-threads/:id */
export function fetchThread(threadId: string): Promise<ThreadDetail> {
  return communityCall<ThreadDetail>({
    name: `forum-threads/${id(threadId)}`,
    method: 'GET',
    fallback: msg('The discussion could not be loaded. Please try again.'),
  });
}

/** POST /functions/v1/forum-posts → the reply's id. */
export function postReply(threadId: string, body: string): Promise<{ id: string }> {
  return communityCall<{ id: string }>({
    name: 'forum-posts',
    method: 'POST',
    body: { threadId, body },
    fallback: msg('Your reply could not be posted. Please try again.'),
  });
}

/** PATCH /functions/v1/forum-posts/:id: the author's new Markdown; the version before is kept. */
export function editPost(postId: string, body: string): Promise<ForumPost> {
  return communityCall<ForumPost>({
    name: `forum-posts/${id(postId)}`,
    method: 'PATCH',
    body: { body },
    fallback: msg('Your changes could not be saved. Please try again.'),
  });
}

/** DELETE /functions/v1/forum-posts/:id (the author only). */
export function deletePost(postId: string): Promise<{ deleted: true }> {
  return communityCall<{ deleted: true }>({
    name: `forum-posts/${id(postId)}`,
    method: 'DELETE',
    fallback: msg('The post could not be deleted. Please try again.'),
  });
}

/** GET /functions/v1/forum-posts/:id/revisions, newest first. */
export function fetchRevisions(postId: string): Promise<PostRevision[]> {
  return communityCall<PostRevision[]>({
    name: `forum-posts/${id(postId)}/revisions`,
    method: 'GET',
    fallback: msg('The earlier versions could not be loaded. Please try again.'),
  });
}

/** POST /functions/v1/forum-votes: an upvote, or taking it back. */
export function votePost(postId: string, up: boolean): Promise<{ score: number; voted: boolean }> {
  return communityCall<{ score: number; voted: boolean }>({
    name: 'forum-votes',
    method: 'POST',
    body: { postId, up },
    fallback: msg('Your vote could not be counted. Please try again.'),
  });
}

/** POST /functions/v1/forum-accept: the asker marks a reply as the answer (null: none). */
export function acceptAnswer(
  threadId: string,
  postId: string | null,
): Promise<{ acceptedPostId: string | null }> {
  return communityCall<{ acceptedPostId: string | null }>({
    name: 'forum-accept',
    method: 'POST',
    body: { threadId, postId },
    fallback: msg('The answer could not be marked. Please try again.'),
  });
}

/** POST /functions/v1/forum-reports */
export function reportPost(request: {
  postId: string;
  reason: ReportReason;
  details?: string;
}): Promise<{ id: string }> {
  return communityCall<{ id: string }>({
    name: 'forum-reports',
    method: 'POST',
    body: request,
    fallback: msg('Your report could not be sent. Please try again.'),
  });
}

/** POST /functions/v1/forum-reveal: "I have solved it or I give up" for a lesson or challenge. */
export function revealSpoilers(
  place: { lessonId: string } | { challengeId: string },
): Promise<{ revealed: true }> {
  return communityCall<{ revealed: true }>({
    name: 'forum-reveal',
    method: 'POST',
    body: place,
    fallback: msg('The code could not be shown. Please try again.'),
  });
}

/** GET /functions/v1/forum-search?q= */
export function searchForum(q: string): Promise<SearchHit[]> {
  return communityCall<SearchHit[]>({
    name: 'forum-search',
    method: 'GET',
    query: { q },
    fallback: msg('The search did not work. Please try again.'),
  });
}

/** GET /functions/v1/community-stats: public figures, the latest discussions, top contributors. */
export function fetchCommunityStats(): Promise<CommunityStats> {
  return communityCall<CommunityStats>({
    name: 'community-stats',
    method: 'GET',
    fallback: msg('The community figures could not be loaded. Please try again.'),
  });
}

/** GET /functions/v1/community-me: the signed-in learner's handle and roles. */
export function fetchCommunityMe(): Promise<CommunityMe> {
  return communityCall<CommunityMe>({
    name: 'community-me',
    method: 'GET',
    fallback: msg('Your community profile could not be loaded. Please try again.'),
  });
}

/** GET /functions/v1/forum-moderation (moderators). */
export function fetchModeration(): Promise<ModerationOverview> {
  return communityCall<ModerationOverview>({
    name: 'forum-moderation',
    method: 'GET',
    fallback: msg('The moderation overview could not be loaded. Please try again.'),
  });
}

/** POST /functions/v1/forum-moderation: one action, logged with who and why. */
export function moderate(
  action: ModerationAction,
): Promise<{ ok: true; entry: ModerationLogEntry }> {
  return communityCall<{ ok: true; entry: ModerationLogEntry }>({
    name: 'forum-moderation',
    method: 'POST',
    body: action,
    fallback: msg('The moderation action did not go through. Please try again.'),
  });
}
