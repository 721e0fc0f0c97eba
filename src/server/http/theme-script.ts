import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * /theme-init.js of the web build, which the build also writes inline into every page's head:
 * the saved theme applies before the first paint without a request that holds the paint up.
 * Null when the build has none.
 */
export function readThemeScript(webDist: string): string | null {
  const file = path.join(webDist, 'theme-init.js');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : null;
}

/** The CSP source that allows exactly this inline script. */
export function scriptHashSource(source: string): string {
  return `'sha256-${crypto.createHash('sha256').update(source).digest('base64')}'`;
}
