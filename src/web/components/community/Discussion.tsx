import { MessagesSquare } from 'lucide-react';
import { lazy, Suspense, useId, useRef } from 'react';
import type { ThreadPlace } from '@domain/community';
import { useInBrowser } from '@web/lib/use-in-browser';
import { useNearViewport } from '@web/lib/use-near-viewport';

/** The list, the form and their calls load as the section comes near the screen. */
const DiscussionPanel = lazy(async () => ({
  default: (await import('./DiscussionPanel')).DiscussionPanel,
}));

function DiscussionLoading() {
  return (
    <p role="status" className="px-4 py-6 text-sm text-slate-600 sm:px-5 dark:text-slate-400">
      Loading the discussion...
    </p>
  );
}

/**
 * "Discussion" beneath a lesson or a challenge: the questions asked about it and a way to ask
 * one. The page's first load carries only this frame; what is inside loads on the way down.
 */
export function Discussion({ place, about }: { place: ThreadPlace; about: string }) {
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  // The page's HTML (rendered at build time) and the first render in the browser match.
  const inBrowser = useInBrowser();

  return (
    <section
      data-section="discussion"
      ref={section}
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900/60"
    >
      <div className="flex items-start gap-3 border-b border-slate-200 px-4 py-4 sm:px-5 dark:border-slate-800">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
          <MessagesSquare aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
            Discussion
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Questions and answers about {about}.
          </p>
        </div>
      </div>
      {inBrowser && near ? (
        <Suspense fallback={<DiscussionLoading />}>
          <DiscussionPanel place={place} />
        </Suspense>
      ) : (
        <DiscussionLoading />
      )}
    </section>
  );
}
