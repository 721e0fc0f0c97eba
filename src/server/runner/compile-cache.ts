import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../../domain/execution';

/** What one compilation produced. */
export interface CompileOutcome {
  ok: boolean;
  compileOutput: string;
  diagnostics: Diagnostic[];
  /** A plain sentence when the compiler itself hit a limit (time, memory). */
  limitMessage: string | null;
}

export interface CacheEntry {
  outcome: CompileOutcome;
  /** The program, when it compiled. */
  binary: Buffer | null;
}

/**
 * Compilations keyed by a hash of compiler identity, flags and source, kept on disk in
 * DATA_DIR/compile-cache and capped in size with least-recently-used eviction. Failed
 * compilations are cached too: the same mistake gets the same answer at once.
 *
 * One file per entry (a length-prefixed JSON outcome, then the binary), in folders named after
 * the key's first two characters: file systems slow down when one folder sees thousands of
 * files come and go.
 */
export class CompileCache {
  private readonly entries = new Map<string, number>(); // key → bytes; insertion order = recency
  private totalBytes = 0;

  constructor(
    readonly dir: string,
    private readonly maxBytes: number,
  ) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const found: { key: string; at: number; bytes: number }[] = [];
    for (const shard of fs.readdirSync(dir)) {
      const shardDir = path.join(dir, shard);
      // Files at the top are from an older layout: nothing reads them any more.
      if (fs.lstatSync(shardDir).isFile()) {
        fs.rmSync(shardDir, { force: true });
        continue;
      }
      if (!/^[0-9a-z]{2}$/.test(shard) || !fs.statSync(shardDir).isDirectory()) continue;
      for (const key of fs.readdirSync(shardDir)) {
        const stat = fs.statSync(path.join(shardDir, key));
        found.push({ key, at: stat.mtimeMs, bytes: stat.size });
      }
    }
    found.sort((a, b) => a.at - b.at);
    for (const item of found) this.remember(item.key, item.bytes);
    this.evict();
  }

  static key(parts: string[]): string {
    const hash = crypto.createHash('sha256');
    for (const part of parts) hash.update(part).update('\0');
    return hash.digest('hex');
  }

  get(key: string): CacheEntry | null {
    if (!this.entries.has(key)) return null;
    try {
      const data = fs.readFileSync(this.file(key));
      const jsonLength = data.readUInt32LE(0);
      const outcome = JSON.parse(
        data.subarray(4, 4 + jsonLength).toString('utf8'),
      ) as CompileOutcome;
      const binary = outcome.ok ? data.subarray(4 + jsonLength) : null;
      if (outcome.ok && binary?.length === 0) throw new Error('entry without its binary');
      this.touch(key);
      return { outcome, binary };
    } catch {
      this.delete(key);
      return null;
    }
  }

  /** Stores an outcome; `binary` is a file the host read safely out of the sandbox. */
  put(key: string, outcome: CompileOutcome, binary: Buffer | null): void {
    const json = Buffer.from(JSON.stringify(outcome), 'utf8');
    const header = Buffer.alloc(4);
    header.writeUInt32LE(json.length);
    const data = Buffer.concat([header, json, ...(binary ? [binary] : [])]);
    const file = this.file(key);
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    fs.writeFileSync(file, data, { mode: 0o600 });
    this.remember(key, data.length);
    this.evict();
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.totalBytes };
  }

  /** Where an entry lives (tests look at it). */
  file(key: string): string {
    return path.join(this.dir, key.slice(0, 2).padEnd(2, '0'), key);
  }

  private remember(key: string, bytes: number): void {
    const previous = this.entries.get(key);
    if (previous !== undefined) this.totalBytes -= previous;
    this.entries.delete(key);
    this.entries.set(key, bytes);
    this.totalBytes += bytes;
  }

  private touch(key: string): void {
    const bytes = this.entries.get(key);
    if (bytes === undefined) return;
    this.entries.delete(key);
    this.entries.set(key, bytes);
  }

  private delete(key: string): void {
    const bytes = this.entries.get(key);
    if (bytes !== undefined) this.totalBytes -= bytes;
    this.entries.delete(key);
    fs.rmSync(this.file(key), { force: true });
  }

  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.totalBytes <= this.maxBytes) break;
      this.delete(key);
    }
  }
}
