/**
 * The team API's keys (the Enterprise plan): how many a team may have and how long a name may
 * be. The calls' zod schemas are in team-api-keys-api.ts, so a page that shows these loads no zod.
 */

/** Live (unrevoked) keys one team may have at once. */
export const TEAM_API_KEYS_MAX = 20;
export const API_KEY_NAME_MAX = 60;
