/** The name to show: the profile name, else the part of the e-mail before the at-sign. */
export function displayName(name: string, email: string | undefined): string {
  return name.trim() || email?.split('@')[0]?.trim() || 'Developer';
}

/** "Joined November 2026", or null when the date cannot be read. */
export function joinedLabel(createdAt: string | undefined): string | null {
  if (!createdAt) return null;
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return null;
  return `Joined ${date.toLocaleDateString('en-US', { month: 'long', year: 'numeric' })}`;
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
