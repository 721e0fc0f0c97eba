import fs from 'node:fs';
import { FULL_LIBRARY_MOUNT, type LibraryView } from './library-view';

/** Where things live inside every sandbox. */
export const SANDBOX_WORKDIR = '/work';
export const SOURCE_NAME = 'main.c';
export const PROGRAM_NAME = 'program';
/** File descriptors the sandbox receives: the seccomp program, the binary to run, the start signal. */
export const SECCOMP_FD = 3;
export const PROGRAM_FD = 4;
/** The launcher waits for one byte here before it starts bubblewrap. */
export const GO_FD = 5;
/** Inside the sandbox the learner is an ordinary user, whatever uid runs it outside. */
const INNER_UID = '1000';

export interface SandboxMounts {
  /** compile: a host folder (source in, binary out) bound read-write at /work. */
  workDir?: string;
  /**
   * run: /work is a fresh size-limited tmpfs and the binary, passed as fd 4 (opened by the
   * server, so the sandbox's uid needs no access to DATA_DIR), is copied into it.
   */
  programFd?: number;
  tmpfsBytes: number;
  /** Extra environment variables (sanitizer options in debug mode). */
  env?: Record<string, string>;
  /** compile: show only the libraries the toolchain uses (see library-view.ts). */
  libraryView?: LibraryView | null;
  /** Host files shown read-only at the given paths (the tracer's pieces). */
  files?: { host: string; inside: string }[];
}

/** The read-only system: /usr, and /bin, /lib... as the host has them (links or folders). */
function systemMounts(): string[] {
  const args = ['--ro-bind', '/usr', '/usr'];
  for (const dir of ['/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32']) {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(dir);
    } catch {
      continue;
    }
    if (stat.isSymbolicLink()) args.push('--symlink', fs.readlinkSync(dir), dir);
    else if (stat.isDirectory()) args.push('--ro-bind', dir, dir);
  }
  // The dynamic loader's cache: programs start faster with it; nothing else of /etc is visible.
  args.push('--ro-bind-try', '/etc/ld.so.cache', '/etc/ld.so.cache');
  return args;
}

const systemArgs = systemMounts();

/**
 * bubblewrap's arguments: every namespace unshared (no network), no further user namespaces,
 * read-only system, private size-limited /tmp and /dev/shm, a new session, killed with its
 * parent, a clean environment, and the seccomp program read from fd 3.
 */
export function bwrapArgs(mounts: SandboxMounts): string[] {
  const size = String(mounts.tmpfsBytes);
  const args = [
    '--unshare-all',
    '--unshare-user',
    '--disable-userns',
    '--uid',
    INNER_UID,
    '--gid',
    INNER_UID,
    '--hostname',
    'codenest',
    '--die-with-parent',
    '--new-session',
    ...systemArgs,
    ...(mounts.libraryView
      ? [
          '--ro-bind',
          mounts.libraryView.libDir,
          FULL_LIBRARY_MOUNT,
          '--ro-bind',
          mounts.libraryView.folder,
          mounts.libraryView.libDir,
        ]
      : []),
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    '--size',
    size,
    '--tmpfs',
    '/tmp',
    '--size',
    size,
    '--tmpfs',
    '/dev/shm',
  ];
  if (mounts.workDir) {
    args.push('--bind', mounts.workDir, SANDBOX_WORKDIR);
  } else {
    args.push('--size', size, '--perms', '0777', '--tmpfs', SANDBOX_WORKDIR);
  }
  for (const file of mounts.files ?? []) args.push('--ro-bind', file.host, file.inside);
  if (mounts.programFd !== undefined) {
    args.push(
      '--perms',
      '0555',
      '--file',
      String(mounts.programFd),
      `${SANDBOX_WORKDIR}/${PROGRAM_NAME}`,
    );
  }
  // Last: the root itself read-only, so nothing but /work, /tmp and /dev/shm (all sized) takes writes.
  args.push(
    '--remount-ro',
    '/',
    '--chdir',
    SANDBOX_WORKDIR,
    '--clearenv',
    '--setenv',
    'PATH',
    '/usr/bin:/bin',
    '--setenv',
    'HOME',
    SANDBOX_WORKDIR,
    '--setenv',
    'LANG',
    'C.UTF-8',
  );
  for (const [name, value] of Object.entries(mounts.env ?? {})) args.push('--setenv', name, value);
  args.push('--seccomp', String(SECCOMP_FD));
  return args;
}
