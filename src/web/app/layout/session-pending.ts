/**
 * The classes of a visitor's account controls while the app has not read the session yet: out
 * of sight (space kept) when a session is stored, so a signed-in learner does not see Sign In
 * flash by on a page rendered at build time. /theme-init.js marks the root with
 * `data-session="stored"` before the first paint; the markup is the same either way, so the
 * page hydrates as it was rendered.
 */
export const SESSION_PENDING = '[html[data-session=stored]_&]:invisible';
