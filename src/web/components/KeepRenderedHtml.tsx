import { createContext, useState, type ReactNode } from 'react';

/**
 * True inside content that the browser keeps as it was rendered at build time: such a part is
 * rendered complete there (what it loads on demand included), as the browser will not render it
 * again.
 */
export const InKeptHtml = createContext(false);

/** The markup rendered at build time for `id`, while the page that holds it is taken over. */
function renderedHtml(id: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`[data-kept="${CSS.escape(id)}"]`)?.innerHTML ?? null;
}

/**
 * Content that renders the same every time for its `id` (a lesson's text). When the app takes
 * over a page rendered at build time, the browser keeps this part's HTML as it is instead of
 * rendering it again: no Markdown to parse, no code to colour before the page responds. Any
 * other render (another id, a page rendered in the browser) renders `children`.
 */
export function KeepRenderedHtml({
  id,
  className,
  children,
}: {
  id: string;
  className?: string;
  children: ReactNode;
}) {
  const [kept] = useState(() => ({ id, html: renderedHtml(id) }));
  if (kept.id === id && kept.html !== null) {
    return (
      <div data-kept={id} className={className} dangerouslySetInnerHTML={{ __html: kept.html }} />
    );
  }
  return (
    <div data-kept={id} className={className}>
      <InKeptHtml.Provider value>{children}</InKeptHtml.Provider>
    </div>
  );
}
