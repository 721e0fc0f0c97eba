import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** The paths the README's map names: the first cell of each row of its table, in backticks. */
function mappedPaths(): Set<string> {
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Architecture'));
  const paths = [...section.matchAll(/^\| `([^`]+)`/gm)].map((match) => match[1]!);
  return new Set(paths.map((entry) => entry.replace(/\/$/, '')));
}

/** Every folder a newcomer looks for: the project's own, src's, the server's, the web's, the scripts', the tests'. */
function foldersToMap(): string[] {
  const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file !== '' && fs.existsSync(path.join(root, file)));
  const wanted = new Set<string>();
  for (const file of tracked) {
    const parts = file.split('/');
    if (parts.length < 2) continue;
    const [top, second, third] = parts;
    if (top === 'src' && (second === 'server' || second === 'web')) {
      // The server's and the web's folders, and the server's own files (app.ts, redis.ts...).
      if (parts.length > 3) wanted.add(`src/${second}/${third}`);
      else if (second === 'server' && !file.endsWith('.test.ts')) wanted.add(file);
    } else if (top === 'src' || top === 'scripts' || top === 'tests') {
      if (parts.length > 2) wanted.add(`${top}/${second}`);
    } else {
      wanted.add(top!);
    }
  }
  return [...wanted].sort();
}

describe("the README's map of the tree", () => {
  it('names every folder of the project, of src/server, src/web, scripts and tests', () => {
    const mapped = mappedPaths();
    const missing = foldersToMap().filter((folder) => !mapped.has(folder));
    expect(missing).toEqual([]);
  });

  it('names nothing that is not there', () => {
    const gone = [...mappedPaths()].filter((entry) => !fs.existsSync(path.join(root, entry)));
    expect(gone).toEqual([]);
  });
});
