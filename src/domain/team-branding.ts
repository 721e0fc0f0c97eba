/**
 * A team's branding (the Enterprise plan): its accent colour and logo, and the rules the server
 * and the web app share. The upload's zod schema is in team-branding-api.ts, so the header's
 * badge loads no zod.
 *
 * The accent is only ever a background, with the text colour computed for it below (black or
 * white, whichever contrasts more: always at least 4.5:1). It is never text or a border on the
 * page's own background, so any colour stays readable in the light (white) and dark (slate-950)
 * themes alike.
 */

export const ACCENT_COLOR_PATTERN = /^#[0-9a-f]{6}$/i;

export function isAccentColor(value: string): boolean {
  return ACCENT_COLOR_PATTERN.test(value);
}

/** '#RRGGBB' as stored and compared: lower case. */
export function normalizeAccentColor(value: string): string {
  return value.trim().toLowerCase();
}

/** WCAG 2 relative luminance of a `#rrggbb` colour, from 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  if (!isAccentColor(hex)) throw new RangeError(`${hex} is not a #rrggbb colour`);
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

export const BLACK = '#000000';
export const WHITE = '#ffffff';
export type AccentText = typeof BLACK | typeof WHITE;

/** The text colour for the accent as a background: black or white, whichever contrasts more. */
export function textColorOn(accent: string): AccentText {
  return contrastRatio(accent, BLACK) >= contrastRatio(accent, WHITE) ? BLACK : WHITE;
}

/** The least contrast text ever gets on an accent (WCAG AA for normal text). */
export const ACCENT_MIN_CONTRAST = 4.5;

/** The colours of anything drawn on the accent. */
export function accentColors(accent: string): { background: string; text: AccentText } {
  const background = normalizeAccentColor(accent);
  return { background, text: textColorOn(background) };
}

export const logoTypes = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type LogoType = (typeof logoTypes)[number];

export const LOGO_MAX_KB = 256;
export const LOGO_MAX_BYTES = LOGO_MAX_KB * 1024;
export const LOGO_MIN_SIDE = 16;
export const LOGO_MAX_SIDE = 1024;

export const LOGO_FILE_RULE = `The logo must be a PNG, JPEG or SVG of at most ${LOGO_MAX_KB} KB`;
export const logoTooLarge = (bytes: number) =>
  `${LOGO_FILE_RULE}: this file is ${Math.ceil(bytes / 1024)} KB.`;
export const LOGO_NOT_AN_IMAGE = `${LOGO_FILE_RULE}: this file is none of them.`;
export const logoUnreadable = (kind: string) =>
  `${LOGO_FILE_RULE}: this ${kind} file is damaged or incomplete, so it could not be read.`;
export const logoSidesWrong = (width: number, height: number) =>
  `The logo is ${width}×${height} px: each side must be ${LOGO_MIN_SIDE} to ${LOGO_MAX_SIDE} px.`;
export const SVG_WITHOUT_SIZE = `The SVG logo has no size: give its <svg> element a width and height or a viewBox, each side ${LOGO_MIN_SIDE} to ${LOGO_MAX_SIDE} px.`;
export const SVG_EMPTY_AFTER_CLEANING =
  'The SVG logo has nothing left to show once scripts, event handlers and outside references are removed. Export it again as a plain SVG.';
export const TEAM_HAS_NO_LOGO = 'This team has no logo.';

/** Whether a team shows its branding (badge and banner): it has an accent or a logo. */
export function isBranded(team: { accentColor: string | null; logoUrl: string | null }): boolean {
  return team.accentColor !== null || team.logoUrl !== null;
}
