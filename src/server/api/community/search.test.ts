import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchHit } from '@domain/community';
import { searchWords } from '@server/community/markdown';
import { startListeningServer, type ListeningServer } from '@tests/helpers/auth';
import { testDialects } from '@tests/helpers/databases';

interface FixturePost {
  id: string;
  body: string;
  at: string;
  deleted?: boolean;
  hidden?: boolean;
}

interface FixtureThread {
  id: string;
  title: string;
  place: { category: 'general' | 'show-and-tell' } | { lessonId: string } | { challengeId: string };
  posts: FixturePost[];
}

const LONG_INTRO =
  'I have been working through the course for a week now and most of it makes sense to me, but there is one thing I still do not get about';

/** The same threads on every database, written as the forum writes them. */
const fixture: FixtureThread[] = [
  {
    id: 'thread-list',
    title: 'Segfault in my linked list',
    place: { category: 'general' },
    posts: [
      {
        id: 'post-list-question',
        body: 'My program crashes when I free the list nodes. Any idea?',
        at: '2030-01-01T10:00:00.000Z',
      },
      {
        id: 'post-list-answer',
        body: 'You free the node before reading `next`: keep a pointer to it first.',
        at: '2030-01-01T10:05:00.000Z',
      },
    ],
  },
  {
    id: 'thread-arrays',
    title: 'Arrays decay in function calls',
    place: { lessonId: 'c-012' },
    posts: [
      {
        id: 'post-arrays',
        body: `${LONG_INTRO} why sizeof differs for arrays and pointers.`,
        at: '2030-01-01T11:00:00.000Z',
      },
    ],
  },
  {
    id: 'thread-cafe',
    title: 'Café au lait loop',
    place: { challengeId: 'daily-2030-01-01' },
    posts: [
      {
        id: 'post-cafe',
        body: 'The café challenge: my loop never ends.\n\n```c\nwhile (secretanswer) { }\n```',
        at: '2030-01-01T12:00:00.000Z',
      },
    ],
  },
  {
    id: 'thread-gone',
    title: 'Posts nobody may find',
    place: { category: 'general' },
    posts: [
      {
        id: 'post-deleted',
        body: 'Pointers everywhere, removed by its author.',
        at: '2030-01-01T14:00:00.000Z',
        deleted: true,
      },
      {
        id: 'post-hidden',
        body: 'Pointers again, hidden by a moderator.',
        at: '2030-01-01T14:05:00.000Z',
        hidden: true,
      },
    ],
  },
  {
    id: 'thread-timer',
    title: 'Crème brûlée timer',
    place: { category: 'show-and-tell' },
    posts: [
      {
        id: 'post-timer',
        body: 'A kitchen **timer** in C, with pointers to callbacks.',
        at: '2030-01-01T13:00:00.000Z',
      },
    ],
  },
];

/** Each query and the posts it finds, in order: the same on SQLite and on PostgreSQL. */
const expectedHits: [q: string, postIds: string[]][] = [
  ['point', ['post-timer', 'post-arrays', 'post-list-answer']],
  ['pointers', ['post-timer', 'post-arrays']],
  ['free node', ['post-list-answer']],
  ['LINKED list', ['post-list-question']],
  ['cafe', ['post-cafe']],
  ['CAFÉ', ['post-cafe']],
  ['creme brulee', ['post-timer']],
  ['arrays pointers', ['post-arrays']],
  ['arrays timer', []],
  ['secretanswer', ['post-cafe']],
  ['zebra', []],
  ['!! ??', []],
];

