import { Lightbulb } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@web/components/ui/Button';
import { useT } from '@web/i18n/translate';
import { ReferenceText } from '../LessonText';

/** The exercise's hints, revealed one at a time; the newest gets the focus. */
export function HintList({ hints }: { hints: readonly string[] }) {
  const t = useT();
  const headingId = useId();
  const [shown, setShown] = useState(0);
  const items = useRef<(HTMLLIElement | null)[]>([]);

  useEffect(() => {
    if (shown > 0) items.current[shown - 1]?.focus();
  }, [shown]);

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
        {t('Hints')}
      </h3>
      {shown > 0 && (
        <ol className="mt-3 space-y-2">
          {hints.slice(0, shown).map((hint, index) => (
            <li
              key={index}
              ref={(element) => {
                items.current[index] = element;
              }}
              tabIndex={-1}
              className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-100"
            >
              <p className="text-xs font-semibold uppercase tracking-wide text-amber-700 dark:text-amber-300">
                {t('Hint {{number}} of {{total}}', { number: index + 1, total: hints.length })}
              </p>
              <p className="mt-1">
                <span lang="en">
                  <ReferenceText text={hint} />
                </span>
              </p>
            </li>
          ))}
        </ol>
      )}
      {shown < hints.length ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() => setShown((count) => count + 1)}
        >
          <Lightbulb aria-hidden="true" className="size-4" />
          {shown === 0 ? t('Show a hint') : t('Show another hint')}
        </Button>
      ) : (
        <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
          {t('That was the last hint.')}
        </p>
      )}
    </section>
  );
}
