import { Link } from 'react-router';
import { useT } from '@web/i18n/translate';

export function Logo({ className = '' }: { className?: string }) {
  const t = useT();
  return (
    <Link
      to="/"
      className={`flex items-center gap-2 font-semibold tracking-tight ${className}`}
      aria-label={t('CodeNest home')}
    >
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-lg bg-gradient-to-br from-brand-500 to-violet-500 font-mono text-sm font-bold text-white shadow-sm shadow-brand-500/30"
      >
        {'</>'}
      </span>
      <span className="text-lg text-slate-900 dark:text-white">
        Code<span className="text-brand-600 dark:text-brand-400">Nest</span>
      </span>
    </Link>
  );
}
