import type { FastifyInstance } from 'fastify';
import type { RunService } from '../runner/service';
import { registerAccountRoutes } from './account/routes';
import { registerPushRoutes } from './account/push-routes';
import { registerUnsubscribeRoutes } from './account/unsubscribe-routes';
import { registerAnalyticsRoutes } from './analytics/routes';
import { registerAssessmentRoutes } from './assessment/routes';
import { registerAuthRoutes } from './auth/routes';
import { registerSsoRoutes } from './auth/sso-routes';
import { registerBillingRoutes } from './billing/routes';
import { registerCertificateRoutes } from './certificates/routes';
import { registerChallengeRoutes } from './challenges/routes';
import { registerCommunityRoutes } from './community/routes';
import { registerCourseRoutes } from './courses/routes';
import { registerFormRoutes } from './forms/routes';
import { registerProgressRoutes } from './progress/routes';
import { registerRestRoutes } from './rest/routes';
import { registerRunRoutes } from './runs';
import { registerSiteRoutes } from './site/routes';
import { registerTeamApiRoutes } from './team-api/routes';
import { registerTeamRoutes } from './teams/routes';
import { registerScheduledMails } from '@server/scheduler/tasks';

/**
 * Every HTTP endpoint, one group a folder (api/<group>/routes.ts), each path written once there:
 * /auth/v1 (auth), /rest/v1 (rest), /functions/v1 (account, assessment, billing, certificates,
 * challenges, community, courses, exercises, execute, forms, progress, teams), /api/v1 (team-api, the team
 * API for team API keys), and the site (health, config.json, the web app).
 */
export async function registerApi(app: FastifyInstance, runner: RunService): Promise<void> {
  await registerRunRoutes(app, runner);
  await registerAuthRoutes(app);
  await registerSsoRoutes(app);
  await registerAccountRoutes(app);
  registerUnsubscribeRoutes(app);
  registerPushRoutes(app);
  await registerProgressRoutes(app);
  registerCourseRoutes(app);
  registerChallengeRoutes(app);
  registerAnalyticsRoutes(app);
  registerAssessmentRoutes(app, runner);
  registerCertificateRoutes(app);
  await registerFormRoutes(app);
  await registerBillingRoutes(app);
  registerTeamRoutes(app);
  registerTeamApiRoutes(app);
  registerCommunityRoutes(app);
  registerScheduledMails(app);
  await registerRestRoutes(app);
  await registerSiteRoutes(app);
}
