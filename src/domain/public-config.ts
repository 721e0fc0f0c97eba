/**
 * GET /config.json: how the web app finds its backend (DESIGN.md, runtime contract), and who
 * runs the site. Checked by hand, not with zod: every page reads it, and zod's code would be
 * loaded for this alone.
 */
export interface PublicConfig {
  /** null: the origin the app was loaded from. */
  apiUrl: string | null;
  anonKey: string;
  site: SiteIdentity;
}

/** The networks the footer has an icon for. */
export const SOCIAL_NETWORKS = ['GitHub', 'X', 'YouTube', 'Discord', 'Reddit'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

/**
 * The addresses of the people who run this site (SITE_* variables): the pages show what is
 * set and leave out what is not. Each deployment has its own, so the build never holds one.
 */
export interface SiteIdentity {
  supportEmail: string | null;
  careersEmail: string | null;
  pressEmail: string | null;
  /** As it is shown: "+44 20 7946 0000". */
  phone: string | null;
  social: SocialLink[];
}

export const NO_SITE_IDENTITY: SiteIdentity = {
  supportEmail: null,
  careersEmail: null,
  pressEmail: null,
  phone: null,
  social: [],
};

/** Id of the JSON the server writes into each page it sends: the site identity, read before hydration. */
export const SITE_IDENTITY_ELEMENT_ID = 'site-identity';

/** The `tel:` link of a phone number as it is shown: "+44 20 7946 0000" → "tel:+442079460000". */
export const phoneHref = (phone: string) =>
  `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;

export const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const isTextOrNull = (value: unknown) =>
  value === null || (typeof value === 'string' && value !== '');

const isSocialLink = (value: unknown): value is SocialLink => {
  const { network, url } = (value ?? {}) as Record<string, unknown>;
  return (
    SOCIAL_NETWORKS.includes(network as SocialNetwork) && typeof url === 'string' && isHttpUrl(url)
  );
};

/** The site identity in `value`, or null when it is not one. */
export function readSiteIdentity(value: unknown): SiteIdentity | null {
  if (typeof value !== 'object' || value === null) return null;
  const { supportEmail, careersEmail, pressEmail, phone, social } = value as Record<
    string,
    unknown
  >;
  if (![supportEmail, careersEmail, pressEmail, phone].every(isTextOrNull)) return null;
  if (!Array.isArray(social) || !social.every(isSocialLink)) return null;
  return { supportEmail, careersEmail, pressEmail, phone, social } as SiteIdentity;
}

/**
 * The configuration in `value`, or null when it is not one (a missing key, a bad URL). A site
 * identity that is missing or malformed reads as none: it only changes what pages show, and
 * must never cost the app its backend.
 */
export function readPublicConfig(value: unknown): PublicConfig | null {
  if (typeof value !== 'object' || value === null) return null;
  const { apiUrl, anonKey, site } = value as Record<string, unknown>;
  if (apiUrl !== null && (typeof apiUrl !== 'string' || !isHttpUrl(apiUrl))) return null;
  if (typeof anonKey !== 'string' || anonKey === '') return null;
  return { apiUrl, anonKey, site: readSiteIdentity(site) ?? NO_SITE_IDENTITY };
}
