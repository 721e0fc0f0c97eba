/** Class lists that several kit pieces and pages share, so a change of look is made once. */

/** A white card with a thin border, the usual box of a static page. */
export const cardClasses =
  'rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900';

/** A white card with rows parted by lines (articles, discussions, search results). */
export const rowsPanelClasses =
  'divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900';

/** The brand-coloured band that closes a page with a call to action. */
export const gradientPanelClasses = 'rounded-3xl bg-gradient-to-br from-brand-600 to-violet-700';

/** A light grey band holding cards (guidelines, "Still need help?"). */
export const softPanelClasses = 'rounded-3xl bg-slate-50 px-5 py-10 sm:px-10 dark:bg-slate-900/50';

/** A text link in the brand colour. */
export const textLinkClasses = 'font-medium text-brand-700 hover:underline dark:text-brand-300';

/** A pill that jumps to a part of the page (sitemap groups, FAQ categories). */
export const jumpPillClasses =
  'rounded-full border border-slate-200 bg-white px-3.5 py-1.5 text-sm font-medium text-slate-700 transition hover:border-brand-300 hover:text-brand-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-brand-700 dark:hover:text-brand-300';

/** A small grey tag (categories, durations). */
export const tagClasses =
  'rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300';

/** A white card drawn with a ring instead of a border, on a tinted band. */
export const ringCardClasses =
  'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800';
