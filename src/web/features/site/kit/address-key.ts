import type { SiteIdentity } from '@domain/public-config';

/**
 * The site's identity with its support address written as `{{address}}`: a content text made
 * with it is the key of its translation, and takes the real address as its `address` value.
 */
export const withAddressKey = (site: SiteIdentity): SiteIdentity => ({
  ...site,
  supportEmail: site.supportEmail && '{{address}}',
});
