import { lazy, Suspense, type JSXElementConstructor } from 'react';
import { useInBrowser } from '@web/lib/use-in-browser';

/*
 * How a lesson's or a challenge's page shows its discussion and solutions: their code loads
 * after the page is on screen, so it never counts against the page's first load, and they are
 * never part of a page's HTML rendered at build time.
 */

function browserSlot<P extends object>(Part: JSXElementConstructor<P>) {
  return function Slot(props: P) {
    const inBrowser = useInBrowser();
    if (!inBrowser) return null;
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}

export const DiscussionSlot = browserSlot(
  lazy(async () => ({ default: (await import('./Discussion')).Discussion })),
);
export const SolutionsSlot = browserSlot(
  lazy(async () => ({ default: (await import('./Solutions')).Solutions })),
);
