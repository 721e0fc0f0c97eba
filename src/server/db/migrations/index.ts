import type { Migration } from 'kysely';
import * as initial from './0001_initial';
import * as accounts from './0002_accounts';
import * as siteForms from './0003_site_forms';
import * as contestedSignups from './0004_contested_signups';
import * as exercisesAndDrafts from './0005_exercises_and_drafts';
import * as challengesOnceADay from './0006_challenge_completions_once_a_day';
import * as billing from './0007_billing';
import * as completionZones from './0008_completion_zones_and_lesson_seconds';
import * as billingTrials from './0009_billing_trials';
import * as newsletterDoubleOptIn from './0010_newsletter_double_opt_in';
import * as refreshTokenSuccessors from './0011_refresh_token_successors';
import * as challengeTimers from './0012_challenge_timers';
import * as courseWishesUsedLinksPassedLessons from './0013_course_wishes_used_links_passed_lessons';
import * as assessmentCertificatesActivity from './0014_assessment_certificates_activity';
import * as teams from './0015_teams';
import * as community from './0016_community';
import * as scheduledMailsAndPush from './0017_scheduled_mails_and_push';

/** Every migration in order. Add new ones at the end; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_accounts': accounts,
  '0003_site_forms': siteForms,
  '0004_contested_signups': contestedSignups,
  '0005_exercises_and_drafts': exercisesAndDrafts,
  '0006_challenge_completions_once_a_day': challengesOnceADay,
  '0007_billing': billing,
  '0008_completion_zones_and_lesson_seconds': completionZones,
  '0009_billing_trials': billingTrials,
  '0010_newsletter_double_opt_in': newsletterDoubleOptIn,
  '0011_refresh_token_successors': refreshTokenSuccessors,
  '0012_challenge_timers': challengeTimers,
  '0013_course_wishes_used_links_passed_lessons': courseWishesUsedLinksPassedLessons,
  '0014_assessment_certificates_activity': assessmentCertificatesActivity,
  '0015_teams': teams,
  '0016_community': community,
  '0017_scheduled_mails_and_push': scheduledMailsAndPush,
};
