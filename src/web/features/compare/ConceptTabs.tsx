import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { CompareConceptSummary } from '@content/compare';
import type { CompareConceptId } from '@domain/compare';
import { useT } from '@web/i18n/translate';

/** The tab a key moves to: arrows wrap around, Home and End go to the ends. */
function targetIndex(key: string, current: number, count: number): number | null {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (current + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The six concepts as an ARIA tab list (arrow keys move and choose); the panel under it shows
 * the chosen concept.
 */
export function ConceptTabs({
  concepts,
  active,
  onChoose,
  children,
}: {
  concepts: readonly CompareConceptSummary[];
  active: CompareConceptId;
  onChoose: (concept: CompareConceptId) => void;
  children: ReactNode;
}) {
  const t = useT();
  const baseId = useId();
  const headingId = `${baseId}heading`;
  const panelId = `${baseId}panel`;
  const tabId = (id: CompareConceptId) => `${baseId}tab-${id}`;
  const tabs = useRef(new Map<CompareConceptId, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, from: number) => {
    const index = targetIndex(event.key, from, concepts.length);
    const next = index === null ? undefined : concepts[index];
    if (!next) return;
    event.preventDefault();
    onChoose(next.id);
    tabs.current.get(next.id)?.focus();
  };

  return (
    <div>
      <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
        {t('Concept')}
      </h2>
      <div role="tablist" aria-labelledby={headingId} className="mt-3 flex flex-wrap gap-2">
        {concepts.map((concept, index) => {
          const selected = concept.id === active;
          return (
            <button
              key={concept.id}
              ref={(element) => {
                if (element) tabs.current.set(concept.id, element);
                else tabs.current.delete(concept.id);
              }}
              id={tabId(concept.id)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChoose(concept.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`h-10 rounded-lg px-4 text-sm font-medium transition ${
                selected
                  ? 'bg-slate-900 text-white dark:bg-white dark:text-slate-900'
                  : 'bg-slate-100 text-slate-700 hover:bg-slate-200 hover:text-slate-900 dark:bg-slate-800 dark:text-slate-300 dark:hover:bg-slate-700 dark:hover:text-white'
              }`}
            >
              {t(concept.title)}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(active)} className="mt-4">
        {children}
      </div>
    </div>
  );
}
