import type { FastifyInstance } from 'fastify';
import { teamIdSchema, type TeamSummary } from '@domain/team-api';
import { LOGO_FILE_RULE, LOGO_MAX_BYTES, TEAM_HAS_NO_LOGO } from '@domain/team-branding';
import { teamBrandingRequestSchema } from '@domain/team-branding-api';
import { z } from '@domain/zod';
import { requireUser } from '@server/auth/bearer';
import { HttpError } from '@server/http/errors';
import { validate } from '@server/http/validate';
import { ownedTeamOf, teamOf, teamSummaryOf } from '@server/teams/access';
import { checkLogo, logoOf, saveBranding } from '@server/teams/branding';

/** A logo's base64 and the rest of the JSON; larger bodies are refused before they are read. */
const BRANDING_BODY_LIMIT = Math.ceil(LOGO_MAX_BYTES / 3) * 4 + 64 * 1024;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

const logoParamsSchema = z.object({ teamId: teamIdSchema });

/**
 * A team's branding (the Enterprise plan): the owner sets it, every member sees it.
 *
 * - PUT /functions/v1/team-branding      `{ teamId, accentColor?, logo?: { type, data } }` (owner);
 *                                        null removes, left out keeps → the team's summary
 * - GET /functions/v1/team-logo/:teamId  the logo itself (public: headers show it); its address
 *                                        carries its version, so it is cached for good
 */
export function registerTeamBrandingRoutes(app: FastifyInstance): void {
  const { db } = app.database;

  app.put(
    '/functions/v1/team-branding',
    {
      bodyLimit: BRANDING_BODY_LIMIT,
      errorHandler: (error, _request, _reply) => {
        if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          throw new HttpError(400, 'invalid_logo', `${LOGO_FILE_RULE}: this file is larger.`);
        }
        throw error;
      },
    },
    async (request): Promise<TeamSummary> => {
      const { userId } = await requireUser(request, app);
      const body = validate(teamBrandingRequestSchema, request.body);
      await ownedTeamOf(db, body.teamId, userId);
      const logo = body.logo ? await checkLogo(body.logo) : body.logo;
      await saveBranding(db, body.teamId, { accentColor: body.accentColor, logo });
      return teamSummaryOf(db, await teamOf(db, body.teamId, userId));
    },
  );

  app.get('/functions/v1/team-logo/:teamId', async (request, reply) => {
    const { teamId } = validate(logoParamsSchema, request.params);
    const logo = await logoOf(db, teamId);
    if (!logo) throw new HttpError(404, 'no_logo', TEAM_HAS_NO_LOGO);
    return reply
      .header('content-type', logo.type)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
      .send(logo.body);
  });
}
