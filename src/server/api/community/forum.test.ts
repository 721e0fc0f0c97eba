import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DELETED_USER,
  NEW_ACCOUNT_POST_LIMIT,
  type ForumPost,
  type PostRevision,
  type ThreadDetail,
  type ThreadSummary,
} from '@domain/community';
import { startListeningServer, type ListeningServer } from '@tests/helpers/auth';
import { testDialects } from '@tests/helpers/databases';
import { signedInUser } from '@tests/helpers/execute';
import { deleteAccountData } from '@server/db/personal-data';

interface Person {
  token: string;
  userId: string;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const DAY_MS = 24 * 3_600_000;

const decodeEntities = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);?/gi, (_all, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_all, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&(quot|apos|lt|gt|amp);/g, (_all, name: string) =>
      name === 'quot'
        ? '"'
        : name === 'apos'
          ? "'"
          : name === 'lt'
            ? '<'
            : name === 'gt'
              ? '>'
              : '&',
    );

const TAG = /^<\/?([a-z][a-z0-9]*)((?:\s+[a-z][a-z0-9-]*(?:="[^"<>]*")?)*)\s*\/?>/i;
const ATTRIBUTE = /([a-z][a-z0-9-]*)(?:="([^"]*)")?/gi;

/**
 * What in a post's HTML could run script: such elements, on* attributes, links to other schemes.
 * Every "<" must open a well-formed tag (text escapes its own), so each tag is read exactly.
 */
function activeParts(html: string): string[] {
  const found: string[] = [];
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at + 1)) {
    const tag = TAG.exec(html.slice(at));
    if (!tag) {
      found.push(`unreadable markup at ${html.slice(at, at + 30)}`);
      continue;
    }
    const name = tag[1]!.toLowerCase();
    if (['script', 'img', 'svg', 'iframe', 'style', 'object', 'embed'].includes(name)) {
      found.push(`<${name}>`);
    }
    for (const [, attribute = '', value = ''] of tag[2]!.matchAll(ATTRIBUTE)) {
      const attributeName = attribute.toLowerCase();
      if (attributeName.startsWith('on')) found.push(`${name} ${attributeName}`);
      const url = decodeEntities(value).trim();
      if (['href', 'src'].includes(attributeName) && !/^(https?:|mailto:|\/)/i.test(url)) {
        found.push(`${name} ${attributeName}=${url}`);
      }
    }
  }
  return found;
}

/** The rel words of the first link in a post's HTML. */
const firstLinkRel = (html: string) => /<a\b[^>]*\srel="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
const C_BLOCK = '```c\nint main(void) { return SECRET_ANSWER; }\n```';

