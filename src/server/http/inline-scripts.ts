import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Scripts of the web build that the build also writes inline into its pages:
 * - theme-init.js, in every page's head: the saved theme applies before the first paint
 *   without a request that holds the paint up;
 * - start-after-paint.js, at the end of each page rendered at build time: it loads the app
 *   once the page has painted.
 */
export const INLINE_SCRIPTS = ['theme-init.js', 'start-after-paint.js'] as const;
export type InlineScript = (typeof INLINE_SCRIPTS)[number];

/** One inline script's source as the build writes it; null when the build has none. */
export function readInlineScript(webDist: string, name: InlineScript): string | null {
  const file = path.join(webDist, name);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : null;
}

/** The sources of every inline script the build has, for the CSP. */
export function readInlineScripts(webDist: string): string[] {
  return INLINE_SCRIPTS.map((name) => readInlineScript(webDist, name)).filter(
    (source): source is string => source !== null,
  );
}

/** The CSP source that allows exactly this inline script. */
export function scriptHashSource(source: string): string {
  return `'sha256-${crypto.createHash('sha256').update(source).digest('base64')}'`;
}
