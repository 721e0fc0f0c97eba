import { useEffect } from 'react';

const SITE = 'CodeNest';

/** Sets the document title and description for search engines and sharing. */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title === SITE ? title : `${title} | ${SITE}`;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    document.querySelector('meta[property="og:title"]')?.setAttribute('content', document.title);
    document.querySelector('meta[property="og:description"]')?.setAttribute('content', description);
  }, [title, description]);
}
