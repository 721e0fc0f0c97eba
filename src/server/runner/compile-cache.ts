import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Diagnostic } from '@domain/execution';

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

interface Location {
  segment: number;
  offset: number;
  length: number;
}

interface Segment {
  fd: number;
  bytes: number;
}

/*
 * Record: magic, u32 record length, u32 CRC-32 of everything after it, u16 key length, key,
 * u32 JSON length, the outcome as JSON, then the binary (if it compiled).
 */
const MAGIC = Buffer.from('CNC1');
const HEADER_BYTES = 4 + 4 + 4 + 2;
const SEGMENT_NAME = /^(\d{8})\.seg$/;
const MAX_SEGMENT_BYTES = 32 * 1024 * 1024;

/**
 * Compilations keyed by a hash of compiler identity, flags and source, kept on disk in
 * DATA_DIR/compile-cache and capped in size. Failed compilations are cached too: the same
 * mistake gets the same answer at once.
 *
 * Entries are appended to segment files rather than written one file each: nearly every Run of
 * an edited program adds an entry, and creating a file costs the file system far more than an
 * append (on ext4 with many recently deleted files, over a millisecond). Past the size cap the
 * oldest segment goes; an entry read from an older segment is first copied to the newest, so
 * what is used stays and eviction stays least-recently-used at the grain of a segment.
 */
export class CompileCache {
  private readonly index = new Map<string, Location>(); // insertion order = recency
  private readonly segments = new Map<number, Segment>(); // ascending: oldest first
  private readonly segmentBytes: number;
  /** The highest segment number seen; the one this server writes is `writing`. */
  private newest = 0;
  private writing: number | null = null;
  private totalBytes = 0;
  private closed = false;

  constructor(
    readonly dir: string,
    private readonly maxBytes: number,
  ) {
    this.segmentBytes = Math.min(MAX_SEGMENT_BYTES, Math.max(64 * 1024, Math.floor(maxBytes / 8)));
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const numbers: number[] = [];
    for (const name of fs.readdirSync(dir)) {
      const match = SEGMENT_NAME.exec(name);
      if (match) numbers.push(Number(match[1]));
      // Anything else is from an earlier layout (a file or folder per entry): nothing reads it.
      else fs.rmSync(path.join(dir, name), { recursive: true, force: true });
    }
    numbers.sort((a, b) => a - b);
    for (const segment of numbers) this.scan(segment);
    this.newest = numbers.at(-1) ?? 0;
    this.evict();
  }

  static key(parts: string[]): string {
    const hash = crypto.createHash('sha256');
    for (const part of parts) hash.update(part).update('\0');
    return hash.digest('hex');
  }

  get(key: string): CacheEntry | null {
    if (this.closed) return null;
    const location = this.index.get(key);
    const segment = location && this.segments.get(location.segment);
    if (!location || !segment) {
      this.index.delete(key);
      return null;
    }
    const record = Buffer.alloc(location.length);
    try {
      const read = fs.readSync(segment.fd, record, 0, location.length, location.offset);
      const entry = read === location.length ? decode(record, key) : null;
      if (!entry) throw new Error('damaged entry');
      this.index.delete(key);
      if (location.segment === this.writing) this.index.set(key, location);
      else this.append(key, record);
      return entry;
    } catch {
      this.index.delete(key);
      return null;
    }
  }