for (const dialect of testDialects()) {
  describe(`forum [${dialect.name}]`, () => {
    let server: ListeningServer;
    beforeAll(async () => {
      server = await startListeningServer(dialect);
    });
    afterAll(() => server.close());

    const db = () => server.app.database.db;

    /** A learner whose account is two days old (the regular posting limit), or new. */
    const learner = async (name: string, options: { newAccount?: boolean } = {}) => {
      const person = await signedInUser(server);
      const createdAt = new Date(Date.now() - (options.newAccount ? 60_000 : 2 * DAY_MS));
      await db()
        .updateTable('users')
        .set({ user_metadata: JSON.stringify({ name }), created_at: createdAt.toISOString() })
        .where('id', '=', person.userId)
        .execute();
      return { token: person.token, userId: person.userId };
    };

    const call = (method: Method, url: string, who: Person | null, payload?: unknown) =>
      server.app.inject({
        method,
        url: `/functions/v1/${url}`,
        headers: { authorization: `Bearer ${who ? who.token : server.app.keys.anonKey}` },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });

    const startThread = async (who: Person, fields: Record<string, unknown>) => {
      const response = await call('POST', 'forum-threads', who, {
        title: 'How do I read a line of input?',
        body: 'I tried scanf but it stops at the first space.',
        category: 'c-help',
        ...fields,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ id: string }>().id;
    };

    const reply = async (who: Person, threadId: string, body: string) => {
      const response = await call('POST', 'forum-posts', who, { threadId, body });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ id: string }>().id;
    };

    const thread = async (id: string, who: Person | null) => {
      const response = await call('GET', `forum-threads/${id}`, who);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ThreadDetail>();
    };

    const list = async (query: string) => {
      const response = await call('GET', `forum-threads?${query}`, null);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ThreadSummary[]>();
    };

    const expectError = (
      response: Awaited<ReturnType<typeof call>>,
      status: number,
      code: string,
      message: string,
    ) => {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ code, message });
    };

    it('posts threads in a category, on a lesson and on a challenge, each listed in its place', async () => {
      const ada = await learner('Ada Lovelace');
      const inCategory = await startThread(ada, { title: 'Hello from a new learner' });
      const onLesson = await startThread(ada, {
        category: undefined,
        lessonId: 'c-012',
        title: 'Why does my loop run once more?',
      });
      const onChallenge = await startThread(ada, {
        category: undefined,
        challengeId: 'practice-001',
        title: 'An approach for the first practice challenge',
      });

      const lessonThreads = await list('lessonId=c-012');
      expect(lessonThreads.map((summary) => summary.id)).toContain(onLesson);
      expect(lessonThreads.map((summary) => summary.id)).not.toContain(inCategory);
      const summary = lessonThreads.find((candidate) => candidate.id === onLesson)!;
      expect(summary).toMatchObject({
        title: 'Why does my loop run once more?',
        category: null,
        lessonId: 'c-012',
        challengeId: null,
        replyCount: 0,
        score: 0,
        answered: false,
        pinned: false,
        locked: false,
        excerpt: 'I tried scanf but it stops at the first space.',
        author: { id: ada.userId, name: 'Ada Lovelace', handle: 'ada-lovelace', moderator: false },
      });
      expect((await list('challengeId=practice-001')).map((row) => row.id)).toEqual([onChallenge]);
      expect((await list('category=c-help')).map((row) => row.id)).toContain(inCategory);
      // No place: the latest everywhere, the newest first.
      expect((await list('limit=3')).map((row) => row.id)).toEqual([
        onChallenge,
        onLesson,
        inCategory,
      ]);

      const detail = await thread(onLesson, null);
      expect(detail.posts).toHaveLength(1);
      expect(detail.posts[0]).toMatchObject({ opening: true, body: null, deleted: false });
      expect(detail.viewer).toEqual({
        signedIn: false,
        canReply: false,
        cannotReplyReason: null,
        isAuthor: false,
        isModerator: false,
        spoilersHidden: true,
      });
      expect((await thread(onLesson, ada)).posts[0]!.body).toBe(
        'I tried scanf but it stops at the first space.',
      );
    });

    it('answers 404 with a sentence for a lesson, a challenge or a thread that does not exist', async () => {
      const ada = await learner('Ada Lovelace');
      expectError(
        await call('POST', 'forum-threads', ada, {
          title: 'A question on a lesson',
          body: 'Some words',
          lessonId: 'c-999',
        }),
        404,
        'lesson_not_found',
        'There is no lesson c-999 in the C course. Open the lesson and start the discussion from there.',
      );
      expectError(
        await call('POST', 'forum-threads', ada, {
          title: 'A question on a challenge',
          body: 'Some words',
          challengeId: 'daily-999',
        }),
        404,
        'challenge_not_found',
        'There is no challenge daily-999. Pick one on the daily challenge page.',
      );
      expectError(
        await call('GET', 'forum-threads/no-such-thread', null),
        404,
        'thread_not_found',
        'This discussion does not exist or was deleted.',
      );
      expectError(
        await call('POST', 'forum-threads', null, { title: 'Signed out', body: 'Hello' }),
        401,
        'no_authorization',
        'Sign in first: this needs your account.',
      );
    });

    it('pages through a place without duplicates or gaps, pinned threads first', async () => {
      const ada = await learner('Ada Lovelace');
      const grace = await learner('Grace Hopper');
      const ids: string[] = [];
      for (let index = 0; index < 7; index++) {
        ids.push(
          await startThread(index % 2 === 0 ? ada : grace, {
            category: undefined,
            lessonId: 'c-020',
            title: `Question number ${index} on pointers`,
          }),
        );
      }
      const pinned = ids[2]!;
      await db()
        .updateTable('forum_threads')
        .set({ pinned_at: new Date().toISOString() })
        .where('id', '=', pinned)
        .execute();

      const whole = await list('lessonId=c-020&limit=50');
      expect(whole.map((row) => row.id)).toEqual([
        pinned,
        ...[...ids].reverse().filter((id) => id !== pinned),
      ]);
      expect(whole[0]!.pinned).toBe(true);

      const paged: string[] = [];
      let after: string | undefined;
      for (let page = 0; page < 5; page++) {
        const rows = await list(
          `lessonId=c-020&limit=3${after ? `&after=${encodeURIComponent(after)}` : ''}`,
        );
        paged.push(...rows.map((row) => row.id));
        if (rows.length < 3) break;
        after = rows.at(-1)!.cursor;
      }
      expect(paged).toEqual(whole.map((row) => row.id));

      // The most upvoted first (after the pinned one), also page by page.
      const topId = ids[0]!;
      const opening = (await thread(topId, null)).posts[0]!.id;
      expect(
        (await call('POST', 'forum-votes', grace, { postId: opening, up: true })).statusCode,
      ).toBe(200);
      const top = await list('lessonId=c-020&sort=top&limit=2');
      expect(top.map((row) => row.id)).toEqual([pinned, topId]);
      expect(top[1]!.score).toBe(1);
      const rest = await list(`lessonId=c-020&sort=top&limit=50&after=${top[1]!.cursor}`);
      expect(rest.map((row) => row.id)).toEqual(
        [...ids].reverse().filter((id) => id !== pinned && id !== topId),
      );

      expectError(
        await call('GET', 'forum-threads?lessonId=c-020&after=not-a-cursor', null),
        400,
        'validation_failed',
        'after: is not a position in this list. Load the list again from its first page.',
      );
    });

    it('replies, counts the replies and tells the asker and those mentioned', async () => {
      const ada = await learner('Ada Lovelace');
      const grace = await learner('Grace Hopper');
      const linus = await learner('Linus Tor');
      const threadId = await startThread(ada, { title: 'Who else is on lesson three?' });
      await reply(linus, threadId, 'Me! I am posting so I get a handle.');
      const linusHandle = (await thread(threadId, null)).posts[1]!.author!.handle;

      const replyId = await reply(grace, threadId, `I am, and @${linusHandle} was last week.`);
      const detail = await thread(threadId, grace);
      expect(detail.replyCount).toBe(2);
      expect(detail.posts.map((post) => post.id).at(-1)).toBe(replyId);
      expect(detail.posts.map((post) => post.opening)).toEqual([true, false, false]);
      expect(detail.lastActivityAt).toBe(detail.posts[2]!.createdAt);
      expect(detail.viewer).toMatchObject({ signedIn: true, canReply: true, isAuthor: false });
      expect(
        (await list('category=c-help&limit=50')).find((row) => row.id === threadId),
      ).toMatchObject({
        replyCount: 2,
      });

      const notes = await db()
        .selectFrom('notifications')
        .select(['user_id', 'kind', 'actor_id'])
        .where('post_id', '=', replyId)
        .orderBy('kind')
        .execute();
      expect(notes).toEqual([
        { user_id: linus.userId, kind: 'mention', actor_id: grace.userId },
        { user_id: ada.userId, kind: 'reply', actor_id: grace.userId },
      ]);

      // The asker mentioned in a reply is told once; nobody is told of their own post.
      const adaHandle = detail.author!.handle;
      const second = await reply(
        grace,
        threadId,
        `@${adaHandle} and @${detail.posts[2]!.author!.handle}`,
      );
      const secondNotes = await db()
        .selectFrom('notifications')
        .select(['user_id', 'kind'])
        .where('post_id', '=', second)
        .execute();
      expect(secondNotes).toEqual([{ user_id: ada.userId, kind: 'reply' }]);
    });

    it('keeps every earlier version of an edited post; only its author edits or deletes it', async () => {
      const ada = await learner('Ada Lovelace');
      const grace = await learner('Grace Hopper');
      const threadId = await startThread(ada, { title: 'My first program prints nothing' });
      const openingId = (await thread(threadId, ada)).posts[0]!.id;

      expectError(
        await call('PATCH', `forum-posts/${openingId}`, grace, { body: 'Taken over' }),
        403,
        'not_post_author',
        'Only the person who wrote a post can edit it.',
      );
      expectError(
        await call('DELETE', `forum-posts/${openingId}`, grace),
        403,
        'not_post_author',
        'Only the person who wrote a post can delete it.',
      );

      const first = await call('PATCH', `forum-posts/${openingId}`, ada, {
        body: 'Second version: it prints nothing at all.',
      });
      expect(first.statusCode, first.body).toBe(200);
      const edited = first.json<ForumPost>();
      expect(edited).toMatchObject({
        id: openingId,
        body: 'Second version: it prints nothing at all.',
        revisionCount: 1,
        opening: true,
      });
      expect(edited.editedAt).not.toBeNull();
      expect(edited.html).toContain('Second version: it prints nothing at all.');
      await call('PATCH', `forum-posts/${openingId}`, ada, { body: 'Third version, solved.' });

      const revisions = await call('GET', `forum-posts/${openingId}/revisions`, null);
      expect(revisions.statusCode).toBe(200);
      const versions = revisions.json<PostRevision[]>();
      expect(versions.map((version) => version.body)).toEqual([
        'Second version: it prints nothing at all.',
        'I tried scanf but it stops at the first space.',
      ]);
      expect(versions[1]!.html).toContain('I tried scanf but it stops at the first space.');

      const seen = await thread(threadId, grace);
      expect(seen.posts[0]).toMatchObject({ body: null, revisionCount: 2 });
      expect(seen.posts[0]!.html).toContain('Third version, solved.');
      expect(seen.excerpt).toBe('Third version, solved.');
      // The opening post's words include the title.
      const words = await db()
        .selectFrom('forum_posts')
        .select('search_text')
        .where('id', '=', openingId)
        .executeTakeFirstOrThrow();
      expect(words.search_text).toContain('prints nothing');
      expect(words.search_text).toContain('solved');
    });

    it('deletes a reply’s content, and a question nobody answered with its thread', async () => {
      const ada = await learner('Ada Lovelace');
      const grace = await learner('Grace Hopper');
      const threadId = await startThread(ada, { title: 'Does free need a cast?' });
      const replyId = await reply(grace, threadId, 'No, it takes a void pointer.');
      await call('PATCH', `forum-posts/${replyId}`, grace, { body: 'No: free takes void *.' });

      const deleted = await call('DELETE', `forum-posts/${replyId}`, grace);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toEqual({ deleted: true });
      const detail = await thread(threadId, grace);
      expect(detail.replyCount).toBe(0);
      expect(detail.posts[1]).toMatchObject({
        id: replyId,
        deleted: true,
        html: '',
        body: null,
        revisionCount: 0,
      });
      const row = await db()
        .selectFrom('forum_posts')
        .select(['body', 'html', 'search_text'])
        .where('id', '=', replyId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ body: '', html: '', search_text: '' });
      const kept = await db()
        .selectFrom('forum_post_revisions')
        .select('id')
        .where('post_id', '=', replyId)
        .execute();
      expect(kept).toEqual([]);
      expectError(
        await call('PATCH', `forum-posts/${replyId}`, grace, { body: 'Back again' }),
        404,
        'post_not_found',
        'This post does not exist or was deleted.',
      );

      const lonely = await startThread(ada, { title: 'A question I answer myself' });
      const lonelyOpening = (await thread(lonely, ada)).posts[0]!.id;
      expect((await call('DELETE', `forum-posts/${lonelyOpening}`, ada)).statusCode).toBe(200);
      expect((await call('GET', `forum-threads/${lonely}`, null)).statusCode).toBe(404);
    });

    it('counts one upvote per person, never one’s own', async () => {
      const ada = await learner('Ada Lovelace');
      const grace = await learner('Grace Hopper');
      const linus = await learner('Linus Tor');
      const threadId = await startThread(ada, { title: 'Arrays or pointers first?' });
      const postId = await reply(grace, threadId, 'Arrays first, then pointers.');

      expectError(
        await call('POST', 'forum-votes', grace, { postId, up: true }),
        400,
        'own_post',
        'You cannot upvote your own post.',
      );
      for (let twice = 0; twice < 2; twice++) {
        const vote = await call('POST', 'forum-votes', ada, { postId, up: true });
        expect(vote.statusCode, vote.body).toBe(200);
        expect(vote.json()).toEqual({ score: 1, voted: true });
      }
      expect((await call('POST', 'forum-votes', linus, { postId, up: true })).json()).toEqual({
        score: 2,
        voted: true,
      });
      const seen = await thread(threadId, ada);
      expect(seen.posts[1]).toMatchObject({ score: 2, voted: true });
      expect((await thread(threadId, grace)).posts[1]).toMatchObject({ score: 2, voted: false });

      expect((await call('POST', 'forum-votes', linus, { postId, up: false })).json()).toEqual({
        score: 1,
        voted: false,
      });
    });

    it('lets only the asker accept a reply, and tells its author', async () => {
      const ada = await learner('Ada Lovelace');
      const grace = await learner('Grace Hopper');
      const threadId = await startThread(ada, { title: 'What does static mean here?' });
      const replyId = await reply(grace, threadId, 'It keeps the value between calls.');
      const openingId = (await thread(threadId, ada)).posts[0]!.id;

      expectError(
        await call('POST', 'forum-accept', grace, { threadId, postId: replyId }),
        403,
        'not_thread_author',
        'Only the person who asked can accept an answer.',
      );
      expectError(
        await call('POST', 'forum-accept', ada, { threadId, postId: openingId }),
        400,
        'not_a_reply',
        'Choose a reply in this discussion as the answer: not the question itself, nor a deleted or hidden post.',
      );

      const accepted = await call('POST', 'forum-accept', ada, { threadId, postId: replyId });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toEqual({ acceptedPostId: replyId });
      const detail = await thread(threadId, ada);
      expect(detail).toMatchObject({ acceptedPostId: replyId, answered: true });
      expect(detail.viewer.isAuthor).toBe(true);
      expect(detail.posts[1]!.accepted).toBe(true);
      const told = await db()
        .selectFrom('notifications')
        .select(['user_id', 'actor_id'])
        .where('kind', '=', 'accepted')
        .where('post_id', '=', replyId)
        .execute();
      expect(told).toEqual([{ user_id: grace.userId, actor_id: ada.userId }]);

      const none = await call('POST', 'forum-accept', ada, { threadId, postId: null });
      expect(none.json()).toEqual({ acceptedPostId: null });
      expect((await thread(threadId, ada)).answered).toBe(false);
    });

    it('hides code in a lesson’s or challenge’s discussion until the reader passed it or gave up', async () => {
      const ada = await learner('Ada Lovelace');
      const reader = await learner('Grace Hopper');
      const body = `My solution:\n\n${C_BLOCK}\n\nIt works.`;
      const onLesson = await startThread(ada, {
        category: undefined,
        lessonId: 'c-007',
        title: 'My solution to the exercise',
        body,
      });
      const onChallenge = await startThread(ada, {
        category: undefined,
        challengeId: 'daily-001',
        title: 'My solution to the first daily',
        body,
      });
      const inCategory = await startThread(ada, { title: 'Code in the forum itself', body });

      for (const id of [onLesson, onChallenge]) {
        for (const who of [null, reader]) {
          const hidden = await thread(id, who);
          expect(hidden.viewer.spoilersHidden).toBe(true);
          expect(hidden.posts[0]!.hiddenCodeBlocks).toBe(1);
          expect(hidden.posts[0]!.html).not.toContain('SECRET_ANSWER');
          expect(hidden.posts[0]!.html).toContain('It works.');
        }
      }
      // Its author keeps the Markdown to edit it.
      expect((await thread(onLesson, ada)).posts[0]!.body).toBe(body);
      const openingId = (await thread(onLesson, ada)).posts[0]!.id;
      await call('PATCH', `forum-posts/${openingId}`, ada, { body: `${body}\n\nEdited.` });
      const hiddenVersions = (await call('GET', `forum-posts/${openingId}/revisions`, reader)).json<
        PostRevision[]
      >();
      expect(hiddenVersions[0]!.html).not.toContain('SECRET_ANSWER');
      expect(hiddenVersions[0]!.body).toBe('');

      const inForum = await thread(inCategory, null);
      expect(inForum.viewer.spoilersHidden).toBe(false);
      expect(inForum.posts[0]!.hiddenCodeBlocks).toBe(0);
      expect(inForum.posts[0]!.html).toContain('SECRET_ANSWER');

      const now = new Date().toISOString();
      await db()
        .insertInto('exercise_completions')
        .values({
          user_id: reader.userId,
          course_id: 'c-programming',
          lesson_id: 'c-007',
          attempts: 1,
          first_passed_at: now,
          last_checked_at: now,
        })
        .execute();
      const passed = await thread(onLesson, reader);
      expect(passed.viewer.spoilersHidden).toBe(false);
      expect(passed.posts[0]!.html).toContain('SECRET_ANSWER');
      expect((await thread(onChallenge, reader)).viewer.spoilersHidden).toBe(true);

      const revealed = await call('POST', 'forum-reveal', reader, { challengeId: 'daily-001' });
      expect(revealed.statusCode, revealed.body).toBe(200);
      expect(revealed.json()).toEqual({ revealed: true });
      const shown = await thread(onChallenge, reader);
      expect(shown.viewer.spoilersHidden).toBe(false);
      expect(shown.posts[0]!.html).toContain('SECRET_ANSWER');

      const solver = await learner('Linus Tor');
      await db()
        .insertInto('challenge_completions')
        .values({
          id: crypto.randomUUID(),
          user_id: solver.userId,
          challenge_id: 'daily-001',
          day: now.slice(0, 10),
          points: 10,
          completed_at: now,
        })
        .execute();
      expect((await thread(onChallenge, solver)).viewer.spoilersHidden).toBe(false);
      expect((await thread(onLesson, solver)).viewer.spoilersHidden).toBe(true);

      expectError(
        await call('POST', 'forum-reveal', reader, { lessonId: 'c-007', challengeId: 'daily-001' }),
        400,
        'validation_failed',
        'Name one lesson (lessonId) or one challenge (challengeId).',
      );
    });

    it('refuses replies in a locked thread and posts from a suspended account', async () => {
      const ada = await learner('Ada Lovelace');
      const grace = await learner('Grace Hopper');
      const threadId = await startThread(ada, { title: 'A discussion that got heated' });
      await db()
        .updateTable('forum_threads')
        .set({ locked_at: new Date().toISOString() })
        .where('id', '=', threadId)
        .execute();
      expectError(
        await call('POST', 'forum-posts', grace, { threadId, body: 'One more thing' }),
        409,
        'thread_locked',
        'This discussion is locked.',
      );
      expect((await thread(threadId, grace)).viewer).toMatchObject({
        canReply: false,
        cannotReplyReason: 'This discussion is locked.',
      });

      await db()
        .insertInto('forum_suspensions')
        .values({
          user_id: grace.userId,
          until: null,
          reason: 'Spam links',
          suspended_by: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      const suspended =
        'Your account is suspended from posting in the community until a moderator lifts it. The moderators gave this reason: Spam links';
      expectError(
        await call('POST', 'forum-threads', grace, {
          title: 'Buy my course now',
          body: 'Cheap',
          category: 'general',
        }),
        403,
        'suspended',
        suspended,
      );
      const open = await startThread(ada, { title: 'A calm discussion' });
      expectError(
        await call('POST', 'forum-posts', grace, { threadId: open, body: 'Cheap' }),
        403,
        'suspended',
        suspended,
      );
      expect((await thread(open, grace)).viewer).toMatchObject({
        canReply: false,
        cannotReplyReason: suspended,
      });
    });

    it('holds a new account to the stricter posting limit, an older one to the regular one', async () => {
      const newcomer = await learner('New Person', { newAccount: true });
      const threadId = await startThread(newcomer, {
        title: 'My first question here',
        body: 'I read [the manual](https://example.com/manual) first.',
      });
      for (let index = 1; index < NEW_ACCOUNT_POST_LIMIT.posts; index++) {
        await reply(newcomer, threadId, `Follow-up number ${index}`);
      }
      const refused = await call('POST', 'forum-posts', newcomer, {
        threadId,
        body: 'One more follow-up',
      });
      expectError(
        refused,
        429,
        'posting_too_fast',
        'You are posting faster than the community allows. Please wait 10 minutes.',
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(540);

      const regular = await learner('Old Hand');
      for (let index = 0; index <= NEW_ACCOUNT_POST_LIMIT.posts + 1; index++) {
        await reply(regular, threadId, `Answer [number ${index}](https://example.com/${index})`);
      }
      const links = (await thread(threadId, null)).posts.map((post) => firstLinkRel(post.html));
      expect(links[0]).toContain('nofollow');
      expect(links[0]).toContain('ugc');
      expect(links.at(-1)).not.toContain('nofollow');
      expect(links.at(-1)).toContain('ugc');
      // A new account's links are marked nofollow; the first post made the newcomer a handle.
      const handle = await db()
        .selectFrom('community_profiles')
        .select('handle')
        .where('user_id', '=', newcomer.userId)
        .executeTakeFirst();
      expect(handle?.handle).toBe('new-person');
    });

    it('answers invalid requests with 400 and a sentence', async () => {
      const ada = await learner('Ada Lovelace');
      const threadId = await startThread(ada, { title: 'A thread for bad requests' });
      const cases: [Method, string, unknown, string][] = [
        [
          'POST',
          'forum-threads',
          { title: 'Short', body: 'Hello', category: 'general' },
          'title: is too short: at least 8 characters',
        ],
        [
          'POST',
          'forum-threads',
          { title: 'A good long title', category: 'general' },
          'body: is required: write your post',
        ],
        [
          'POST',
          'forum-threads',
          { title: 'A good long title', body: 'Hello' },
          'Choose where the thread goes: one of category, lessonId or challengeId.',
        ],
        [
          'POST',
          'forum-threads',
          { title: 'A good long title', body: 'Hello', category: 'general', lessonId: 'c-001' },
          'Choose where the thread goes: one of category, lessonId or challengeId.',
        ],
        [
          'POST',
          'forum-threads',
          { title: 'A good long title', body: 'Hello', category: 'random' },
          'category: must be one of general, c-help, challenges, show-and-tell',
        ],
        [
          'POST',
          'forum-threads',
          { title: 'A good long title', body: 'Hello', lessonId: 'lesson-1' },
          'lessonId: must be a lesson id such as c-001',
        ],
        [
          'POST',
          'forum-threads',
          { title: 'A good long title', body: 'x'.repeat(10_001), category: 'general' },
          'body: is too long: at most 10,000 characters',
        ],
        [
          'POST',
          'forum-posts',
          { threadId, body: ' ' },
          'body: is too short: write at least a few words',
        ],
        ['POST', 'forum-posts', { body: 'Hello there' }, "threadId: is required: the thread's id"],
        [
          'POST',
          'forum-votes',
          { postId: 'p', up: 'yes' },
          'up: Invalid input: expected boolean, received string',
        ],
        [
          'GET',
          'forum-threads?lessonId=c-001&category=general',
          undefined,
          'Choose one place: category, lessonId or challengeId.',
        ],
        ['GET', 'forum-threads?limit=500', undefined, 'limit: Too big: expected number to be <=50'],
      ];
      for (const [method, url, payload, message] of cases) {
        const response = await call(method, url, ada, payload);
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
        expect(response.json<{ message: string }>().message).toBe(message);
      }
      const huge = await call('POST', 'forum-posts', ada, { threadId, body: 'x'.repeat(60_000) });
      expectError(huge, 400, 'post_too_long', 'body: is too long: at most 10,000 characters');
      const notJson = await server.app.inject({
        method: 'POST',
        url: '/functions/v1/forum-posts',
        headers: { authorization: `Bearer ${ada.token}`, 'content-type': 'application/json' },
        payload: '{"threadId": ',
      });
      expect(notJson.statusCode).toBe(400);
    });

    it('gives back every XSS attempt inert', async () => {
      const ada = await learner('Ada Lovelace');
      const title = '<script>alert("title")</script> in my title';
      const body = [
        '<script>alert(1)</script>',
        '<img src=x onerror="alert(2)">',
        '[click me](javascript:alert(3))',
        '[again](JaVaScRiPt:alert(4))',
        '<a href="javascript:alert(5)">raw</a>',
        '<svg onload="alert(6)"></svg>',
        '[x](http://a "a\\" onmouseover=\\"alert(7)")',
        '[<img src=x onerror=alert(8)>](https://example.com)',
      ].join('\n\n');
      const threadId = await startThread(ada, { title, body });
      await reply(ada, threadId, body);
      const detail = await thread(threadId, null);
      expect(detail.title).toBe(title);
      // The check itself sees what it looks for.
      expect(
        activeParts('<p><a href="java&#x73;cript:x" onclick="y">x</a><img src="https://a"></p>'),
      ).toEqual(['a href=javascript:x', 'a onclick', '<img>']);
      for (const post of detail.posts) {
        expect(post.html).toContain('click me');
        expect(activeParts(post.html)).toEqual([]);
      }
      expect(
        (await list('category=c-help&limit=50')).find((row) => row.id === threadId)!.title,
      ).toBe(title);
    });

    it('shows a deleted account’s posts as deleted, without content', async () => {
      const ada = await learner('Ada Lovelace');
      const grace = await learner('Grace Hopper');
      const threadId = await startThread(ada, { title: 'A question from Ada' });
      const graceReply = await reply(grace, threadId, 'An answer from Grace that will go.');
      await reply(ada, threadId, 'Thanks!');
      expect(await deleteAccountData(db(), grace.userId)).toBe(true);

      const detail = await thread(threadId, ada);
      const gone = detail.posts.find((post) => post.id === graceReply)!;
      expect(gone).toMatchObject({ author: null, deleted: true, html: '', body: null });
      expect(DELETED_USER).toBe('deleted user');

      expect(await deleteAccountData(db(), ada.userId)).toBe(true);
      const orphan = await thread(threadId, null);
      expect(orphan.author).toBeNull();
      expect(orphan.excerpt).toBe('');
      expect(orphan.posts.every((post) => post.deleted && post.author === null)).toBe(true);
    });

    it('hides a hidden post’s content from everyone but the moderators', async () => {
      const ada = await learner('Ada Lovelace');
      const moderator = await learner('Mo Derator');
      await db()
        .insertInto('forum_moderators')
        .values({
          user_id: moderator.userId,
          granted_by: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      const threadId = await startThread(ada, { title: 'A post a moderator hid' });
      const postId = (await thread(threadId, ada)).posts[0]!.id;
      await db()
        .updateTable('forum_posts')
        .set({ hidden_at: new Date().toISOString() })
        .where('id', '=', postId)
        .execute();
      const seen = await thread(threadId, null);
      expect(seen.posts[0]).toMatchObject({ hidden: true, html: '' });
      expect(seen.excerpt).toBe('');
      const moderated = await thread(threadId, moderator);
      expect(moderated.viewer.isModerator).toBe(true);
      expect(moderated.posts[0]!.hidden).toBe(true);
      expect(moderated.posts[0]!.html).toContain('I tried scanf');
      expect(
        (await call('PATCH', `forum-posts/${postId}`, ada, { body: 'Sneaky edit' })).statusCode,
      ).toBe(409);
    });
  });
}
