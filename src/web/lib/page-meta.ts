import { createContext, useContext, useEffect } from 'react';
import { useT } from '../i18n/translate';

const SITE = 'CodeNest';

export interface PageMeta {
  title: string;
  description: string;
}

/** Where a page rendered at build time hands its title and description to the HTML head. */
export const PageMetaContext = createContext<((meta: PageMeta) => void) | null>(null);

/** A page's title as the document shows it: the site's name after it. */
export const fullTitle = (title: string) => (title === SITE ? title : `${title} | ${SITE}`);

/**
 * Sets the document title and description for search engines and sharing, in the interface's
 * language (the route table's English titles are their own keys).
 */
export function usePageMeta(englishTitle: string, englishDescription: string): void {
  const t = useT();
  const title = t(englishTitle);
  const description = t(englishDescription);
  useContext(PageMetaContext)?.({ title: fullTitle(title), description });
  useEffect(() => {
    document.title = fullTitle(title);
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    document.querySelector('meta[property="og:title"]')?.setAttribute('content', document.title);
    document.querySelector('meta[property="og:description"]')?.setAttribute('content', description);
  }, [title, description]);
}
