/** The look of every text input, select and textarea of the app's forms. */
export const inputClasses =
  'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-red-500 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:scheme-dark dark:placeholder:text-slate-400 dark:disabled:bg-slate-800/60 dark:disabled:text-slate-400';
