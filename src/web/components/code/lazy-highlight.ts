import { startTransition, use, useContext, useEffect, useState } from 'react';
import { InKeptHtml } from '../KeepRenderedHtml';
import { useInBrowser } from '@web/lib/use-in-browser';
import type { CodeToken } from './highlight-code';

/** Lines of coloured tokens for a source, or null to show it plain. */
export type Highlight = (source: string) => CodeToken[][] | null;

/** A highlighter whose code loads on demand (see `lazyHighlight`). */
export interface LazyHighlight {
  /** Starts loading it (once) and calls `onLoaded` when it is there; returns the unsubscribe. */
  subscribe: (onLoaded: () => void) => () => void;
  /** The highlighter once loaded, null until then. */
  loaded: () => Highlight | null;
  /** Starts loading it (once); resolves to it, or to null when it could not be loaded. */
  ready: () => Promise<Highlight | null>;
}

/**
 * A highlighter loaded with `load` the first time a code block shows: blocks show their code
 * plain until it is there, and colour it then. A failed load leaves them plain, and the next
 * block that shows tries again. Make one per highlighter at module level, so it loads once.
 */
export function lazyHighlight(load: () => Promise<Highlight>): LazyHighlight {
  let loaded: Highlight | null = null;
  // One promise for as long as it loads, so a render that waits on it finds it again.
  let loading: Promise<Highlight | null> | null = null;
  const listeners = new Set<() => void>();
  const start = () =>
    (loading ??= load().then(
      (highlight) => {
        loaded = highlight;
        listeners.forEach((notify) => notify());
        return highlight;
      },
      () => {
        loading = null;
        return null;
      },
    ));
  return {
    subscribe(onLoaded) {
      listeners.add(onLoaded);
      void start();
      return () => {
        listeners.delete(onLoaded);
      };
    },
    loaded: () => loaded,
    ready: start,
  };
}

/**
 * The highlighter for this render. A lazy one counts only once loaded, and never in the server's
 * render or while the browser takes that HTML over, so both show the same plain code; except in
 * content the browser keeps as rendered (KeepRenderedHtml), which the server renders coloured.
 * When it arrives, the blocks waiting for it colour as a transition: many blocks on a page never
 * hold the main thread at once.
 */
export function useHighlight(highlight: Highlight | LazyHighlight | null): Highlight | null {
  const lazy = typeof highlight === 'function' ? null : highlight;
  const inBrowser = useInBrowser();
  const kept = useContext(InKeptHtml);
  const [arrived, setArrived] = useState<{ of: LazyHighlight; highlight: Highlight } | null>(null);
  useEffect(() => {
    if (!lazy || lazy.loaded()) return;
    return lazy.subscribe(() => {
      const loaded = lazy.loaded();
      if (loaded) startTransition(() => setArrived({ of: lazy, highlight: loaded }));
    });
  }, [lazy]);
  if (typeof highlight === 'function') return highlight;
  if (!lazy) return null;
  if (arrived?.of === lazy) return arrived.highlight;
  if (kept && typeof document === 'undefined') return use(lazy.ready());
  return inBrowser ? lazy.loaded() : null;
}