  /** Stores an outcome; `binary` is a file the host read safely out of the sandbox. */
  put(key: string, outcome: CompileOutcome, binary: Buffer | null): void {
    const record = encode(key, outcome, binary);
    if (this.closed || record.length > this.maxBytes) return;
    this.index.delete(key);
    this.append(key, record);
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.index.size, bytes: this.totalBytes };
  }

  /** Closes the segment files. */
  close(): void {
    this.closed = true;
    for (const segment of this.segments.values()) fs.closeSync(segment.fd);
    this.segments.clear();
    this.index.clear();
    this.totalBytes = 0;
  }

  private append(key: string, record: Buffer): void {
    let segment = this.writing === null ? undefined : this.segments.get(this.writing);
    if (!segment || (segment.bytes > 0 && segment.bytes + record.length > this.segmentBytes)) {
      segment = this.openNextSegment();
    }
    const offset = segment.bytes;
    fs.writeSync(segment.fd, record, 0, record.length, offset);
    segment.bytes += record.length;
    this.totalBytes += record.length;
    this.index.set(key, { segment: this.writing!, offset, length: record.length });
    this.evict();
  }

  /**
   * A new segment of this server's own: segments found at start are only read, since another
   * server sharing DATA_DIR may still be writing one.
   */
  private openNextSegment(): Segment {
    for (;;) {
      this.newest++;
      try {
        const fd = fs.openSync(this.file(this.newest), 'wx+', 0o600);
        const segment = { fd, bytes: 0 };
        this.segments.set(this.newest, segment);
        this.writing = this.newest;
        return segment;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
  }

  /** Drops the oldest segments, never the one being written, until the cache fits its cap. */
  private evict(): void {
    for (const [number, segment] of this.segments) {
      if (this.totalBytes <= this.maxBytes || number === this.writing) break;
      fs.closeSync(segment.fd);
      fs.rmSync(this.file(number), { force: true });
      this.segments.delete(number);
      this.totalBytes -= segment.bytes;
      for (const [key, location] of this.index) {
        if (location.segment === number) this.index.delete(key);
      }
    }
  }

  /** Indexes a segment's whole records; a record cut short (a crash mid-write) ends the scan. */
  private scan(number: number): void {
    const fd = fs.openSync(this.file(number), 'r');
    const size = fs.fstatSync(fd).size;
    const header = Buffer.alloc(HEADER_BYTES);
    let offset = 0;
    while (offset + HEADER_BYTES <= size) {
      fs.readSync(fd, header, 0, HEADER_BYTES, offset);
      const length = header.readUInt32LE(4);
      const keyLength = header.readUInt16LE(12);
      if (
        !header.subarray(0, 4).equals(MAGIC) ||
        offset + length > size ||
        length < HEADER_BYTES + keyLength + 4
      )
        break;
      const key = Buffer.alloc(keyLength);
      fs.readSync(fd, key, 0, keyLength, offset + HEADER_BYTES);
      const name = key.toString('utf8');
      this.index.delete(name);
      this.index.set(name, { segment: number, offset, length });
      offset += length;
    }
    this.segments.set(number, { fd, bytes: size });
    this.totalBytes += size;
  }

  private file(number: number): string {
    return path.join(this.dir, `${String(number).padStart(8, '0')}.seg`);
  }
}

function encode(key: string, outcome: CompileOutcome, binary: Buffer | null): Buffer {
  const name = Buffer.from(key, 'utf8');
  const json = Buffer.from(JSON.stringify(outcome), 'utf8');
  const body = Buffer.concat([
    u16(name.length),
    name,
    u32(json.length),
    json,
    ...(binary ? [binary] : []),
  ]);
  return Buffer.concat([MAGIC, u32(12 + body.length), u32(zlib.crc32(body)), body]);
}

function decode(record: Buffer, key: string): CacheEntry | null {
  if (!record.subarray(0, 4).equals(MAGIC) || record.readUInt32LE(4) !== record.length) return null;
  const body = record.subarray(12);
  if (zlib.crc32(body) !== record.readUInt32LE(8)) return null;
  const keyLength = body.readUInt16LE(0);
  if (body.subarray(2, 2 + keyLength).toString('utf8') !== key) return null;
  const jsonStart = 2 + keyLength + 4;
  const jsonLength = body.readUInt32LE(2 + keyLength);
  const outcome = JSON.parse(
    body.subarray(jsonStart, jsonStart + jsonLength).toString('utf8'),
  ) as CompileOutcome;
  const binary = outcome.ok ? Buffer.from(body.subarray(jsonStart + jsonLength)) : null;
  if (outcome.ok && binary?.length === 0) return null;
  return { outcome, binary };
}

function u16(value: number): Buffer {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16LE(value);
  return bytes;
}

function u32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value >>> 0);
  return bytes;
}
