import { Bookmark } from 'lucide-react';
import { useAuthDialog } from '@web/lib/auth-dialog';
import { useT } from '@web/i18n/translate';

/** A quiet offer for visitors: everything works signed out, but progress is kept only with an account. */
export function VisitorPrompt() {
  const t = useT();
  const { open } = useAuthDialog();
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
      <Bookmark className="size-4 shrink-0 text-brand-600 dark:text-brand-300" aria-hidden="true" />
      {t('You are learning as a visitor: your code is kept in this browser only.')}
      <button
        type="button"
        onClick={() => open('signup')}
        className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
      >
        {t('Sign up free to keep your progress')}
      </button>
    </p>
  );
}
