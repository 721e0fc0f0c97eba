import { emailSubject } from '@content/help';

/** Opens the visitor's mail app with a message to the site's support address. */
export const supportMailto = (address: string) =>
  `mailto:${address}?subject=${encodeURIComponent(emailSubject)}`;

/** History state of an article opened on the Help Center page. */
export interface HelpLocationState {
  /** How many article entries were pushed since the last entry of interest. */
  helpDepth: number;
  /** True when those entries started from the Help Center's main view. */
  fromHelpHome: boolean;
}

function readHelpState(state: unknown): HelpLocationState | null {
  const candidate = state as Partial<HelpLocationState> | null;
  if (typeof candidate?.helpDepth !== 'number' || candidate.helpDepth < 1) return null;
  return { helpDepth: candidate.helpDepth, fromHelpHome: candidate.fromHelpHome === true };
}

/** The state to push with a link to an article, from the current entry. */
export function nextHelpState(current: unknown, onArticle: boolean): HelpLocationState {
  if (!onArticle) return { helpDepth: 1, fromHelpHome: true };
  const state = readHelpState(current);
  return state
    ? { helpDepth: state.helpDepth + 1, fromHelpHome: state.fromHelpHome }
    : { helpDepth: 1, fromHelpHome: false };
}

/**
 * How many history steps lead back to the Help Center's main view, or null when the article was
 * opened from elsewhere (an address, another page) and the main view must be opened anew.
 */
export function stepsBackToHelpHome(state: unknown): number | null {
  const current = readHelpState(state);
  return current?.fromHelpHome ? current.helpDepth : null;
}
