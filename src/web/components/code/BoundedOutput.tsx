import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { msg, useT } from '@web/i18n/translate';
import { Button } from '../ui/Button';
import { useOverflows } from './use-overflows';

export const SHOW_ALL = msg('Show all');
export const SHOW_LESS = msg('Show less');

/** The tallest an output box grows before it scrolls: 24rem, less on a short (landscape) phone. */
export const boundedHeight = 'max-h-[min(24rem,70vh)]';

/**
 * A program's output in a box of bounded height that scrolls, so that a long output does not
 * push the rest of the page away; "Show all" lets it grow to its full height, "Show less" puts
 * it back. A new `of` (the next run) starts bounded again.
 */
export function BoundedOutput({
  of,
  label,
  children,
}: {
  of: object;
  /** The accessible name of the scrolling box. */
  label: string;
  children: ReactNode;
}) {
  const t = useT();
  const boxId = useId();
  const [expandedFor, setExpandedFor] = useState<object | null>(null);
  const expanded = expandedFor === of;
  const { ref, overflows } = useOverflows<HTMLDivElement>(expanded);
  const scrolls = overflows && !expanded;
  const toggle = useRef<HTMLButtonElement>(null);
  const collapsed = useRef(false);
  useLayoutEffect(() => {
    if (!collapsed.current) return;
    collapsed.current = false;
    // The box shrank above the button: the reader stays at the button (clear of the sticky
    // header), not at the end of a page that is suddenly much shorter.
    toggle.current?.scrollIntoView({ block: 'nearest', behavior: 'instant' });
  });

  const collapse = () => {
    collapsed.current = true;
    setExpandedFor(null);
  };

  return (
    <div>
      <div
        ref={ref}
        id={boxId}
        // A box that scrolls is reached with the keyboard too, and named for who lands on it.
        role={scrolls ? 'group' : undefined}
        aria-label={scrolls ? t(label) : undefined}
        tabIndex={scrolls ? 0 : undefined}
        className={`relative overflow-y-auto rounded-lg border border-slate-200 bg-white px-3 py-2 dark:border-slate-800 dark:bg-slate-950 ${expanded ? '' : boundedHeight}`}
      >
        {children}
      </div>
      {(overflows || expanded) && (
        // Shown whole, the output may be thousands of lines long: Show less stays in sight.
        <div className={expanded ? 'sticky bottom-0 bg-slate-50 py-1 dark:bg-slate-900' : 'py-1'}>
          <Button
            ref={toggle}
            variant="ghost"
            size="sm"
            aria-expanded={expanded}
            aria-controls={boxId}
            onClick={() => (expanded ? collapse() : setExpandedFor(of))}
            className="-ml-3.5 scroll-mt-24 scroll-mb-4"
          >
            {expanded ? (
              <ChevronUp aria-hidden="true" className="size-4" />
            ) : (
              <ChevronDown aria-hidden="true" className="size-4" />
            )}
            {t(expanded ? SHOW_LESS : SHOW_ALL)}
          </Button>
        </div>
      )}
    </div>
  );
}
