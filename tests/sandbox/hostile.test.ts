// Hostile programs through the real endpoint: each must get its verdict and leave the host,
// the server and its DATA_DIR as they were. The programs are in tests/sandbox/programs.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';
import { eventually, execute, HELLO, post, program } from './harness';

const TIMEOUT = 30_000;
const KiB = 1024;
const MiB = 1024 * KiB;
/**
 * Slot uids of its own, so that other servers on this host (other test files, a dev server)
 * cannot be mistaken for processes this suite left behind.
 */
const UID_BASE = 64200;
const POOL_SIZE = 2;
const CGROUP_PARENT = /^\/sys\/fs\/cgroup\/[^/]+\/codenest$/;

let server: TestServer;
let closed = false;
let dataDirBefore: Map<string, string>;
/** Records every folder the runner makes: the cgroups of this server are among them. */
let mkdirSpy: ReturnType<typeof spyOnMkdir>;

/** Cgroups are created with fs.promises.mkdir, off the event loop. */
function spyOnMkdir() {
  return vi.spyOn(fs.promises, 'mkdir');
}

/** Path → sha256 of every file and folder in DATA_DIR, except the compile cache. */
function snapshot(dir: string): Map<string, string> {
  const hashes = new Map<string, string>();
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const name = path.join(relative, entry.name);
      if (name === 'compile-cache') continue;
      if (entry.isDirectory()) {
        hashes.set(`${name}/`, 'folder');
        walk(name);
      } else {
        const bytes = fs.readFileSync(path.join(dir, name));
        hashes.set(name, crypto.createHash('sha256').update(bytes).digest('hex'));
      }
    }
  };
  walk('');
  return hashes;
}

/** The cgroups (by name) this server created: `<root>/<controller>/codenest/<name>`. */
function createdCgroups(): Map<string, string[]> {
  const cgroups = new Map<string, string[]>();
  for (const [dir] of mkdirSpy.mock.calls) {
    const full = String(dir);
    if (!CGROUP_PARENT.test(path.dirname(full))) continue;
    const name = path.basename(full);
    cgroups.set(name, [...(cgroups.get(name) ?? []), full]);
  }
  return cgroups;
}

interface ProcessRow {
  uid: number;
  pid: number;
  ppid: number;
  state: string;
  comm: string;
}

