import { currentLanguage, INTL_LOCALES, t } from '@web/i18n/translate';

/** The name to show: the profile name, else the part of the e-mail before the at-sign. */
export function displayName(name: string, email: string | undefined): string {
  return name.trim() || email?.split('@')[0]?.trim() || t('Developer');
}

/** "Joined November 2026" in the interface's language, or null when the date cannot be read. */
export function joinedLabel(createdAt: string | undefined): string | null {
  if (!createdAt) return null;
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return null;
  const month = date.toLocaleDateString(INTL_LOCALES[currentLanguage()], {
    month: 'long',
    year: 'numeric',
  });
  return t('Joined {{month}}', { month });
}

/** The website as a safe link target (http or https only), or null. */
export function websiteHref(website: string): string | null {
  const value = website.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** "https://www.example.com/me/" → "example.com/me". */
export function websiteLabel(href: string): string {
  return href
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}
