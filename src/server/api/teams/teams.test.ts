import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_IDS } from '@domain/billing';
import type { InviteCreated, InvitePreview, TeamRoster, TeamSummary } from '@domain/team-api';
import {
  INVITE_FOR_OTHER_EMAIL,
  INVITE_NOT_VALID,
  NO_FREE_SEAT,
  TEACHER_SEES_CODE_NOTICE,
  TEAM_INACTIVE,
  TEAM_MANAGERS_ONLY,
  TEAM_NOT_FOUND,
  seatsBelowUsed,
} from '@domain/teams';
import { mailsTo, startListeningServer, type ListeningServer } from '@tests/helpers/auth';
import { testDialects } from '@tests/helpers/databases';
import { signedInUser } from '@tests/helpers/execute';
import { makePro } from '@tests/helpers/subscriptions';
import { addMember, makeTeam, type TestPerson } from '@tests/helpers/teams';
import { planOfUser } from '@server/billing/plan';
import { deleteAccountData } from '@server/db/personal-data';

const CARD = { card_number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Ada L' };

for (const dialect of testDialects()) {
  describe(`teams [${dialect.name}]`, () => {
    let server: ListeningServer;
    beforeAll(async () => {
      server = await startListeningServer(dialect);
    });
    afterAll(() => server.close());

    const db = () => server.app.database.db;

    async function call(
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
      path: string,
      token: string | null,
      body?: unknown,
    ) {
      const response = await server.app.inject({
        method,
        url: `/functions/v1/${path}`,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
    }

    const teamsOf = async (who: TestPerson) =>
      (await call('GET', 'teams', who.token)).body as unknown as TeamSummary[];

    const emailOf = async (userId: string) =>
      (
        await db()
          .selectFrom('users')
          .select('email')
          .where('id', '=', userId)
          .executeTakeFirstOrThrow()
      ).email;

    async function linkInvite(owner: TestPerson, teamId: string): Promise<string> {
      const created = await call('POST', 'team-invite-links', owner.token, { teamId });
      expect(created.status).toBe(200);
      return new URL((created.body as unknown as InviteCreated).url).searchParams.get('token')!;
    }

    it('buys seats through the local checkout: the Enterprise buyer owns a team of that many seats', async () => {
      const owner = await signedInUser(server);
      const checkout = await call('POST', 'stripe-checkout', owner.token, {
        price_id: PRICE_IDS.enterprise,
        success_url: `${server.url}/success`,
        cancel_url: `${server.url}/pricing`,
        quantity: 25,
      });
      expect(checkout.status).toBe(200);
      const page = await fetch(checkout.body.url as string);
      expect(await page.text()).toContain('25 seats × $99.00, billed monthly');
      const paid = await fetch(checkout.body.url as string, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(CARD).toString(),
        redirect: 'manual',
      });
      expect(paid.status).toBe(303);
      const teams = await teamsOf(owner);
      expect(teams).toEqual([
        expect.objectContaining({ role: 'owner', seats: 25, seatsUsed: 0, active: true }),
      ]);
      expect(teams[0]?.name).toMatch(/'s team$/);
      // The team is made once, however often the owner asks.
      expect(await teamsOf(owner)).toHaveLength(1);

      const seats = await call('POST', 'team-seats', owner.token, {
        teamId: teams[0]?.id,
        seats: 30,
      });
      expect(seats.body).toMatchObject({ seats: 30 });
      expect(await planOfUser(db(), owner.userId)).toBe('enterprise');
    });

    it('mails an invitation whose link opens on this site; only that address accepts it, once, and gets Pro', async () => {
      const team = await makeTeam(server, 3);
      const invitee = await signedInUser(server);
      const email = await emailOf(invitee.userId);
      const sent = await call('POST', 'team-invites', team.owner.token, {
        teamId: team.id,
        email: email.toUpperCase(),
      });
      expect(sent.status).toBe(200);
      const { url, invite } = sent.body as unknown as InviteCreated;
      expect(invite).toMatchObject({ kind: 'email', email, role: 'member', uses: 0 });
      expect(url.startsWith(`${server.url}/team/join?token=`)).toBe(true);
      const [mail] = await mailsTo(server, email);
      expect(mail?.link).toBe(url);
      expect(mail?.text).toContain(TEACHER_SEES_CODE_NOTICE);
      const token = new URL(url).searchParams.get('token')!;
      // Only the hash of the token is kept.
      const stored = await db()
        .selectFrom('team_invites')
        .selectAll()
        .where('id', '=', invite.id)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(stored)).not.toContain(token);

      const preview = await call('GET', `team-invite?token=${token}`, server.app.keys.anonKey);
      expect(preview.body as unknown as InvitePreview).toMatchObject({
        role: 'member',
        email,
        seatsFree: 3,
        notice: TEACHER_SEES_CODE_NOTICE,
      });

      const stranger = await signedInUser(server);
      const wrong = await call('POST', 'team-invite-accept', stranger.token, { token });
      expect(wrong).toEqual({
        status: 403,
        body: expect.objectContaining({ message: INVITE_FOR_OTHER_EMAIL(email) }) as unknown,
      });

      expect(await planOfUser(db(), invitee.userId)).toBe('free');
      const accepted = await call('POST', 'team-invite-accept', invitee.token, { token });
      expect(accepted.status).toBe(200);
      expect(accepted.body.team).toMatchObject({ id: team.id, role: 'member', seatsUsed: 1 });
      expect(await planOfUser(db(), invitee.userId)).toBe('pro');

      const again = await call('POST', 'team-invite-accept', invitee.token, { token });
      expect(again).toEqual({
        status: 404,
        body: expect.objectContaining({ message: INVITE_NOT_VALID }) as unknown,
      });
    });

    it('lets an invite link fill the free seats and no more, telling the person and the owner', async () => {
      const team = await makeTeam(server, 2);
      const token = await linkInvite(team.owner, team.id);
      const first = await signedInUser(server);
      const second = await signedInUser(server);
      const third = await signedInUser(server);
      expect((await call('POST', 'team-invite-accept', first.token, { token })).status).toBe(200);
      expect((await call('POST', 'team-invite-accept', second.token, { token })).status).toBe(200);
      const refused = await call('POST', 'team-invite-accept', third.token, { token });
      expect(refused).toEqual({
        status: 409,
        body: expect.objectContaining({ code: 'no_free_seat', message: NO_FREE_SEAT }) as unknown,
      });
      expect(await planOfUser(db(), third.userId)).toBe('free');
      const ownerMails = await mailsTo(server, await emailOf(team.owner.userId));
      expect(ownerMails.map((mail) => mail.subject)).toContainEqual(
        expect.stringMatching(/could not join .*: no free seat$/),
      );

      // Fewer seats than people in them is refused; more seats let the third in.
      const tooFew = await call('POST', 'team-seats', team.owner.token, {
        teamId: team.id,
        seats: 1,
      });
      expect(tooFew).toEqual({
        status: 409,
        body: expect.objectContaining({ message: seatsBelowUsed(2) }) as unknown,
      });
      expect(
        (await call('POST', 'team-seats', team.owner.token, { teamId: team.id, seats: 3 })).status,
      ).toBe(200);
      expect((await call('POST', 'team-invite-accept', third.token, { token })).status).toBe(200);
    });

    it('refuses an expired or revoked invitation', async () => {
      const team = await makeTeam(server);
      const person = await signedInUser(server);
      const revokedToken = await linkInvite(team.owner, team.id);
      const roster = (await call('GET', `team?teamId=${team.id}`, team.owner.token))
        .body as unknown as TeamRoster;
      const link = roster.invites[0]!;
      expect(
        (
          await call('DELETE', 'team-invites', team.owner.token, {
            teamId: team.id,
            inviteId: link.id,
          })
        ).status,
      ).toBe(200);
      expect(
        (await call('POST', 'team-invite-accept', person.token, { token: revokedToken })).status,
      ).toBe(404);

      const expiredToken = await linkInvite(team.owner, team.id);
      await db()
        .updateTable('team_invites')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('team_id', '=', team.id)
        .where('revoked_at', 'is', null)
        .execute();
      const expired = await call(
        'GET',
        `team-invite?token=${expiredToken}`,
        server.app.keys.anonKey,
      );
      expect(expired).toEqual({
        status: 404,
        body: expect.objectContaining({ message: INVITE_NOT_VALID }) as unknown,
      });
    });

    it('keeps teams apart: a manager reaches only their team, a member no one, a stranger nothing', async () => {
      const teamA = await makeTeam(server);
      const teamB = await makeTeam(server);
      const managerA = await addMember(server, teamA.id, 'manager');
      const memberA = await addMember(server, teamA.id, 'member');
      const memberB = await addMember(server, teamB.id, 'member');

      expect((await call('GET', `team?teamId=${teamA.id}`, managerA.token)).status).toBe(200);
      const other = await call('GET', `team?teamId=${teamB.id}`, managerA.token);
      expect(other).toEqual({
        status: 404,
        body: expect.objectContaining({ message: TEAM_NOT_FOUND }) as unknown,
      });
      const member = await call('GET', `team?teamId=${teamA.id}`, memberA.token);
      expect(member).toEqual({
        status: 403,
        body: expect.objectContaining({ message: TEAM_MANAGERS_ONLY }) as unknown,
      });
      expect(
        (
          await call('POST', 'team-invites', memberA.token, {
            teamId: teamA.id,
            email: 'x@example.com',
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await call('POST', 'team-invites', managerA.token, {
            teamId: teamB.id,
            email: 'x@example.com',
          })
        ).status,
      ).toBe(404);
      expect(
        (await call('POST', 'team-invite-links', managerA.token, { teamId: teamB.id })).status,
      ).toBe(404);
      // A manager invites members, not managers; only the owner changes seats and roles.
      expect(
        (
          await call('POST', 'team-invites', managerA.token, {
            teamId: teamA.id,
            email: 'y@example.com',
            role: 'manager',
          })
        ).status,
      ).toBe(403);
      expect(
        (await call('POST', 'team-seats', managerA.token, { teamId: teamA.id, seats: 9 })).status,
      ).toBe(403);
      expect(
        (
          await call('PATCH', 'team-members', managerA.token, {
            teamId: teamA.id,
            userId: memberA.userId,
            role: 'manager',
          })
        ).status,
      ).toBe(403);
      // Removing: nobody removes someone of another team, a manager no manager.
      expect(
        (
          await call('DELETE', 'team-members', managerA.token, {
            teamId: teamA.id,
            userId: memberB.userId,
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await call('DELETE', 'team-members', managerA.token, {
            teamId: teamB.id,
            userId: memberB.userId,
          })
        ).status,
      ).toBe(404);
      const managerA2 = await addMember(server, teamA.id, 'manager');
      expect(
        (
          await call('DELETE', 'team-members', managerA.token, {
            teamId: teamA.id,
            userId: managerA2.userId,
          })
        ).status,
      ).toBe(403);
      expect((await teamsOf(memberB)).map((team) => team.id)).toEqual([teamB.id]);
      // Without a session, nothing.
      expect((await call('GET', 'teams', server.app.keys.anonKey)).status).toBe(401);
    });

    it('lets one person be in two teams, and leaving or removal ends Pro through that team at once', async () => {
      const teamA = await makeTeam(server);
      const teamB = await makeTeam(server);
      const student = await addMember(server, teamA.id);
      await db()
        .insertInto('team_members')
        .values({
          team_id: teamB.id,
          user_id: student.userId,
          role: 'member',
          joined_at: new Date().toISOString(),
        })
        .execute();
      expect((await teamsOf(student)).map((team) => team.id).sort()).toEqual(
        [teamA.id, teamB.id].sort(),
      );

      expect(
        (
          await call('DELETE', 'team-members', student.token, {
            teamId: teamA.id,
            userId: student.userId,
          })
        ).status,
      ).toBe(200);
      expect(await planOfUser(db(), student.userId)).toBe('pro');
      expect(
        (
          await call('DELETE', 'team-members', teamB.owner.token, {
            teamId: teamB.id,
            userId: student.userId,
          })
        ).status,
      ).toBe(200);
      expect(await planOfUser(db(), student.userId)).toBe('free');
      expect(await teamsOf(student)).toEqual([]);

      const ownerLeaves = await call('DELETE', 'team-members', teamA.owner.token, {
        teamId: teamA.id,
        userId: teamA.owner.userId,
      });
      expect(ownerLeaves.status).toBe(409);
    });

    it("ends members' Pro when the owner's subscription ends, and takes no one new until it is renewed", async () => {
      const team = await makeTeam(server);
      const member = await addMember(server, team.id);
      expect(await planOfUser(db(), member.userId)).toBe('pro');
      await makePro(db(), team.owner.userId, 'enterprise', 'canceled');
      expect(await planOfUser(db(), member.userId)).toBe('free');
      const invite = await call('POST', 'team-invite-links', team.owner.token, { teamId: team.id });
      expect(invite).toEqual({
        status: 409,
        body: expect.objectContaining({ message: TEAM_INACTIVE }) as unknown,
      });
      expect((await teamsOf(member))[0]).toMatchObject({ active: false });
    });

    it('lets the owner make a member a manager and rename the team', async () => {
      const team = await makeTeam(server);
      const member = await addMember(server, team.id);
      const roster = await call('PATCH', 'team-members', team.owner.token, {
        teamId: team.id,
        userId: member.userId,
        role: 'manager',
      });
      expect(
        (roster.body as unknown as TeamRoster).members.find((m) => m.userId === member.userId)
          ?.role,
      ).toBe('manager');
      expect((await call('GET', `team?teamId=${team.id}`, member.token)).status).toBe(200);
      const renamed = await call('PATCH', 'team', team.owner.token, {
        teamId: team.id,
        name: '  Class 3B  ',
      });
      expect(renamed.body).toMatchObject({ name: 'Class 3B' });
      const blank = await call('PATCH', 'team', team.owner.token, { teamId: team.id, name: '' });
      expect(blank).toEqual({
        status: 400,
        body: expect.objectContaining({ message: 'name: is required: the team name' }) as unknown,
      });
    });

    it("removes the owner's team with their account, and a member's place with theirs", async () => {
      const team = await makeTeam(server);
      const member = await addMember(server, team.id);
      await deleteAccountData(db(), member.userId);
      expect(
        (await call('GET', `team?teamId=${team.id}`, team.owner.token)).body.members,
      ).toHaveLength(1);
      await deleteAccountData(db(), team.owner.userId);
      expect(
        await db().selectFrom('teams').selectAll().where('id', '=', team.id).execute(),
      ).toEqual([]);
    });
  });
}