function processes(): ProcessRow[] {
  return execFileSync('ps', ['-eo', 'uid=,pid=,ppid=,stat=,comm='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length >= 5)
    .map(([uid, pid, ppid, state, ...comm]) => ({
      uid: Number(uid),
      pid: Number(pid),
      ppid: Number(ppid),
      state: state ?? '',
      comm: comm.join(' '),
    }));
}

/**
 * Live processes running as one of this server's slot uids, and launcher or bubblewrap children
 * of this process. Zombies are left out: they run nothing, and bubblewrap leaves its exited
 * pid-namespace init for the host's init to reap, which may take a moment.
 */
function sandboxProcesses(): ProcessRow[] {
  return processes().filter(
    (row) =>
      !row.state.startsWith('Z') &&
      ((row.uid >= UID_BASE && row.uid < UID_BASE + POOL_SIZE) ||
        (row.ppid === process.pid && ['bwrap', 'sandbox-launch'].includes(row.comm))),
  );
}

const token = () => `codenest-hostile-${crypto.randomBytes(6).toString('hex')}`;

/** Files on the host whose name starts with the token. */
function hostFilesNamed(prefix: string): string[] {
  return [os.tmpdir(), '/tmp', '/dev/shm', '/', '/etc', '/usr', '/usr/lib', '/work']
    .flatMap((dir) => {
      try {
        return fs.readdirSync(dir).map((name) => path.join(dir, name));
      } catch {
        return [];
      }
    })
    .filter((file) => path.basename(file).startsWith(prefix));
}

beforeAll(async () => {
  mkdirSpy = spyOnMkdir();
  server = await startTestServer({
    RUNNER_UID_BASE: String(UID_BASE),
    RUNNER_POOL_SIZE: String(POOL_SIZE),
    // ~40 runs in a minute, many at once, from one address: the limits per client are not what
    // this suite tests.
    RUN_RATE_LIMIT: '1000',
    RUNS_IN_FLIGHT: '1000',
  });
  // The verdicts below are those of the full isolation: run the suite as root.
  expect(server.app.runner.health()).toMatchObject({
    status: 'ready',
    isolation: { cgroups: expect.stringMatching(/^v[12]$/) as unknown, uidPerSlot: true },
  });
  dataDirBefore = snapshot(server.dataDir);
}, TIMEOUT);

afterAll(async () => {
  if (!closed) await server?.close();
  mkdirSpy?.mockRestore();
});

describe.concurrent('resource limits', () => {
  it(
    'contains a fork bomb and still answers afterwards',
    { timeout: TIMEOUT },
    async ({ expect }) => {
      const result = await execute(server, program('fork-bomb.c'));
      expect(['runtime_error', 'time_limit', 'success']).toContain(result.status);
      // Ending normally is fine only if forks were refused: the process limit held.
      if (result.status === 'success') {
        expect(result.stdout).toMatch(/refused: [1-9]\d* \(Resource temporarily unavailable\)/);
      }
      const next = await execute(server, HELLO);
      expect(next).toMatchObject({ status: 'success', stdout: 'Hello, World!\n' });
    },
  );

  it('stops a memory bomb at the memory limit', { timeout: TIMEOUT }, async ({ expect }) => {
    const result = await execute(server, program('memory-bomb.c'));
    expect(result).toMatchObject({
      status: 'memory_limit',
      error: 'Memory limit exceeded: your program used more than 256 MiB',
    });
    expect(result.stdout).not.toContain('did not hold');
  });

  it('stops an infinite loop after 2 s of CPU', { timeout: TIMEOUT }, async ({ expect }) => {
    const result = await execute(server, program('infinite-loop.c'));
    expect(result.status).toBe('time_limit');
    // On a busy machine the wall-clock limit may come before 2 s of CPU have been used.
    expect(result.error).toMatch(
      /^Time limit exceeded: (2 s of CPU\nstill running line 4 in a loop after 2 s of CPU: `for \(;;\) counter\+\+`|your program ran longer than 5 s .*\nstill running line 4 after 5 s: `for \(;;\) counter\+\+`)$/,
    );
  });

  it(
    'stops four spinning threads on their CPU time together',
    { timeout: TIMEOUT },
    async ({ expect }) => {
      const result = await execute(server, program('thread-spin.c'));
      expect(result.status).toBe('time_limit');
      expect(result.error).toMatch(/^Time limit exceeded: /);
      expect(result.stdout).not.toContain('pthread_create failed');
    },
  );

  it(
    'stops a program that sleeps past the wall-clock limit',
    { timeout: TIMEOUT },
    async ({ expect }) => {
      const result = await execute(server, program('sleep.c'));
      expect(result).toMatchObject({
        status: 'time_limit',
        error:
          'Time limit exceeded: your program ran longer than 5 s (is it waiting for input or sleeping?)\nstill running line 7 after 5 s: `sleep(10)`',
      });
      expect(result.stdout).not.toContain('slept 10 s');
    },
  );

  it(
    'cuts an output flood at the output limit and says so',
    { timeout: TIMEOUT },
    async ({ expect }) => {
      const result = await execute(server, program('output-flood.c'));
      const marker = '\n[output cut: your program printed more than 64 KiB]';
      expect(result).toMatchObject({
        status: 'output_limit',
        error: 'Output limit exceeded: your program printed more than 64 KiB, so it was stopped',
      });
      expect(result.stdout.endsWith(marker)).toBe(true);
      expect(result.stdout).toMatch(/^flood line 0\n/);
      expect(Buffer.byteLength(result.stdout) - marker.length).toBeLessThanOrEqual(64 * KiB);
    },
  );

  it.for(['/work', '/tmp'])(
    'stops a 10 MB file in %s at the file-size limit',
    { timeout: TIMEOUT },
    async (dir, { expect }) => {
      const result = await execute(server, program('file-size-flood.c'), { stdin: dir });
      if (result.status === 'runtime_error') {
        expect(result.error).toBe(
          'File size limit exceeded (signal 25): your program wrote a file larger than 1 MiB',
        );
        expect(result.signal).toBe('SIGXFSZ');
      } else {
        // A program that survives SIGXFSZ sees its write fail instead.
        expect(result.stdout).toContain('write: File too large');
        const written = Number(/wrote (\d+) bytes/.exec(result.stdout)?.[1]);
        expect(written).toBeLessThanOrEqual(MiB);
      }
    },
  );

  it.for(['/tmp', '/dev/shm', '/work'])(
    'lets a program fill its private %s only up to 16 MiB, none of it on the host',
    { timeout: TIMEOUT },
    async (dir, { expect }) => {
      const prefix = token();
      const result = await execute(server, program('fill-tmpfs.c'), {
        stdin: `${dir} ${prefix}`,
      });
      expect(result.status).toBe('success');
      const stopped = new RegExp(
        `^${dir}: stopped after (\\d+) files: No space left on device\\n$`,
      ).exec(result.stdout);
      expect(stopped, result.stdout).not.toBeNull();
      // 256 KiB files in a 16 MiB tmpfs.
      expect(Number(stopped?.[1])).toBeLessThanOrEqual(64);
      expect(hostFilesNamed(prefix)).toEqual([]);
    },
  );

  it.for(['/', '/etc'])(
    'refuses any write to the sandbox root (%s), so nothing unsized takes data',
    { timeout: TIMEOUT },
    async (dir, { expect }) => {
      const prefix = token();
      const result = await execute(server, program('fill-tmpfs.c'), {
        stdin: `${dir} ${prefix}`,
      });
      expect(result.status).toBe('success');
      expect(result.stdout).toMatch(/stopped after 0 files: Read-only file system\n$/);
      expect(hostFilesNamed(prefix)).toEqual([]);
    },
  );

  it(
    'reports a program that kills itself as a crash, not as a time limit',
    { timeout: TIMEOUT },
    async ({ expect }) => {
      const code = `#include <signal.h>
#include <stdio.h>
int main(void) { puts("about to SIGKILL myself"); fflush(stdout); raise(SIGKILL); return 0; }
`;
      const result = await execute(server, code);
      expect(result).toMatchObject({
        status: 'runtime_error',
        signal: 'SIGKILL',
        stdout: 'about to SIGKILL myself\n',
        error: 'Your program was stopped by SIGKILL (signal 9)',
      });
    },
  );

  it(
    'gives up on `#include </dev/random>` with a compile error instead of hanging',
    { timeout: TIMEOUT },
    async ({ expect }) => {
      const result = await execute(server, program('include-dev-random.c'));
      expect(result.status).toBe('compile_error');
      expect(result.error).toMatch(
        /^(Compilation took longer than 10 s and was stopped\. Does your program #include a file that never ends\?|Compilation needed more than 512 MiB of memory and was stopped\.)/,
      );
    },
  );

  it(
    'refuses a 10 MB source with 413 naming the limits, before reading it whole',
    { timeout: TIMEOUT },
    async ({ expect }) => {
      const code = `int main(void) { return 0; }\n/*${'x'.repeat(10 * 1000 * 1000)}*/\n`;
      const response = await post(server, { code });
      expect(response.statusCode).toBe(413);
      expect(response.json<{ message: string }>().message).toContain(
        'at most 64 KiB of source and 64 KiB of input',
      );
    },
  );
});

describe.concurrent('isolation', () => {
  it(
    'keeps writes outside the working directory off the host',
    { timeout: TIMEOUT },
    async ({ expect }) => {
      const name = token();
      const result = await execute(server, program('write-outside.c'), { stdin: name });
      expect(result.status).toBe('success');
      const lines = new Map(
        result.stdout
          .trim()
          .split('\n')
          .map((line) => {
            const at = line.indexOf(': ');
            return [line.slice(0, at), line.slice(at + 2)] as const;
          }),
      );
      expect(lines.get(`/usr/${name}`)).toBe('blocked: Read-only file system');
      expect(lines.get(`/usr/lib/${name}`)).toBe('blocked: Read-only file system');
      expect(lines.get(`/bin/${name}`)).toBe('blocked: Read-only file system');
      expect(lines.get(`/proc/${name}`)).toMatch(/^blocked: /);
      // The sandbox's own root is read-only too: only /work, /tmp and /dev/shm take writes.
      for (const dir of ['', '/etc']) {
        expect(lines.get(`${dir}/${name}`)).toBe('blocked: Read-only file system');
      }
      expect(lines.size).toBe(6);
      expect(hostFilesNamed(name)).toEqual([]);
    },
  );

  it('cannot read /etc/shadow or /etc/passwd', { timeout: TIMEOUT }, async ({ expect }) => {
    const result = await execute(server, program('read-secrets.c'));
    expect(result.status).toBe('success');
    expect(result.stdout).toContain('/etc/shadow: blocked: No such file or directory');
    expect(result.stdout).toContain('/etc/passwd: blocked: No such file or directory');
    expect(result.stdout).not.toContain('READ');
  });

  it(
    "cannot read the server's DATA_DIR (database, JWT secret) even knowing its path",
    { timeout: TIMEOUT },
    async ({ expect }) => {
      expect(fs.existsSync(path.join(server.dataDir, 'jwt-secret'))).toBe(true);
      expect(fs.existsSync(path.join(server.dataDir, 'codenest.sqlite'))).toBe(true);
      const result = await execute(server, program('read-data-dir.c'), {
        stdin: server.dataDir,
      });
      expect(result).toMatchObject({
        status: 'success',
        stdout:
          'codenest.sqlite: blocked: No such file or directory\n' +
          'jwt-secret: blocked: No such file or directory\n' +
          'listing: blocked: No such file or directory\n',
      });
    },
  );

  it(
    'cannot open a TCP connection, to the host or outside',
    { timeout: TIMEOUT },
    async ({ expect }) => {
      const result = await execute(server, program('tcp-connect.c'));
      expect(result).toMatchObject({
        status: 'success',
        stdout:
          '127.0.0.1:5432: socket: blocked: Address family not supported by protocol\n' +
          '1.1.1.1:53: socket: blocked: Address family not supported by protocol\n' +
          'packet socket: Address family not supported by protocol\n' +
          'ipv6 socket: Address family not supported by protocol\n',
      });
    },
  );

  it('cannot resolve a name', { timeout: TIMEOUT }, async ({ expect }) => {
    const result = await execute(server, program('dns-lookup.c'));
    expect(result.status).toBe('success');
    expect(result.stdout).toMatch(/^getaddrinfo: blocked: .+\n$/);
  });

  it('cannot ptrace itself, its child or pid 1', { timeout: TIMEOUT }, async ({ expect }) => {
    const result = await execute(server, program('ptrace.c'));
    expect(result).toMatchObject({
      status: 'success',
      stdout:
        'PTRACE_TRACEME: Operation not permitted\n' +
        'PTRACE_ATTACH child: Operation not permitted\n' +
        'PTRACE_ATTACH 1: Operation not permitted\n',
    });
  });

  it(
    'cannot create a user namespace (unshare or clone) or any other',
    { timeout: TIMEOUT },
    async ({ expect }) => {
      const result = await execute(server, program('user-namespace.c'));
      expect(result.status).toBe('success');
      expect(result.stdout).toMatch(/^unshare\(CLONE_NEWUSER\): (?!ALLOWED)/m);
      expect(result.stdout).toMatch(/^clone\(CLONE_NEWUSER\): (?!ALLOWED)/m);
      expect(result.stdout).toMatch(/^unshare\(CLONE_NEWNS \| CLONE_NEWNET\): (?!ALLOWED)/m);
      expect(result.stdout).not.toContain('ALLOWED');
    },
  );

  it('cannot become root with setuid(0)', { timeout: TIMEOUT }, async ({ expect }) => {
    const result = await execute(server, program('setuid.c'));
    expect(result.status).toBe('success');
    expect(result.stdout).toMatch(/^uid before: 1000\n/);
    expect(result.stdout).toMatch(/^setuid\(0\): (?!ALLOWED).+$/m);
    expect(result.stdout).toMatch(/^setresuid\(0, 0, 0\): (?!ALLOWED).+$/m);
    expect(result.stdout).toMatch(/^setgid\(0\): (?!ALLOWED).+$/m);
    expect(result.stdout).toContain('uid after: 1000, euid after: 1000\n');
  });

  it(
    'kills nothing outside with kill(-1) and kill(1); the next run succeeds',
    { timeout: TIMEOUT },
    async ({ expect }) => {
      const result = await execute(server, program('kill-others.c'));
      expect(result.status).toBe('success');
      expect(result.stdout).toContain('still running\n');
      const health = await server.app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(200);
      const next = await execute(server, HELLO);
      expect(next).toMatchObject({ status: 'success', stdout: 'Hello, World!\n' });
    },
  );

  it(
    'reads nothing of the host through links planted in /work',
    { timeout: TIMEOUT },
    async ({ expect }) => {
      const result = await execute(server, program('symlink-escape.c'), {
        stdin: server.dataDir,
      });
      expect(result.status).toBe('success');
      expect(result.stdout).toMatch(/^\/work\/passwd: blocked: /m);
      expect(result.stdout).toMatch(/^\/work\/secret: blocked: /m);
      expect(result.stdout).toMatch(/^\/work\/shadow: blocked: /m);
      expect(result.stdout).not.toContain('READ');
    },
  );

  it('runs with no capabilities as uid 1000', { timeout: TIMEOUT }, async ({ expect }) => {
    const result = await execute(server, program('capabilities.c'));
    expect(result).toMatchObject({
      status: 'success',
      stdout: 'CapPrm:\t0000000000000000\nCapEff:\t0000000000000000\nuid: 1000\n',
    });
  });

  it("sees the host name 'codenest'", { timeout: TIMEOUT }, async ({ expect }) => {
    const result = await execute(server, program('hostname.c'));
    expect(result).toMatchObject({ status: 'success', stdout: 'codenest\n' });
  });

  it('sees no network interface but loopback', { timeout: TIMEOUT }, async ({ expect }) => {
    const result = await execute(server, program('network-interfaces.c'));
    expect(result).toMatchObject({ status: 'success', stdout: 'lo\n' });
  });
});

describe('after every hostile program', () => {
  it('the server still answers and runs programs', async () => {
    const health = await server.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', runner: { status: 'ready' } });
    const result = await execute(server, HELLO.replace('Hello', 'Still here'));
    expect(result).toMatchObject({ status: 'success', stdout: 'Still here, World!\n' });
  });

  it('DATA_DIR is byte-identical apart from the compile cache', () => {
    expect(dataDirBefore.size).toBeGreaterThan(0);
    expect(snapshot(server.dataDir)).toEqual(dataDirBefore);
  });

  it('no cgroup of this server is left but the waiting spares', async () => {
    // The suite made dozens of sandboxes, each in its own cgroup.
    expect(createdCgroups().size).toBeGreaterThan(20);
    const leftovers = await eventually(
      () => server.app.runner.leftoverCgroups(),
      (names) => names.length === 0,
    );
    expect(leftovers).toEqual([]);
  });

  it('no sandbox process runs but the waiting spare launchers', async () => {
    const others = await eventually(
      () => {
        const spares = new Set(server.app.runner.spareProcessIds());
        return sandboxProcesses().filter((row) => !spares.has(row.pid));
      },
      (rows) => rows.length === 0,
    );
    expect(others).toEqual([]);
    // The spare launchers wait under the slot uids: proof that the search finds such processes.
    const spares = server.app.runner.spareProcessIds();
    expect(spares.length).toBeGreaterThan(0);
    const found = sandboxProcesses();
    for (const pid of spares) {
      expect(found).toContainEqual(expect.objectContaining({ pid, comm: 'sandbox-launch' }));
    }
  });

  it('after close, no cgroup and no sandbox process of this server remains', async () => {
    const created = createdCgroups();
    await server.close();
    closed = true;
    const remaining = await eventually(sandboxProcesses, (rows) => rows.length === 0);
    expect(remaining).toEqual([]);
    const dirs = [...created.values()].flat().filter((dir) => fs.existsSync(dir));
    expect(dirs).toEqual([]);
    expect(server.app.runner.leftoverCgroups()).toEqual([]);
  });
});
