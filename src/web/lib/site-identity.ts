import { createContext, useContext, useSyncExternalStore } from 'react';
import {
  NO_SITE_IDENTITY,
  readSiteIdentity,
  SITE_IDENTITY_ELEMENT_ID,
  type SiteIdentity,
} from '@domain/public-config';

/**
 * Who runs this site: its support, careers and press addresses, phone and social links, each
 * null (or empty) when the deployment did not set it. The server writes them into every page it
 * sends, as JSON read here before hydration, and renders its pages with them: the app renders
 * the same, with no request in between. Pages from the dev server carry none; there the app
 * asks /config.json.
 */
const SiteIdentityContext = createContext<SiteIdentity | null>(null);

/** Renders its children for a given identity (the server's render of the pages, and tests). */
export const SiteIdentityProvider = SiteIdentityContext.Provider;

let read: { json: string | null; identity: SiteIdentity } | undefined;
let loaded: SiteIdentity | null = null;

function parse(json: string | null): SiteIdentity {
  try {
    return (json && readSiteIdentity(JSON.parse(json))) || NO_SITE_IDENTITY;
  } catch {
    return NO_SITE_IDENTITY;
  }
}

function identityInPage(): SiteIdentity {
  if (loaded) return loaded;
  const json =
    typeof document === 'undefined'
      ? null
      : (document.getElementById(SITE_IDENTITY_ELEMENT_ID)?.textContent ?? null);
  if (read?.json !== json) read = { json, identity: parse(json) };
  return read.identity;
}

let loading: Promise<void> | undefined;

function subscribe(changed: () => void): () => void {
  if (
    import.meta.env.MODE === 'development' &&
    !document.getElementById(SITE_IDENTITY_ELEMENT_ID)
  ) {
    loading ??= import('./public-config')
      .then(({ fetchPublicConfig }) => fetchPublicConfig())
      .then((config) => {
        loaded = config?.site ?? null;
      });
    void loading.then(changed);
  }
  return () => {};
}

/** The site's identity, as the page was rendered with it. */
export function useSiteIdentity(): SiteIdentity {
  const given = useContext(SiteIdentityContext);
  // The same on both sides of hydration: the identity is in the page before the app starts.
  const inPage = useSyncExternalStore(subscribe, identityInPage, identityInPage);
  return given ?? inPage;
}
