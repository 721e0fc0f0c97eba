/**
 * GET /config.json: how the web app finds its backend (DESIGN.md, runtime contract). Checked
 * by hand, not with zod: every page reads it, and zod's code would be loaded for this alone.
 */
export interface PublicConfig {
  /** null: the origin the app was loaded from. */
  apiUrl: string | null;
  anonKey: string;
}

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** The configuration in `value`, or null when it is not one (a missing key, a bad URL). */
export function readPublicConfig(value: unknown): PublicConfig | null {
  if (typeof value !== 'object' || value === null) return null;
  const { apiUrl, anonKey } = value as Record<string, unknown>;
  if (apiUrl !== null && (typeof apiUrl !== 'string' || !isHttpUrl(apiUrl))) return null;
  if (typeof anonKey !== 'string' || anonKey === '') return null;
  return { apiUrl, anonKey };
}
