import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_POINTS, type CommunityStats } from '@domain/community';
import { startListeningServer, type ListeningServer } from '@tests/helpers/auth';
import { testDialects } from '@tests/helpers/databases';
import { routesOnClock } from '@tests/helpers/routes-on-clock';
import { signedInUser } from '@tests/helpers/execute';
import { newCommunityId } from '@server/community/ids';
import { registerModerationRoutes } from './moderation-routes';

const DAY_MS = 24 * 3600 * 1000;
const NOW = new Date('2026-11-20T16:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS).toISOString();

for (const dialect of testDialects()) {
  describe(`community figures [${dialect.name}]`, () => {
    let server: ListeningServer;
    let clocked: FastifyInstance;

    beforeAll(async () => {
      server = await startListeningServer(dialect);
      clocked = await routesOnClock(server, (app) =>
        registerModerationRoutes(app, { clock: () => NOW }),
      );
    });
    afterAll(async () => {
      await clocked.close();
      await server.close();
    });

    const db = () => server.app.database.db;

    async function person(name: string, confirmed = true): Promise<string> {
      const { userId } = await signedInUser(server);
      await db()
        .updateTable('users')
        .set({
          user_metadata: JSON.stringify({ name }),
          email_confirmed_at: confirmed ? daysAgo(30) : null,
        })
        .where('id', '=', userId)
        .execute();
      return userId;
    }

    async function thread(authorId: string, title: string, createdAt: string) {
      const id = newCommunityId(new Date(createdAt));
      await db()
        .insertInto('forum_threads')
        .values({
          id,
          category: 'c-help',
          lesson_id: null,
          challenge_id: null,
          title,
          author_id: authorId,
          accepted_post_id: null,
          pinned_at: null,
          locked_at: null,
          created_at: createdAt,
          last_activity_at: createdAt,
        })
        .execute();
      await post(id, authorId, createdAt, true);
      return id;
    }

    async function post(
      threadId: string,
      authorId: string,
      createdAt: string,
      opening = false,
      state: { deleted?: boolean; hidden?: boolean } = {},
    ) {
      const id = newCommunityId(new Date(createdAt));
      await db()
        .insertInto('forum_posts')
        .values({
          id,
          thread_id: threadId,
          author_id: authorId,
          opening: opening ? 1 : 0,
          body: 'Some words about C',
          html: '<p>Some words about C</p>',
          created_at: createdAt,
          edited_at: null,
          deleted_at: state.deleted ? createdAt : null,
          hidden_at: state.hidden ? createdAt : null,
        })
        .execute();
      return id;
    }

    async function votes(postId: string, voters: string[]) {
      for (const voter of voters) {
        await db()
          .insertInto('forum_votes')
          .values({ post_id: postId, user_id: voter, created_at: daysAgo(1) })
          .execute();
      }
    }

    async function accept(threadId: string, postId: string) {
      await db()
        .updateTable('forum_threads')
        .set({ accepted_post_id: postId })
        .where('id', '=', threadId)
        .execute();
    }

    async function solution(userId: string, targetId: string, voters: string[]) {
      const id = newCommunityId(NOW);
      await db()
        .insertInto('published_solutions')
        .values({
          id,
          user_id: userId,
          kind: 'exercise',
          target_id: targetId,
          code: 'int main(void) { return 0; }',
          created_at: daysAgo(2),
        })
        .execute();
      for (const voter of voters) {
        await db()
          .insertInto('solution_votes')
          .values({ solution_id: id, user_id: voter, created_at: daysAgo(1) })
          .execute();
      }
    }

    const stats = async (token = server.app.keys.anonKey) => {
      const response = await clocked.inject({
        method: 'GET',
        url: '/functions/v1/community-stats',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      return response.json<CommunityStats>();
    };

    it('counts members, this week’s discussions, solutions and ranks contributors by points', async () => {
      const ada = await person('Ada Lovelace');
      const brian = await person('Brian Kernighan');
      const dennis = await person('Dennis Ritchie');
      const grace = await person('Grace Hopper');
      const ken = await person('Ken Thompson');
      const linus = await person('Linus Torvalds');
      const margaret = await person('Margaret Hamilton');
      await person('Not Yet Confirmed', false);
      const gone = await person('Gone Learner');

      const recent = await thread(ada, 'Why does my loop never end?', daysAgo(1));
      const older = await thread(dennis, 'Pointers to pointers, explained', daysAgo(6.9));
      const stale = await thread(ken, 'An old question about printf', daysAgo(8));

      // Brian: two upvotes from others on a reply (his own vote earns nothing) and one accepted
      // answer: 2 × upvote + 1 × accepted answer.
      const brianReply = await post(recent, brian, daysAgo(0.5));
      await votes(brianReply, [ada, dennis, brian]);
      await accept(recent, brianReply);
      // Upvotes on a hidden or deleted post earn nothing.
      const hidden = await post(recent, brian, daysAgo(0.5), false, { hidden: true });
      await votes(hidden, [ada, grace]);
      const deleted = await post(recent, brian, daysAgo(0.5), false, { deleted: true });
      await votes(deleted, [ada]);

      // Dennis: an upvote on his opening post; accepting his own reply earns nothing.
      await votes(await openingOf(older), [grace]);
      const ownAnswer = await post(older, dennis, daysAgo(6));
      await accept(older, ownAnswer);

      // Grace: solution upvotes only, 7 × solution upvote = 35, ahead of Dennis's 10.
      await solution(grace, 'c-001', [ada, brian, dennis, ken, linus, margaret]);
      await solution(grace, 'c-002', [ada, grace]);

      // Ken and Linus level with Dennis on 10: the names decide.
      await votes(await openingOf(stale), [ada]);
      const linusThread = await thread(linus, 'Show and tell: a tiny shell', daysAgo(3));
      await votes(await openingOf(linusThread), [ken]);
      // Margaret: 5 points, outside the top five once ties are settled.
      await solution(margaret, 'c-001', [ken]);

      // A deleted account drops out, though its votes had earned points.
      const goneThread = await thread(gone, 'A question from someone who left', daysAgo(2));
      await votes(await openingOf(goneThread), [ada, brian, dennis, grace]);
      await db().deleteFrom('users').where('id', '=', gone).execute();

      const figures = await stats();
      const confirmed = await db()
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('email_confirmed_at', 'is not', null)
        .executeTakeFirstOrThrow();
      expect(figures.members).toBe(Number(confirmed.count));
      expect(figures.members).toBe(7);
      // recent, older, linusThread and goneThread (its author's deletion keeps the thread).
      expect(figures.discussionsThisWeek).toBe(4);
      expect(figures.solutionsShared).toBe(3);

      expect(
        figures.topContributors.map((entry) => [
          entry.author.name,
          entry.points,
          entry.upvotes,
          entry.acceptedAnswers,
        ]),
      ).toEqual([
        ['Brian Kernighan', 2 * COMMUNITY_POINTS.upvote + COMMUNITY_POINTS.acceptedAnswer, 2, 1],
        ['Grace Hopper', 7 * COMMUNITY_POINTS.solutionUpvote, 7, 0],
        ['Dennis Ritchie', COMMUNITY_POINTS.upvote, 1, 0],
        ['Ken Thompson', COMMUNITY_POINTS.upvote, 1, 0],
        ['Linus Torvalds', COMMUNITY_POINTS.upvote, 1, 0],
      ]);
      expect(figures.topContributors[0]!.author).toEqual({
        id: brian,
        name: 'Brian Kernighan',
        handle: 'brian-kernighan',
        moderator: false,
      });

      // The latest discussions, newest activity first, for visitors as for learners.
      expect(figures.latest.map((summary) => summary.title).slice(0, 3)).toEqual([
        'Why does my loop never end?',
        'A question from someone who left',
        'Show and tell: a tiny shell',
      ]);
      expect(figures.latest.length).toBeLessThanOrEqual(6);
      const { token } = await signedInUser(server);
      expect((await stats(token)).topContributors).toEqual(figures.topContributors);
    });

    it('answers a visitor without the anon key with 401', async () => {
      const response = await clocked.inject({
        method: 'GET',
        url: '/functions/v1/community-stats',
      });
      expect(response.statusCode).toBe(401);
    });

    async function openingOf(threadId: string) {
      const row = await db()
        .selectFrom('forum_posts')
        .select('id')
        .where('thread_id', '=', threadId)
        .where('opening', '=', 1)
        .executeTakeFirstOrThrow();
      return row.id;
    }
  });
}
