import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import type { OutputChunk } from '@domain/execution';
import type { RunCgroup } from './cgroups';
import { GO_FD } from './sandbox';
import { interleave, streamText } from './transcript';

/** What is fixed when a sandbox is prepared: who runs it, where, under which limits. */
export interface SandboxSpec {
  bwrap: string;
  bwrapArgs: string[];
  command: string[];
  seccompFilter: string;
  cgroup: RunCgroup | null;
  /** RESOURCE=VALUE pairs (cpu, as, nproc, fsize, nofile, core) set before bubblewrap starts. */
  rlimits: Record<string, number>;
  /** Set when the server runs as root: the slot's own unprivileged uid. */
  uid: number | null;
  /** The sandbox copies its program from fd 4 (bwrap --file), fed through a pipe at start. */
  takesProgram: boolean;
}

/** What is given when it starts. */
export interface StartInput {
  stdin: string;
  program?: Buffer;
  wallMs: number;
  /** stdout and stderr together; past it the run is stopped. */
  outputBytes: number;
}

export interface LaunchResult {
  exitCode: number | null;
  /** Signal number that ended the sandboxed command (bwrap reports it as 128 + N). */
  signal: number | null;
  stdout: string;
  stderr: string;
  /** The two streams in the order the program wrote them. */
  transcript: OutputChunk[];
  outputExceeded: boolean;
  timedOut: boolean;
  wallMs: number;
}

/** A sandbox whose launcher already sits in its cgroups with its limits, waiting for `start`. */
export interface PreparedSandbox {
  readonly spec: SandboxSpec;
  /** The waiting launcher's pid. */
  readonly pid: number;
  /** False once the agent that prepared it has stopped: it can never start then. */
  readonly usable: boolean;
  start(input: StartInput): Promise<LaunchResult>;
  /** Not needed after all: the launcher exits without starting anything. */
  cancel(): void;
}

const Frame = {
  Prepare: 1,
  Start: 2,
  Cancel: 3,
  Prepared: 101,
  Result: 102,
  Failed: 103,
} as const;
type Frame = (typeof Frame)[keyof typeof Frame];

interface Pending {
  resolve: (payload: Buffer) => void;
  reject: (error: Error) => void;
}

class FrameWriter {
  private readonly parts: Buffer[] = [];
  u8(value: number): this {
    this.parts.push(Buffer.from([value]));
    return this;
  }
  u32(value: number): this {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(value >>> 0);
    this.parts.push(b);
    return this;
  }
  str(value: string | Buffer): this {
    const bytes = typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
    return this.u32(bytes.length).push(bytes);
  }
  private push(bytes: Buffer): this {
    this.parts.push(bytes);
    return this;
  }
  frame(type: Frame): Buffer {
    const body = Buffer.concat([Buffer.from([type]), ...this.parts]);
    const header = Buffer.alloc(4);
    header.writeUInt32LE(body.length);
    return Buffer.concat([header, body]);
  }
}

class FrameReader {
  private offset = 0;
  constructor(private readonly data: Buffer) {}
  u8(): number {
    return this.data.readUInt8(this.offset++);
  }
  u32(): number {
    const value = this.data.readUInt32LE(this.offset);
    this.offset += 4;
    return value;
  }
  i32(): number {
    const value = this.data.readInt32LE(this.offset);
    this.offset += 4;
    return value;
  }
  bytes(): Buffer {
    const length = this.u32();
    const value = this.data.subarray(this.offset, this.offset + length);
    this.offset += length;
    return value;
  }
}

/** Decodes a waitpid status the way a shell would: exit code, or the signal that ended it. */
function decodeStatus(status: number): { exitCode: number | null; signal: number | null } {
  const termSignal = status & 0x7f;
  if (termSignal !== 0) return { exitCode: null, signal: termSignal };
  const code = (status >> 8) & 0xff;
  // bubblewrap reports a command killed by signal N as exit status 128 + N.
  if (code > 128 && code <= 128 + 64) return { exitCode: null, signal: code - 128 };
  return { exitCode: code, signal: null };
}

/**
 * The server's side of native/sandbox-agent: a small process that forks the sandboxes, feeds
 * their input and collects their output, so the server itself (a large process) never forks.
 */
export class SandboxAgent {
  private child: ChildProcessWithoutNullStreams | null = null;
  private buffered: Buffer = Buffer.alloc(0);
  private nextId = 1;
  private readonly prepared = new Map<number, Pending>();
  private readonly results = new Map<number, Pending>();

