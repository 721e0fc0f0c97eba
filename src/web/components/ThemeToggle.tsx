import { Moon, Sun } from 'lucide-react';
import { useT } from '../i18n/translate';
import { useTheme } from '../lib/use-theme';

export function ThemeToggle() {
  const t = useT();
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? t('Switch to light theme') : t('Switch to dark theme');
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      className="grid size-9 place-items-center rounded-lg text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
    >
      {theme === 'dark' ? (
        <Sun className="size-5" aria-hidden="true" />
      ) : (
        <Moon className="size-5" aria-hidden="true" />
      )}
    </button>
  );
}
