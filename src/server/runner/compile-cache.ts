import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../../domain/execution';

/** What one compilation produced. The binary, if any, lives in the cache folder. */
export interface CompileOutcome {
  ok: boolean;
  compileOutput: string;
  diagnostics: Diagnostic[];
  /** A plain sentence when the compiler itself hit a limit (time, memory). */
  limitMessage: string | null;
}

interface Entry {
  key: string;
  bytes: number;
}

const META = '.json';

/**
 * Compilations keyed by a hash of compiler identity, flags and source, kept on disk in
 * DATA_DIR/compile-cache and capped in size with least-recently-used eviction. Failed
 * compilations are cached too: the same mistake gets the same answer at once.
 */
export class CompileCache {
  private readonly entries = new Map<string, Entry>(); // insertion order = recency
  private totalBytes = 0;

  constructor(
    readonly dir: string,
    private readonly maxBytes: number,
  ) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const found = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith(META))
      .map((name) => {
        const key = name.slice(0, -META.length);
        const stat = fs.statSync(path.join(dir, name));
        return { key, at: stat.mtimeMs, bytes: this.sizeOnDisk(key) };
      })
      .sort((a, b) => a.at - b.at);
    for (const item of found) this.remember(item.key, item.bytes);
    this.evict();
  }

  static key(parts: string[]): string {
    const hash = crypto.createHash('sha256');
    for (const part of parts) hash.update(part).update('\0');
    return hash.digest('hex');
  }

  binaryPath(key: string): string {
    return path.join(this.dir, key);
  }

  get(key: string): CompileOutcome | null {
    if (!this.entries.has(key)) return null;
    let outcome: CompileOutcome;
    try {
      outcome = JSON.parse(
        fs.readFileSync(path.join(this.dir, key + META), 'utf8'),
      ) as CompileOutcome;
      if (outcome.ok) fs.accessSync(this.binaryPath(key));
    } catch {
      this.delete(key);
      return null;
    }
    this.touch(key);
    return outcome;
  }

  /** Stores an outcome; `binary` is a file the host read safely out of the sandbox. */
  put(key: string, outcome: CompileOutcome, binary: Buffer | null): void {
    if (binary) fs.writeFileSync(this.binaryPath(key), binary, { mode: 0o755 });
    fs.writeFileSync(path.join(this.dir, key + META), JSON.stringify(outcome), { mode: 0o644 });
    this.remember(key, this.sizeOnDisk(key));
    this.evict();
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.totalBytes };
  }

  private sizeOnDisk(key: string): number {
    let bytes = 0;
    for (const file of [this.binaryPath(key), path.join(this.dir, key + META)]) {
      try {
        bytes += fs.statSync(file).size;
      } catch {
        // absent part
      }
    }
    return bytes;
  }

  private remember(key: string, bytes: number): void {
    const previous = this.entries.get(key);
    if (previous) this.totalBytes -= previous.bytes;
    this.entries.delete(key);
    this.entries.set(key, { key, bytes });
    this.totalBytes += bytes;
  }

  private touch(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry) this.totalBytes -= entry.bytes;
    this.entries.delete(key);
    fs.rmSync(this.binaryPath(key), { force: true });
    fs.rmSync(path.join(this.dir, key + META), { force: true });
  }

  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.totalBytes <= this.maxBytes) break;
      this.delete(key);
    }
  }
}
