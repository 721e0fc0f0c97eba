/*
 * The final assessment's rules as the pages word them. The domain's modules that define them
 * also define zod schemas, which the pages load only with their first call; these copies keep
 * zod out of the pages' first load, and a test keeps them equal to the domain's.
 */

/** ASSESSMENT_PASS_PERCENT: the certificate needs this score or more. */
export const PASS_PERCENT = 80;
/** ASSESSMENT_MINUTES: the time of one attempt. */
export const ATTEMPT_MINUTES = 60;
/** ASSESSMENT_RETAKE_HOURS: the wait before another attempt. */
export const RETAKE_HOURS = 24;
/** ATTEMPT_ITEMS, added up: about this many items an attempt. */
export const ATTEMPT_ITEM_COUNT = 20;
/** CERTIFICATE_NOT_FOUND: what an unknown, hidden or revoked certificate's page says. */
export const CERTIFICATE_NOT_FOUND = 'Certificate not found';
