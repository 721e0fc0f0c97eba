import fs from 'node:fs';
import path from 'node:path';

/** The cgroup of one sandbox: limits what it may use and tells what it did. */
export interface RunCgroup {
  name: string;
  /** Files the launcher writes its pid into to join. */
  procsFiles: string[];
  oomKills(): number;
  memoryPeakBytes(): number | null;
  /** CPU time used, where the cgroup version tells it cheaply (v2). */
  cpuUsageMs(): number | null;
  /** SIGKILL to every process still inside. */
  killAll(): void;
  remove(): Promise<void>;
}

export interface CgroupLimits {
  memoryBytes: number;
  processes: number;
}

export interface Cgroups {
  kind: 'v2' | 'v1' | 'none';
  create(name: string, limits: CgroupLimits): Promise<RunCgroup | null>;
  /** Names of run cgroups that still exist (tests check that none is left). */
  leftovers(): string[];
  /** Kills what is inside a run cgroup found by name and removes it (after a crash). */
  removeByName(name: string): Promise<void>;
}

const ROOT = '/sys/fs/cgroup';
const PARENT = 'codenest';

const read = (file: string): string | null => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};
const write = (file: string, value: string): boolean => {
  try {
    fs.writeFileSync(file, value);
    return true;
  } catch {
    return false;
  }
};
const fieldOf = (text: string | null, name: string): number | null => {
  const match = text === null ? null : new RegExp(`^${name} (\\d+)$`, 'm').exec(text);
  return match?.[1] ? Number(match[1]) : null;
};
const numberIn = (file: string): number | null => {
  const text = read(file)?.trim();
  return text && /^\d+$/.test(text) ? Number(text) : null;
};

function killPidsIn(procsFile: string): number {
  const pids = (read(procsFile) ?? '').split('\n').filter(Boolean).map(Number);
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  return pids.length;
}

/*
 * Creating and removing a cgroup may wait on the kernel's cgroup lock (held while a launcher
 * joins its cgroups), so those run on libuv's threads. Setting a limit is a short write into a
 * kernel file: synchronous, because a promise-based write costs the event loop far more.
 */
async function removeDir(dir: string): Promise<void> {
  // A killed process leaves its cgroup a moment after it dies: try again shortly.
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await fs.promises.rmdir(dir);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return;
      if (code !== 'EBUSY') throw error;
      killPidsIn(path.join(dir, 'cgroup.procs'));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  throw new Error(`cgroup ${dir} could not be removed`);
}

function listRuns(dirs: string[]): string[] {
  const names = new Set<string>();
  for (const dir of dirs) {
    try {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true }))
        if (entry.isDirectory()) names.add(entry.name);
    } catch {
      // parent absent: nothing left
    }
  }
  return [...names];
}

function cgroupV2(): Cgroups | null {
  if (!fs.existsSync(path.join(ROOT, 'cgroup.controllers'))) return null;
  const parent = path.join(ROOT, PARENT);
  try {
    fs.mkdirSync(parent, { recursive: true });
  } catch {
    return null;
  }
  write(path.join(ROOT, 'cgroup.subtree_control'), '+memory +pids +cpu');
  if (!write(path.join(parent, 'cgroup.subtree_control'), '+memory +pids +cpu')) {
    write(path.join(parent, 'cgroup.subtree_control'), '+memory +pids');
  }
  const controllers = read(path.join(parent, 'cgroup.subtree_control')) ?? '';
  if (!controllers.includes('memory') || !controllers.includes('pids')) return null;
  return {
    kind: 'v2',
    leftovers: () => listRuns([parent]),
    removeByName: (name) => removeDir(path.join(parent, name)),
    async create(name, limits) {
      const dir = path.join(parent, name);
      await fs.promises.mkdir(dir);
      write(path.join(dir, 'memory.max'), String(limits.memoryBytes));
      write(path.join(dir, 'memory.swap.max'), '0');
      write(path.join(dir, 'pids.max'), String(limits.processes));
      return {
        name,
        procsFiles: [path.join(dir, 'cgroup.procs')],
        oomKills: () => fieldOf(read(path.join(dir, 'memory.events')), 'oom_kill') ?? 0,
        memoryPeakBytes: () => numberIn(path.join(dir, 'memory.peak')),
        cpuUsageMs: () => {
          const usec = fieldOf(read(path.join(dir, 'cpu.stat')), 'usage_usec');
          return usec === null ? null : usec / 1000;
        },
        killAll: () => {
          if (!write(path.join(dir, 'cgroup.kill'), '1'))
            killPidsIn(path.join(dir, 'cgroup.procs'));
        },
        remove: () => removeDir(dir),
      };
    },
  };
}

function cgroupV1(): Cgroups | null {
  const memoryRoot = path.join(ROOT, 'memory');
  const pidsRoot = path.join(ROOT, 'pids');
  if (
    !fs.existsSync(path.join(memoryRoot, 'memory.limit_in_bytes')) ||
    !fs.existsSync(path.join(pidsRoot, 'cgroup.procs'))
  ) {
    return null;
  }
  // Memory and processes only: joining a v1 hierarchy costs the kernel a few milliseconds each,
  // and CPU time is already bounded by RLIMIT_CPU.
  const parents = [memoryRoot, pidsRoot].map((root) => path.join(root, PARENT));
  try {
    for (const parent of parents) fs.mkdirSync(parent, { recursive: true });
  } catch {
    return null;
  }
  return {
    kind: 'v1',
    leftovers: () => listRuns(parents),
    removeByName: async (name) => {
      await Promise.all(parents.map((parent) => removeDir(path.join(parent, name))));
    },
    async create(name, limits) {
      const memory = path.join(memoryRoot, PARENT, name);
      const pids = path.join(pidsRoot, PARENT, name);
      const dirs = [memory, pids];
      await Promise.all(dirs.map((dir) => fs.promises.mkdir(dir)));
      write(path.join(memory, 'memory.limit_in_bytes'), String(limits.memoryBytes));
      // Without swap accounting this file is absent; the limit above still holds for RAM.
      write(path.join(memory, 'memory.memsw.limit_in_bytes'), String(limits.memoryBytes));
      write(path.join(memory, 'memory.swappiness'), '0');
      write(path.join(pids, 'pids.max'), String(limits.processes));
      return {
        name,
        procsFiles: dirs.map((dir) => path.join(dir, 'cgroup.procs')),
        oomKills: () => fieldOf(read(path.join(memory, 'memory.oom_control')), 'oom_kill') ?? 0,
        memoryPeakBytes: () => numberIn(path.join(memory, 'memory.max_usage_in_bytes')),
        cpuUsageMs: () => null,
        killAll: () => {
          // Freeze-free loop: a fork bomb may add processes while we kill; pids.max bounds it.
          for (
            let round = 0;
            round < 20 && killPidsIn(path.join(pids, 'cgroup.procs')) > 0;
            round++
          );
        },
        remove: async () => {
          await Promise.all(dirs.map(removeDir));
        },
      };
    },
  };
}

/** No cgroups: limits rest on rlimits alone. */
export const NO_CGROUPS: Cgroups = {
  kind: 'none',
  create: () => Promise.resolve(null),
  leftovers: () => [],
  removeByName: () => Promise.resolve(),
};

/** cgroups v2, else v1, else none (limits then rest on rlimits alone). Needs root to write. */
export function detectCgroups(): Cgroups {
  if (typeof process.getuid === 'function' && process.getuid() !== 0) return NO_CGROUPS;
  return cgroupV2() ?? cgroupV1() ?? NO_CGROUPS;
}
