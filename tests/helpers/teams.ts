// Teams for server tests: an Enterprise owner with a team of some seats, and people put in it
// directly, as accepting an invitation would.
import type { TeamRole } from '@domain/teams';
import type { TeamSummary } from '@domain/team-api';
import { signedInUser } from './execute';
import type { TestServer } from './server';
import { makePro } from './subscriptions';

export interface TestPerson {
  token: string;
  userId: string;
}

export interface TestTeam {
  id: string;
  owner: TestPerson;
}

/** A signed-in Enterprise subscriber with `seats` seats, and their team (made as the app makes it). */
export async function makeTeam(server: TestServer, seats = 5): Promise<TestTeam> {
  const owner = await signedInUser(server);
  await makePro(server.app.database.db, owner.userId, 'enterprise', 'active', seats);
  const response = await server.app.inject({
    method: 'GET',
    url: '/functions/v1/teams',
    headers: { authorization: `Bearer ${owner.token}` },
  });
  const [team] = response.json<TeamSummary[]>();
  if (response.statusCode !== 200 || !team) {
    throw new Error(`no team for the Enterprise owner: ${response.statusCode} ${response.body}`);
  }
  return { id: team.id, owner };
}

/** A new signed-in person in the team with `role`. */
export async function addMember(
  server: TestServer,
  teamId: string,
  role: Exclude<TeamRole, 'owner'> = 'member',
): Promise<TestPerson> {
  const person = await signedInUser(server);
  await putInTeam(server, teamId, person.userId, role);
  return person;
}

export async function putInTeam(
  server: TestServer,
  teamId: string,
  userId: string,
  role: Exclude<TeamRole, 'owner'> = 'member',
): Promise<void> {
  await server.app.database.db
    .insertInto('team_members')
    .values({ team_id: teamId, user_id: userId, role, joined_at: new Date().toISOString() })
    .execute();
}
