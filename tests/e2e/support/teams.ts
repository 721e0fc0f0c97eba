import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PRICE_IDS } from '@domain/billing';
import type { TeamRole } from '@domain/teams';
import { mailLink, newEmail, PASSWORD, signIn } from './account';
import { SUCCEEDS } from './checkout';

/*
 * Teams set up through the server, as the app's own calls would: accounts signed up and
 * confirmed by their mail, an Enterprise subscription paid at the local checkout, people joining
 * by an invite link. A journey then signs in the browser only where it looks at a page.
 */

export interface ServerAccount {
  name: string;
  email: string;
  userId: string;
  token: string;
}

export interface EnterpriseOwner extends ServerAccount {
  teamId: string;
}

async function anonKey(request: APIRequestContext): Promise<string> {
  const config = await request.get('/config.json');
  expect(config.ok()).toBe(true);
  return ((await config.json()) as { anonKey: string }).anonKey;
}

/** Calls a /functions/v1 endpoint with `token`; an answer other than 2xx fails the test. */
export async function callAs<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  name: string,
  body?: unknown,
): Promise<T> {
  const response = await request.fetch(`/functions/v1/${name}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { data: body }),
  });
  expect(response.ok(), `${method} ${name}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A confirmed account (signed up, its confirmation link followed) and its access token. */
export async function serverAccount(
  request: APIRequestContext,
  name: string,
  email = newEmail(name.split(' ')[0]!.toLowerCase()),
): Promise<ServerAccount> {
  const anon = { authorization: `Bearer ${await anonKey(request)}` };
  const signUp = await request.post('/auth/v1/signup', {
    headers: anon,
    data: { email, password: PASSWORD, data: { name } },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const confirmed = await request.get(await mailLink(email, 'Confirm'), { maxRedirects: 0 });
  expect(confirmed.status()).toBe(303);
  const account = await passwordSession(request, name, email);
  expect(account, `${email} could not sign in`).not.toBeNull();
  return account!;
}

/** `email` signed in with the tests' password through the API, or null when it cannot be. */
export async function passwordSession(
  request: APIRequestContext,
  name: string,
  email: string,
): Promise<ServerAccount | null> {
  const answer = await request.post('/auth/v1/token?grant_type=password', {
    headers: { authorization: `Bearer ${await anonKey(request)}` },
    data: { email, password: PASSWORD },
  });
  if (!answer.ok()) return null;
  const session = (await answer.json()) as { access_token: string; user: { id: string } };
  return { name, email, userId: session.user.id, token: session.access_token };
}

/** An account that bought Enterprise with `seats` seats at the local checkout, and its team. */
export async function enterpriseOwner(
  request: APIRequestContext,
  name: string,
  seats = 5,
): Promise<EnterpriseOwner> {
  const owner = await serverAccount(request, name);
  const baseUrl = new URL((await request.get('/health')).url()).origin;
  const { url } = await callAs<{ url: string }>(request, owner.token, 'POST', 'stripe-checkout', {
    price_id: PRICE_IDS.enterprise,
    success_url: `${baseUrl}/success`,
    cancel_url: `${baseUrl}/pricing`,
    quantity: seats,
  });
  const page = await (await request.get(url)).text();
  const trialDays = /name="trial_days" value="(\d*)"/.exec(page)?.[1] ?? '';
  const paid = await request.post(url, {
    form: {
      card_number: SUCCEEDS,
      expiry: '12 / 34',
      cvc: '123',
      name,
      trial_days: trialDays,
    },
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBe(303);
  const teams = await callAs<{ id: string; role: TeamRole }[]>(
    request,
    owner.token,
    'GET',
    'teams',
  );
  const own = teams.find((team) => team.role === 'owner');
  expect(own, 'the Enterprise owner has a team').toBeDefined();
  return { ...owner, teamId: own!.id };
}

/** Puts `person` in the owner's team by an invite link, then gives them `role`. */
export async function joinTeam(
  request: APIRequestContext,
  owner: EnterpriseOwner,
  person: ServerAccount,
  role: Exclude<TeamRole, 'owner'> = 'member',
): Promise<void> {
  const { url } = await callAs<{ url: string }>(request, owner.token, 'POST', 'team-invite-links', {
    teamId: owner.teamId,
  });
  const token = new URL(url).searchParams.get('token');
  await callAs(request, person.token, 'POST', 'team-invite-accept', { token });
  if (role !== 'member') {
    await callAs(request, owner.token, 'PATCH', 'team-members', {
      teamId: owner.teamId,
      userId: person.userId,
      role,
    });
  }
}

/** Checks a lesson's exercise as `person` (the server runs it): whether every check passed. */
export async function checkExerciseAs(
  request: APIRequestContext,
  person: ServerAccount,
  lessonId: string,
  code: string,
): Promise<boolean> {
  const answer = await callAs<{ passed: boolean }>(
    request,
    person.token,
    'POST',
    'check-exercise',
    {
      lessonId,
      code,
    },
  );
  return answer.passed;
}

/** Signs `account` in through the header's dialog (from the menu on a phone): on /dashboard. */
export async function signInOnPage(page: Page, account: ServerAccount): Promise<void> {
  await signIn(page, account.email);
  await expect(page).toHaveURL(/\/dashboard$/);
}