  constructor(private readonly path: string) {}

  async prepare(spec: SandboxSpec): Promise<PreparedSandbox> {
    const launcherArgs: string[] = [];
    for (const file of spec.cgroup?.procsFiles ?? []) launcherArgs.push('--cgroup', file);
    for (const [name, value] of Object.entries(spec.rlimits))
      launcherArgs.push('--rlimit', `${name}=${value}`);
    if (spec.uid !== null) launcherArgs.push('--uid', String(spec.uid), '--gid', String(spec.uid));
    launcherArgs.push('--wait-fd', String(GO_FD));
    // What the agent's forked child does before it execs bubblewrap (native/sandbox-launch.c).
    const argv = [...launcherArgs, '--', spec.bwrap, ...spec.bwrapArgs, '--', ...spec.command];

    const id = this.nextId++;
    const writer = new FrameWriter()
      .u32(id)
      .u8(spec.takesProgram ? 1 : 0)
      .str(spec.seccompFilter)
      .u32(argv.length);
    for (const arg of argv) writer.str(arg);
    const reply = this.expect(this.prepared, id);
    this.send(writer.frame(Frame.Prepare));
    const pid = new FrameReader(await reply).i32();
    const owner = this.child;

    return {
      spec,
      pid,
      get usable() {
        return owner !== null && owner.exitCode === null && owner.signalCode === null;
      },
      start: async (input) => {
        const result = this.expect(this.results, id);
        this.send(
          new FrameWriter()
            .u32(id)
            .u32(input.wallMs)
            .u32(input.outputBytes)
            .str(input.stdin)
            .str(input.program ?? Buffer.alloc(0))
            .frame(Frame.Start),
        );
        const reader = new FrameReader(await result);
        const status = reader.i32();
        const outputExceeded = reader.u8() === 1;
        const timedOut = reader.u8() === 1;
        const wallUs = reader.u32() + reader.u32() * 2 ** 32;
        const stdoutBytes = reader.bytes();
        const stderrBytes = reader.bytes();
        const transcript = interleave(stdoutBytes, stderrBytes, reader.bytes());
        // Whatever the sandbox left running (it should be nothing) goes with its cgroup.
        spec.cgroup?.killAll();
        return {
          ...decodeStatus(status),
          stdout: streamText(transcript, 'stdout'),
          stderr: streamText(transcript, 'stderr'),
          transcript,
          outputExceeded,
          timedOut,
          wallMs: wallUs / 1000,
        };
      },
      cancel: () => this.send(new FrameWriter().u32(id).frame(Frame.Cancel)),
    };
  }

  /** Ends the agent; it kills whatever sandbox is still running. */
  close(): void {
    this.child?.stdin.end();
    this.child = null;
  }

  private expect(table: Map<number, Pending>, id: number): Promise<Buffer> {
    return new Promise((resolve, reject) => table.set(id, { resolve, reject }));
  }

  private send(frame: Buffer): void {
    this.ensureRunning().stdin.write(frame);
  }

  private ensureRunning(): ChildProcessWithoutNullStreams {
    if (this.child) return this.child;
    const child = spawn(this.path, [], { stdio: ['pipe', 'pipe', 'pipe'], env: {} });
    child.stdin.on('error', () => undefined);
    child.stdout.on('data', (chunk: Buffer) => this.receive(chunk));
    child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.on('exit', () => {
      if (this.child === child) this.child = null;
      const error = new Error('the sandbox agent stopped');
      for (const table of [this.prepared, this.results]) {
        for (const pending of table.values()) pending.reject(error);
        table.clear();
      }
    });
    this.child = child;
    return child;
  }

  private receive(chunk: Buffer): void {
    this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
    while (this.buffered.length >= 4) {
      const length = this.buffered.readUInt32LE(0);
      if (this.buffered.length < 4 + length) break;
      const type = this.buffered.readUInt8(4) as Frame;
      const payload = this.buffered.subarray(5, 4 + length);
      this.buffered = this.buffered.subarray(4 + length);
      const id = payload.readUInt32LE(0);
      const rest = payload.subarray(4);
      const table = type === Frame.Prepared ? this.prepared : this.results;
      if (type === Frame.Failed) {
        const message = new FrameReader(rest).bytes().toString('utf8');
        for (const t of [this.prepared, this.results]) {
          t.get(id)?.reject(new Error(`sandbox: ${message}`));
          t.delete(id);
        }
        continue;
      }
      table.get(id)?.resolve(rest);
      table.delete(id);
    }
  }
}
