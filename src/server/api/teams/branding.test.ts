import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamSummary } from '@domain/team-api';
import { startListeningServer, type ListeningServer } from '@tests/helpers/auth';
import { testDialects } from '@tests/helpers/databases';
import { signedInUser } from '@tests/helpers/execute';
import { base64, pngImage } from '@tests/helpers/logo-images';
import { addMember, makeTeam, type TestTeam } from '@tests/helpers/teams';

const LOGO_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

for (const dialect of testDialects()) {
  describe(`team branding [${dialect.name}]`, () => {
    let server: ListeningServer;
    let team: TestTeam;
    beforeAll(async () => {
      server = await startListeningServer(dialect);
      team = await makeTeam(server);
    });
    afterAll(() => server.close());

    const putBranding = (token: string, body: unknown) =>
      server.app.inject({
        method: 'PUT',
        url: '/functions/v1/team-branding',
        headers: { authorization: `Bearer ${token}` },
        payload: body as Record<string, unknown>,
      });
    const teamsOf = async (token: string) => {
      const response = await server.app.inject({
        method: 'GET',
        url: '/functions/v1/teams',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      return response.json<TeamSummary[]>();
    };

    it('lets the owner set an accent and a logo, which every member sees and anyone can load', async () => {
      const png = pngImage(64, 32);
      const saved = await putBranding(team.owner.token, {
        teamId: team.id,
        accentColor: '#1D4ED8',
        logo: { type: 'image/png', data: base64(png) },
      });
      expect(saved.statusCode).toBe(200);
      const summary = saved.json<TeamSummary>();
      expect(summary.accentColor).toBe('#1d4ed8');
      expect(summary.logoUrl).toMatch(
        new RegExp(`^/functions/v1/team-logo/${team.id}\\?v=\\d{4}-\\d\\d-\\d\\dT`),
      );

      const member = await addMember(server, team.id, 'member');
      const [seen] = await teamsOf(member.token);
      expect(seen).toMatchObject({
        id: team.id,
        role: 'member',
        accentColor: '#1d4ed8',
        logoUrl: summary.logoUrl,
      });

      // No sign-in: headers of any page show it.
      const logo = await server.app.inject({ method: 'GET', url: summary.logoUrl! });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/png');
      expect(logo.headers['x-content-type-options']).toBe('nosniff');
      expect(logo.headers['content-security-policy']).toBe(LOGO_CSP);
      expect(logo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(logo.rawPayload.equals(png)).toBe(true);
    });

    it('serves a cleaned SVG as image/svg+xml', async () => {
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" onload="steal()"><script>steal()</script><circle cx="16" cy="16" r="16"/></svg>';
      const saved = await putBranding(team.owner.token, {
        teamId: team.id,
        logo: { type: 'image/svg+xml', data: base64(svg) },
      });
      expect(saved.statusCode).toBe(200);
      // The accent set before stays: what is left out is kept.
      expect(saved.json<TeamSummary>().accentColor).toBe('#1d4ed8');
      const logo = await server.app.inject({
        method: 'GET',
        url: saved.json<TeamSummary>().logoUrl!,
      });
      expect(logo.headers['content-type']).toBe('image/svg+xml');
      expect(logo.headers['content-security-policy']).toBe(LOGO_CSP);
      expect(logo.body).toBe(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16"/></svg>',
      );
    });

    it('says what is wrong with a logo', async () => {
      const wide = await putBranding(team.owner.token, {
        teamId: team.id,
        logo: { type: 'image/png', data: base64(pngImage(2000, 10)) },
      });
      expect(wide.statusCode).toBe(400);
      expect(wide.json()).toMatchObject({
        code: 'invalid_logo',
        message: 'The logo is 2000×10 px: each side must be 16 to 1024 px.',
      });
      const html = await putBranding(team.owner.token, {
        teamId: team.id,
        logo: { type: 'image/png', data: base64('<!doctype html><script>alert(1)</script>') },
      });
      expect(html.statusCode).toBe(400);
      expect(html.json<{ message: string }>().message).toBe(
        'The logo must be a PNG, JPEG or SVG of at most 256 KB: this file is none of them.',
      );
      const colour = await putBranding(team.owner.token, { teamId: team.id, accentColor: 'red' });
      expect(colour.statusCode).toBe(400);
      expect(colour.json<{ message: string }>().message).toBe(
        'accentColor: must be a colour written #rrggbb, such as #1d4ed8',
      );
    });

    it('refuses a body far over the logo limit before reading it, with the logo rule', async () => {
      const response = await putBranding(team.owner.token, {
        teamId: team.id,
        logo: { type: 'image/png', data: 'A'.repeat(600 * 1024) },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(
        'The logo must be a PNG, JPEG or SVG of at most 256 KB: this file is larger.',
      );
    });

    it('is the owner’s alone: managers and members are refused, strangers find no team', async () => {
      const before = (await teamsOf(team.owner.token))[0]!;
      const manager = await addMember(server, team.id, 'manager');
      const member = await addMember(server, team.id, 'member');
      for (const person of [manager, member]) {
        const response = await putBranding(person.token, {
          teamId: team.id,
          accentColor: '#000000',
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({
          code: 'team_owner_only',
          message: "Only the team's owner can do this.",
        });
      }
      const stranger = await signedInUser(server);
      const refused = await putBranding(stranger.token, { teamId: team.id, accentColor: null });
      expect(refused.statusCode).toBe(404);
      expect(refused.json<{ code: string }>().code).toBe('team_not_found');

      // Another team's owner cannot reach this team either.
      const other = await makeTeam(server);
      const crossed = await putBranding(other.owner.token, { teamId: team.id, logo: null });
      expect(crossed.statusCode).toBe(404);

      const unsigned = await server.app.inject({
        method: 'PUT',
        url: '/functions/v1/team-branding',
        payload: { teamId: team.id, accentColor: '#000000' },
      });
      expect(unsigned.statusCode).toBe(401);

      const after = (await teamsOf(team.owner.token))[0]!;
      expect(after.accentColor).toBe(before.accentColor);
      expect(after.logoUrl).toBe(before.logoUrl);
    });

    it('removes the accent and the logo with null, and then serves no logo', async () => {
      const withLogo = (await teamsOf(team.owner.token))[0]!;
      expect(withLogo.logoUrl).not.toBeNull();
      const cleared = await putBranding(team.owner.token, {
        teamId: team.id,
        accentColor: null,
        logo: null,
      });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json<TeamSummary>()).toMatchObject({ accentColor: null, logoUrl: null });
      const gone = await server.app.inject({ method: 'GET', url: withLogo.logoUrl! });
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({ code: 'no_logo', message: 'This team has no logo.' });
      const unknown = await server.app.inject({
        method: 'GET',
        url: '/functions/v1/team-logo/no-such-team',
      });
      expect(unknown.statusCode).toBe(404);
    });
  });
}
