import { useId } from 'react';
import { msg, useT } from '@web/i18n/translate';

export const UNINITIALIZED_EXPLANATION = msg(
  'Not set yet: nothing has been stored here, so its bits are whatever was in memory before. Reading it is a bug.',
);

/** A value never written: a "?" that explains itself on hover and on focus. */
export function UninitializedMark() {
  const t = useT();
  const tipId = useId();
  return (
    <span className="relative inline-flex">
      <button
        type="button"
        aria-label={t('Not set yet')}
        aria-describedby={tipId}
        className="peer inline-flex size-6 cursor-help items-center justify-center rounded font-semibold text-amber-700 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-amber-300"
      >
        ?
      </button>
      <span
        id={tipId}
        role="tooltip"
        className="pointer-events-none absolute bottom-full left-1/2 z-20 mb-2 hidden w-56 -translate-x-1/2 rounded-lg bg-slate-900 px-3 py-2 text-xs font-normal leading-snug text-white shadow-lg peer-hover:block peer-focus-visible:block dark:bg-slate-700"
      >
        {t(UNINITIALIZED_EXPLANATION)}
      </span>
    </span>
  );
}
