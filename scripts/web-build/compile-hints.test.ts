import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCompileHint, addCompileHints, COMPILE_HINT } from './compile-hints';

let webDist: string;
const code = `import{a}from"./react.js";export function page(){return a(${'1+'.repeat(600)}1)}\n`;

beforeEach(() => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets/page.js'), code);
  fs.writeFileSync(
    path.join(webDist, 'assets/page.js.map'),
    JSON.stringify({ version: 3, sources: ['page.tsx'], mappings: 'AAAA,SAAS;AACT' }),
  );
  fs.writeFileSync(path.join(webDist, 'assets/other.js'), code);
});

afterEach(() => fs.rmSync(webDist, { recursive: true, force: true }));

const read = (file: string) => fs.readFileSync(path.join(webDist, file));

describe('addCompileHint', () => {
  it('puts the hint on the first line, above the code as it was', () => {
    expect(addCompileHint(webDist, '/assets/page.js')).toBe(true);
    expect(read('assets/page.js').toString()).toBe(`${COMPILE_HINT}\n${code}`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  });

  it('moves the source map one line down, so it still points at the same code', () => {
    addCompileHint(webDist, '/assets/page.js');
    const map = JSON.parse(read('assets/page.js.map').toString()) as { mappings: string };
    expect(map.mappings).toBe(';AAAA,SAAS;AACT');
  });

  it('writes the compressed copies the server sends again', () => {
    addCompileHint(webDist, '/assets/page.js');
    const hinted = `${COMPILE_HINT}\n${code}`;
    expect(zlib.gunzipSync(read('assets/page.js.gz')).toString()).toBe(hinted);
    expect(zlib.brotliDecompressSync(read('assets/page.js.br')).toString()).toBe(hinted);
  });

  it('leaves a hinted script as it is', () => {
    addCompileHint(webDist, '/assets/page.js');
    expect(addCompileHint(webDist, '/assets/page.js')).toBe(false);
    expect(read('assets/page.js').toString()).toBe(`${COMPILE_HINT}\n${code}`);
    const map = JSON.parse(read('assets/page.js.map').toString()) as { mappings: string };
    expect(map.mappings).toBe(';AAAA,SAAS;AACT');
  });
});

describe('addCompileHints', () => {
  it('hints each script once, however many pages start with it, and no other', () => {
    fs.writeFileSync(path.join(webDist, 'assets/lazy.js'), code);
    const hinted = addCompileHints(webDist, [
      '/assets/page.js',
      '/assets/other.js',
      '/assets/page.js',
    ]);
    expect(hinted).toBe(2);
    expect(read('assets/other.js').toString().startsWith(COMPILE_HINT)).toBe(true);
    expect(read('assets/lazy.js').toString()).toBe(code);
  });
});
