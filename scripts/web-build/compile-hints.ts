import fs from 'node:fs';
import path from 'node:path';
import { compressFile } from '../precompress';

/**
 * V8's explicit compile hint (Chromium 136 and later), on a script's first line: compile every
 * function of the file as it streams in, on a background thread. Without it V8 compiles each
 * function on the main thread the first time it is called, which for the chunks a page runs as
 * it starts (React's included) is tens of milliseconds of blocking work during hydration.
 * Other browsers read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the hint on the first line of a built script (`/assets/…js`, as pages link it), moves
 * its source map's mappings one line down to match, and writes its .gz and .br again. A script
 * that has the hint already is left as it is.
 */
export function addCompileHint(webDist: string, script: string): boolean {
  const file = path.join(webDist, script.replace(/^\//, ''));
  const code = fs.readFileSync(file, 'utf8');
  if (code.startsWith(COMPILE_HINT)) return false;
  fs.writeFileSync(file, `${COMPILE_HINT}\n${code}`);
  const mapFile = `${file}.map`;
  if (fs.existsSync(mapFile)) {
    const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { mappings: string };
    // A `;` in the mappings is a generated line with nothing mapped: the hint's line.
    map.mappings = `;${map.mappings}`;
    fs.writeFileSync(mapFile, JSON.stringify(map));
  }
  compressFile(file);
  return true;
}

/** Hints every script the pages rendered at build time run as they start; returns how many. */
export function addCompileHints(webDist: string, scripts: Iterable<string>): number {
  let hinted = 0;
  for (const script of new Set(scripts)) if (addCompileHint(webDist, script)) hinted++;
  return hinted;
}
