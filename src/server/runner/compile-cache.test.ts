import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CompileCache, type CompileOutcome } from './compile-cache';

const ok: CompileOutcome = { ok: true, compileOutput: '', diagnostics: [], limitMessage: null };
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codenest-cache-'));
  dirs.push(dir);
  return dir;
};
const binary = (kib: number) => Buffer.alloc(kib * 1024, 1);

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('CompileCache', () => {
  it('keys on every part: compiler, flags and source', () => {
    const key = CompileCache.key(['gcc 12', '-std=c17', 'int main(void){}']);
    expect(CompileCache.key(['gcc 13', '-std=c17', 'int main(void){}'])).not.toBe(key);
    expect(CompileCache.key(['gcc 12', '-std=c11', 'int main(void){}'])).not.toBe(key);
    expect(CompileCache.key(['gcc 12', '-std=c17', 'int main(void){ }'])).not.toBe(key);
    // Parts are separated, so moving text between them changes the key too.
    expect(CompileCache.key(['gcc 12-std=c17', '', 'int main(void){}'])).not.toBe(key);
  });

  it('evicts the least recently used entries past its size cap', () => {
    const cache = new CompileCache(tempDir(), 100 * 1024);
    cache.put('a', ok, binary(40));
    cache.put('b', ok, binary(40));
    expect(cache.get('a')).not.toBeNull(); // a is now more recent than b
    cache.put('c', ok, binary(40));
    expect(cache.get('b')).toBeNull();
    expect(cache.get('a')).not.toBeNull();
    expect(cache.get('c')).not.toBeNull();
    expect(cache.size.bytes).toBeLessThanOrEqual(100 * 1024);
    expect(fs.existsSync(cache.file('b'))).toBe(false);
  });

  it('keeps failed compilations without a binary', () => {
    const cache = new CompileCache(tempDir(), 1024 * 1024);
    const failed: CompileOutcome = {
      ok: false,
      compileOutput: "main.c:1:1: error: expected ';'",
      diagnostics: [
        { file: 'main.c', line: 1, column: 1, severity: 'error', message: "expected ';'" },
      ],
      limitMessage: null,
    };
    cache.put('broken', failed, null);
    expect(cache.get('broken')).toEqual({ outcome: failed, binary: null });
  });

  it('finds its entries again after a restart, oldest first for eviction', () => {
    const dir = tempDir();
    const first = new CompileCache(dir, 1024 * 1024);
    first.put('kept', ok, binary(8));
    const second = new CompileCache(dir, 1024 * 1024);
    expect(second.get('kept')).toEqual({ outcome: ok, binary: binary(8) });
  });

  it('forgets an entry whose file is gone or damaged', () => {
    const cache = new CompileCache(tempDir(), 1024 * 1024);
    cache.put('gone', ok, binary(4));
    fs.rmSync(cache.file('gone'));
    expect(cache.get('gone')).toBeNull();
    cache.put('damaged', ok, binary(4));
    fs.writeFileSync(cache.file('damaged'), 'not an entry');
    expect(cache.get('damaged')).toBeNull();
    expect(cache.size.entries).toBe(0);
  });

  it('spreads entries over folders named after the key', () => {
    const cache = new CompileCache(tempDir(), 1024 * 1024);
    const key = CompileCache.key(['gcc', '-std=c17', 'int main(void){}']);
    cache.put(key, ok, binary(1));
    expect(cache.file(key)).toBe(path.join(cache.dir, key.slice(0, 2), key));
    expect(fs.existsSync(cache.file(key))).toBe(true);
  });
});
