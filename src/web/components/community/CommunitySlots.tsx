import { lazy, Suspense, type ComponentProps } from 'react';
import { useInBrowser } from '@web/lib/use-in-browser';

/*
 * How a lesson's or a challenge's page shows its discussion and solutions: their code loads
 * after the page is on screen, so it never counts against the page's first load.
 */

const Discussion = lazy(async () => ({ default: (await import('./Discussion')).Discussion }));
const Solutions = lazy(async () => ({ default: (await import('./Solutions')).Solutions }));

export function DiscussionSlot(props: ComponentProps<typeof Discussion>) {
  const inBrowser = useInBrowser();
  if (!inBrowser) return null;
  return (
    <Suspense fallback={null}>
      <Discussion {...props} />
    </Suspense>
  );
}

export function SolutionsSlot(props: ComponentProps<typeof Solutions>) {
  const inBrowser = useInBrowser();
  if (!inBrowser) return null;
  return (
    <Suspense fallback={null}>
      <Solutions {...props} />
    </Suspense>
  );
}
