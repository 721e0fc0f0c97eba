import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { traceResponseSchema, type TraceResponse } from '@domain/trace';

/**
 * The lessons' example traces, recorded once: in memory, and as JSON files in a folder so a
 * restart does not record them again. Each key includes the tracer's version (`tracerVersion`),
 * so a changed tracer or runtime records afresh. Identical requests at the same time record once.
 */
export class TraceCache {
  private readonly memory = new Map<string, TraceResponse>();
  private readonly recording = new Map<string, Promise<TraceResponse>>();

  constructor(
    private readonly folder: string,
    private readonly tracerVersion: string,
  ) {}

  private fileOf(programKey: string): string {
    const key = crypto.createHash('sha256').update(this.tracerVersion).update(programKey);
    return path.join(this.folder, `${key.digest('hex')}.json`);
  }

  private read(file: string): TraceResponse | null {
    try {
      return traceResponseSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    } catch {
      return null;
    }
  }

  /** The cached trace of this program, or `record`'s, kept when it ran to its end. */
  async get(programKey: string, record: () => Promise<TraceResponse>): Promise<TraceResponse> {
    const known = this.memory.get(programKey);
    if (known) return known;
    const file = this.fileOf(programKey);
    const stored = this.read(file);
    if (stored) {
      this.memory.set(programKey, stored);
      return stored;
    }
    let pending = this.recording.get(programKey);
    if (!pending) {
      pending = record().finally(() => this.recording.delete(programKey));
      this.recording.set(programKey, pending);
    }
    const trace = await pending;
    if (ranToItsEnd(trace) && !this.memory.has(programKey)) {
      this.memory.set(programKey, trace);
      try {
        fs.mkdirSync(this.folder, { recursive: true });
        const partial = `${file}.${process.pid}.tmp`;
        fs.writeFileSync(partial, JSON.stringify(trace));
        fs.renameSync(partial, file);
      } catch {
        // The memory copy serves this process; the next one records it again.
      }
    }
    return trace;
  }
}

/** A trace worth keeping: it ends where the program ended (never one cut by time or size). */
function ranToItsEnd(trace: TraceResponse): boolean {
  const last = trace.steps.at(-1)?.event;
  return trace.status === 'compile_error' || last === 'exit' || last === 'crash';
}

/** The tracer's version: its script, runtime and launcher as built (in dist/native). */
export function tracerVersion(nativeDir: string): string {
  const hash = crypto.createHash('sha256');
  for (const name of ['trace-c.py', 'trace-runtime.o', 'trace-launch']) {
    try {
      hash.update(fs.readFileSync(path.join(nativeDir, name)));
    } catch {
      hash.update(name);
    }
  }
  return hash.digest('hex');
}
