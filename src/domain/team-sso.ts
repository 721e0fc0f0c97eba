/**
 * Single sign-on of a team (OpenID Connect): the limits and the sentences the server and the web
 * app share. The calls' zod schemas are in team-sso-api.ts, so a page that only shows a message
 * loads no zod.
 */

/** E-mail domains one team may claim. */
export const SSO_DOMAINS_MAX = 20;

/** Where a single sign-on that could not join its team lands, and the query that says why. */
export const SSO_NOTICE_PARAM = 'sso';
export const SSO_NOTICE_NO_SEAT = 'no-seat';
export const SSO_TEAM_PARAM = 'sso_team';

/**
 * Mailbox providers anyone can get an address at: a team claiming one would take over the sign-in
 * of everybody with an address there.
 */
export const PUBLIC_MAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.net',
  'gmx.de',
  'web.de',
  'mail.com',
  'yandex.com',
  'yandex.ru',
  'mail.ru',
  'qq.com',
  '163.com',
  'zoho.com',
];

/**
 * A team proves it owns an e-mail domain with a TXT record in that domain's DNS: at
 * `_codenest-sso.<domain>`, the value `codenest-sso=<the team's verification token>`. Until then
 * the domain routes no sign-in.
 */
export const ssoDnsName = (domain: string) => `_codenest-sso.${domain}`;
export const ssoDnsValue = (verificationToken: string) => `codenest-sso=${verificationToken}`;

/** The domain of an e-mail address, lower-case: what single sign-on is looked up by. */
export function emailDomain(email: string): string {
  return email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
}

export const SSO_NO_SEAT = (teamName: string) =>
  `You are signed in, but you could not join ${teamName}: it has no free seat right now. We have told the team's owner; sign in with single sign-on again once they have added a seat.`;

export const SSO_PROVIDER_NOT_FOUND = (domain: string) =>
  `No team signs in with single sign-on for ${domain}. Sign in with your e-mail and password, or ask your teacher which address to use.`;
