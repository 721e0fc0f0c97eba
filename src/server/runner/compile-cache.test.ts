import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CompileCache, type CompileOutcome } from './compile-cache';

const ok: CompileOutcome = { ok: true, compileOutput: '', diagnostics: [], limitMessage: null };
const dirs: string[] = [];
const caches: CompileCache[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codenest-cache-'));
  dirs.push(dir);
  return dir;
};
const open = (dir: string, maxBytes: number) => {
  const cache = new CompileCache(dir, maxBytes);
  caches.push(cache);
  return cache;
};
const binary = (kib: number, fill = 1) => Buffer.alloc(kib * 1024, fill);
const segmentFiles = (dir: string) => fs.readdirSync(dir).filter((name) => name.endsWith('.seg'));

afterEach(() => {
  for (const cache of caches.splice(0)) cache.close();
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
    const dir = tempDir();
    const cache = open(dir, 100 * 1024);
    cache.put('a', ok, binary(40, 1));
    cache.put('b', ok, binary(40, 2));
    expect(cache.get('a')?.binary).toEqual(binary(40, 1)); // a is now more recent than b
    cache.put('c', ok, binary(40, 3));
    expect(cache.get('b')).toBeNull();
    expect(cache.get('a')?.binary).toEqual(binary(40, 1));
    expect(cache.get('c')?.binary).toEqual(binary(40, 3));
    expect(cache.size.bytes).toBeLessThanOrEqual(100 * 1024);
    // What the cache counts is what it keeps on disk.
    const onDisk = segmentFiles(dir).reduce(
      (sum, name) => sum + fs.statSync(path.join(dir, name)).size,
      0,
    );
    expect(onDisk).toBe(cache.size.bytes);
  });

  it('keeps failed compilations without a binary', () => {
    const cache = open(tempDir(), 1024 * 1024);
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

  it('appends entries to a few segment files instead of a file each', () => {
    const dir = tempDir();
    const cache = open(dir, 64 * 1024 * 1024);
    for (let i = 0; i < 50; i++) cache.put(`k${i}`, ok, binary(4, i));
    expect(segmentFiles(dir)).toHaveLength(1);
    expect(cache.size.entries).toBe(50);
    expect(cache.get('k7')?.binary).toEqual(binary(4, 7));
  });

  it('finds its entries again after a restart, the newest version of each', () => {
    const dir = tempDir();
    const first = open(dir, 1024 * 1024);
    first.put('kept', ok, binary(8, 1));
    first.put('changed', ok, binary(8, 2));
    first.put('changed', ok, binary(8, 3));
    first.close();
    const second = open(dir, 1024 * 1024);
    expect(second.get('kept')).toEqual({ outcome: ok, binary: binary(8, 1) });
    expect(second.get('changed')?.binary).toEqual(binary(8, 3));
    expect(second.size.entries).toBe(2);
  });

  it('drops a record cut short by a crash and keeps the ones before it', () => {
    const dir = tempDir();
    const first = open(dir, 1024 * 1024);
    first.put('whole', ok, binary(4));
    first.put('torn', ok, binary(4));
    first.close();
    const [segment] = segmentFiles(dir);
    const file = path.join(dir, segment!);
    fs.truncateSync(file, fs.statSync(file).size - 100);
    const second = open(dir, 1024 * 1024);
    expect(second.get('whole')?.binary).toEqual(binary(4));
    expect(second.get('torn')).toBeNull();
    // New entries go to a segment of this server's own; the older one is only read.
    second.put('after', ok, binary(4, 9));
    expect(second.get('after')?.binary).toEqual(binary(4, 9));
    expect(segmentFiles(dir)).toHaveLength(2);
    expect(second.get('whole')?.binary).toEqual(binary(4));
  });

  it('forgets an entry whose bytes were damaged', () => {
    const dir = tempDir();
    const cache = open(dir, 1024 * 1024);
    cache.put('damaged', ok, binary(4));
    const [segment] = segmentFiles(dir);
    const file = path.join(dir, segment!);
    const fd = fs.openSync(file, 'r+');
    fs.writeSync(fd, Buffer.from('garbage'), 0, 7, fs.statSync(file).size - 10);
    fs.closeSync(fd);
    expect(cache.get('damaged')).toBeNull();
    expect(cache.size.entries).toBe(0);
  });

  it('clears out the files of the earlier one-file-per-entry layout', () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'ab'));
    fs.writeFileSync(path.join(dir, 'ab', 'abcdef'), 'old entry');
    fs.writeFileSync(path.join(dir, 'loose'), 'old entry');
    open(dir, 1024 * 1024);
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
