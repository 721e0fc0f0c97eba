import type { SiteIdentity } from '@domain/public-config';

/**
 * A text that names one of the site's addresses. Each deployment sets its own, or none: a text
 * that depends on them is a function of the site's identity, and says it another way (most often
 * through the contact form, which always reaches the team) when the address is not set.
 */
export type SiteText<T = string> = T | ((site: SiteIdentity) => T);

export function siteText<T>(text: SiteText<T>, site: SiteIdentity): T {
  return typeof text === 'function' ? (text as (site: SiteIdentity) => T)(site) : text;
}

/** One text when the site has a support address (given to it), another when it has none. */
export const bySupport =
  <T>(withAddress: (address: string) => T, withoutAddress: T) =>
  (site: SiteIdentity): T =>
    site.supportEmail ? withAddress(site.supportEmail) : withoutAddress;