for (const dialect of testDialects()) {
  describe(`forum search [${dialect.name}]`, () => {
    let server: ListeningServer;

    beforeAll(async () => {
      server = await startListeningServer(dialect);
      const { db } = server.app.database;
      for (const thread of fixture) {
        const first = thread.posts[0]!;
        await db
          .insertInto('forum_threads')
          .values({
            id: thread.id,
            title: thread.title,
            category: 'category' in thread.place ? thread.place.category : null,
            lesson_id: 'lessonId' in thread.place ? thread.place.lessonId : null,
            challenge_id: 'challengeId' in thread.place ? thread.place.challengeId : null,
            author_id: null,
            accepted_post_id: null,
            pinned_at: null,
            locked_at: null,
            created_at: first.at,
            last_activity_at: first.at,
          })
          .execute();
        for (const post of thread.posts) {
          const opening = post === first;
          await db
            .insertInto('forum_posts')
            .values({
              id: post.id,
              thread_id: thread.id,
              author_id: null,
              opening: opening ? 1 : 0,
              body: post.body,
              html: '',
              search_text: searchWords(opening ? `${thread.title} ${post.body}` : post.body),
              created_at: post.at,
              edited_at: null,
              deleted_at: post.deleted ? post.at : null,
              hidden_at: post.hidden ? post.at : null,
            })
            .execute();
        }
      }
    });
    afterAll(() => server.close());

    /** A visitor: the public anon key, as the web app sends it before anyone signs in. */
    const get = (url: string) =>
      server.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${server.app.keys.anonKey}` },
      });

    const search = async (q: string, limit?: number) => {
      const query = new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) });
      const response = await get(`/functions/v1/forum-search?${query.toString()}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<SearchHit[]>();
    };

    it.each(expectedHits)('finds %j in the expected posts, in order', async (q, postIds) => {
      const hits = await search(q);
      expect(hits.map((hit) => hit.postId)).toEqual(postIds);
    });

    it('answers a visitor with each hit’s thread, place, time and a plain excerpt', async () => {
      const hits = await search('point');
      expect(hits).toEqual([
        {
          threadId: 'thread-timer',
          title: 'Crème brûlée timer',
          postId: 'post-timer',
          excerpt: 'A kitchen timer in C, with pointers to callbacks.',
          createdAt: '2030-01-01T13:00:00.000Z',
          place: { kind: 'category', category: 'show-and-tell' },
        },
        {
          threadId: 'thread-arrays',
          title: 'Arrays decay in function calls',
          postId: 'post-arrays',
          excerpt: '…I still do not get about why sizeof differs for arrays and pointers.',
          createdAt: '2030-01-01T11:00:00.000Z',
          place: { kind: 'lesson', lessonId: 'c-012' },
        },
        {
          threadId: 'thread-list',
          title: 'Segfault in my linked list',
          postId: 'post-list-answer',
          excerpt: 'You free the node before reading next: keep a pointer to it first.',
          createdAt: '2030-01-01T10:05:00.000Z',
          place: { kind: 'category', category: 'general' },
        },
      ]);
    });

    it('keeps a challenge’s code out of the excerpt even when the code is what matched', async () => {
      const [hit] = await search('secretanswer');
      expect(hit?.place).toEqual({ kind: 'challenge', challengeId: 'daily-2030-01-01' });
      expect(hit?.excerpt).toBe('The café challenge: my loop never ends.');
    });

    it('gives at most `limit` hits', async () => {
      const hits = await search('point', 2);
      expect(hits.map((hit) => hit.postId)).toEqual(['post-timer', 'post-arrays']);
    });

    it('finds an edited post by its new words and no longer by its old ones', async () => {
      const body = 'Solved: valgrind showed where the list was freed twice.';
      await server.app.database.db
        .updateTable('forum_posts')
        .set({
          body,
          search_text: searchWords(`Segfault in my linked list ${body}`),
          edited_at: '2030-01-02T09:00:00.000Z',
        })
        .where('id', '=', 'post-list-question')
        .execute();
      expect((await search('valgrind')).map((hit) => hit.postId)).toEqual(['post-list-question']);
      expect(await search('crashes')).toEqual([]);
      // Both posts of the thread match "free" now: the newest one stands for the thread.
      expect((await search('free')).map((hit) => hit.postId)).toEqual(['post-list-answer']);
    });

    it('refuses a query too short or missing with a sentence, not a 500', async () => {
      for (const url of ['/functions/v1/forum-search?q=a', '/functions/v1/forum-search']) {
        const response = await get(url);
        expect(response.statusCode).toBe(400);
        expect(response.json<{ message: string }>().message).toMatch(/^q: is (too short|required)/);
      }
      const tooMany = await get('/functions/v1/forum-search?q=loop&limit=500');
      expect(tooMany.statusCode).toBe(400);
    });
  });
}
