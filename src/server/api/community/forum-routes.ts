import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import {
  POST_BODY_MAX,
  acceptRequestSchema,
  postCreateRequestSchema,
  postEditRequestSchema,
  postIdSchema,
  revealRequestSchema,
  threadCreateRequestSchema,
  threadIdSchema,
  threadListQuerySchema,
  voteRequestSchema,
  type ForumPost,
  type PostRevision,
  type ThreadDetail,
  type ThreadSummary,
} from '@domain/community';
import { z } from '@domain/zod';
import { authenticate, requireUser } from '@server/auth/bearer';
import { placeOf, requirePlace } from '@server/community/places';
import { PostingLimits } from '@server/community/posting-limits';
import { createReply, deletePost, editPost } from '@server/community/posts';
import { revealSpoilers } from '@server/community/spoilers';
import { listThreads } from '@server/community/thread-list';
import { revisionsOf, threadDetail } from '@server/community/thread-views';
import { createThread } from '@server/community/threads';
import { acceptAnswer, votePost } from '@server/community/votes';
import { HttpError } from '@server/http/errors';
import { validate } from '@server/http/validate';

const threadParamsSchema = z.object({ id: threadIdSchema });
const postParamsSchema = z.object({ id: postIdSchema });

/** A post's characters may take up to 4 bytes each in JSON, with the title and the rest around. */
const POST_REQUEST_BYTES = POST_BODY_MAX * 4 + 4096;

/** Posting routes: a body past the limit is a post too long, said as such. */
const postingRoute: RouteShorthandOptions = {
  bodyLimit: POST_REQUEST_BYTES,
  errorHandler: (error) => {
    if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new HttpError(
        400,
        'post_too_long',
        `body: is too long: at most ${POST_BODY_MAX.toLocaleString('en-US')} characters`,
      );
    }
    throw error;
  },
};

const ONE_PLACE = 'Choose one place: category, lessonId or challengeId.';

/**
 * The forum and the discussions on lessons and challenges:
 *
 * - POST   /functions/v1/forum-threads      `{ title, body, category | lessonId | challengeId }` → `{ id }`
 * - GET    /functions/v1/forum-threads?category=|lessonId=|challengeId=&sort=&limit=&after=
 *                                           → ThreadSummary[] (visitors too)
 * - GET    /functions/v1/forum-threads/:id  → ThreadDetail (visitors too)
 * - POST   /functions/v1/forum-posts        `{ threadId, body }` → `{ id }` (a reply)
 * - PATCH  /functions/v1/forum-posts/:id    `{ body }` → the ForumPost (its author)
 * - GET    /functions/v1/forum-posts/:id/revisions → PostRevision[], newest first
 * - DELETE /functions/v1/forum-posts/:id    → `{ deleted: true }` (its author)
 * - POST   /functions/v1/forum-votes        `{ postId, up }` → `{ score, voted }`
 * - POST   /functions/v1/forum-accept       `{ threadId, postId | null }` → `{ acceptedPostId }`
 * - POST   /functions/v1/forum-reveal       `{ lessonId | challengeId }` → `{ revealed: true }`
 *
 * New threads and replies count against the posting limits; `clock` defaults to the system's.
 */
export function registerForumRoutes(
  app: FastifyInstance,
  options: { clock?: () => Date } = {},
): void {
  const clock = options.clock ?? (() => new Date());
  const limits = new PostingLimits(app.redis);

  const viewerId = async (request: Parameters<typeof authenticate>[0]) => {
    const caller = await authenticate(request, app);
    return caller.kind === 'user' ? caller.userId : null;
  };

  app.post(
    '/functions/v1/forum-threads',
    postingRoute,
    async (request): Promise<{ id: string }> => {
      const { userId } = await requireUser(request, app);
      const { title, body, ...where } = validate(threadCreateRequestSchema, request.body);
      const place = placeOf(where);
      if (!place) throw new HttpError(400, 'validation_failed', ONE_PLACE);
      requirePlace(place);
      return createThread(app, limits, { userId, title, body, place, now: clock() });
    },
  );

  app.get('/functions/v1/forum-threads', async (request): Promise<ThreadSummary[]> => {
    await authenticate(request, app);
    const query = validate(threadListQuerySchema, request.query);
    const places = [query.category, query.lessonId, query.challengeId].filter(
      (place) => place !== undefined,
    );
    if (places.length > 1) throw new HttpError(400, 'validation_failed', ONE_PLACE);
    return listThreads(app, query);
  });

  app.get('/functions/v1/forum-threads/:id', async (request): Promise<ThreadDetail> => {
    const userId = await viewerId(request);
    const { id } = validate(threadParamsSchema, request.params);
    return threadDetail(app, id, userId, clock());
  });

  app.post('/functions/v1/forum-posts', postingRoute, async (request): Promise<{ id: string }> => {
    const { userId } = await requireUser(request, app);
    const { threadId, body } = validate(postCreateRequestSchema, request.body);
    return createReply(app, limits, { userId, threadId, body, now: clock() });
  });

  app.patch('/functions/v1/forum-posts/:id', postingRoute, async (request): Promise<ForumPost> => {
    const { userId } = await requireUser(request, app);
    const { id } = validate(postParamsSchema, request.params);
    const { body } = validate(postEditRequestSchema, request.body);
    return editPost(app, { userId, postId: id, body, now: clock() });
  });

  app.get('/functions/v1/forum-posts/:id/revisions', async (request): Promise<PostRevision[]> => {
    const userId = await viewerId(request);
    const { id } = validate(postParamsSchema, request.params);
    return revisionsOf(app, id, userId);
  });

  app.delete('/functions/v1/forum-posts/:id', async (request): Promise<{ deleted: true }> => {
    const { userId } = await requireUser(request, app);
    const { id } = validate(postParamsSchema, request.params);
    return deletePost(app, { userId, postId: id, now: clock() });
  });

  app.post('/functions/v1/forum-votes', async (request) => {
    const { userId } = await requireUser(request, app);
    const { postId, up } = validate(voteRequestSchema, request.body);
    return votePost(app, { userId, postId, up, now: clock() });
  });

  app.post('/functions/v1/forum-accept', async (request) => {
    const { userId } = await requireUser(request, app);
    const { threadId, postId } = validate(acceptRequestSchema, request.body);
    return acceptAnswer(app, { userId, threadId, postId, now: clock() });
  });

  app.post('/functions/v1/forum-reveal', async (request): Promise<{ revealed: true }> => {
    const { userId } = await requireUser(request, app);
    const place = placeOf(validate(revealRequestSchema, request.body));
    if (!place) throw new HttpError(400, 'validation_failed', ONE_PLACE);
    requirePlace(place);
    await revealSpoilers(app.database.db, userId, place, clock());
    return { revealed: true };
  });
}
