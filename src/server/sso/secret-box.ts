import { openSealedToken, sealToken } from '../auth/tokens';

/*
 * A team's client secret at rest: AES-256-GCM under a key derived from the server's secret
 * (keys.ts, HKDF), bound to the team, so the database alone never reveals it and a value copied
 * to another team's row does not open.
 */

const VERSION = 'v1';
const boundTo = (teamId: string) => `team-sso:${teamId}`;

export function sealClientSecret(key: Buffer, teamId: string, secret: string): string {
  return `${VERSION}.${sealToken(key, secret, boundTo(teamId))}`;
}

/** The secret, or null when it was sealed with another server secret or for another team. */
export function openClientSecret(key: Buffer, teamId: string, sealed: string): string | null {
  const [version, body] = sealed.split('.', 2);
  if (version !== VERSION || !body) return null;
  return openSealedToken(key, body, boundTo(teamId));
}
