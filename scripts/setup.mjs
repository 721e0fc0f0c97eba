#!/usr/bin/env node
// Idempotent bootstrap run before `npm start`, `npm test` and friends. It only uses Node's
// standard library, because it runs before the dependencies exist.
//
//   --browser     also make sure Debian's chromium is there (browser tests)
//   --toolchains  also make sure the compilers of the comparison programs are there (g++, rustc,
//                 go, python3; node runs this script), for content/compare.test.ts
//   --no-build    skip the web build (the dev server builds on the fly)
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const log = (message) => console.log(`[setup] ${message}`);

function fail(message) {
  console.error(`[setup] ${message}`);
  process.exit(1);
}

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  const ok = (major === 20 && minor >= 19) || (major === 22 && minor >= 12) || major >= 24;
  if (!ok)
    fail(`Node ${process.versions.node} is too old: CodeNest needs Node 20.19+, 22.12+ or 24+.`);
}

function hashFiles(paths) {
  const hash = createHash('sha256');
  const visit = (entry) => {
    const full = path.join(root, entry);
    if (!fs.existsSync(full)) return;
    const stat = fs.statSync(full);
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(full).sort()) {
        if (child === 'node_modules' || child.endsWith('.test.ts') || child.endsWith('.test.tsx'))
          continue;
        visit(path.join(entry, child));
      }
    } else {
      hash.update(entry);
      hash.update(fs.readFileSync(full));
    }
  };
  paths.forEach(visit);
  return hash.digest('hex');
}

function run(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0)
    fail(
      `\`${command} ${commandArgs.join(' ')}\` failed (exit ${result.status ?? result.signal}).`,
    );
}

function ensureDependencies() {
  const stampFile = path.join(root, 'node_modules', '.codenest-deps');
  const stamp = () =>
    `${hashFiles(['package.json', 'package-lock.json'])} node-${process.versions.modules}`;
  const have = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';
  if (stamp() === have) return;
  log('installing npm dependencies (package-lock.json changed or node_modules is missing)');
  // `npm install` rather than `npm ci`: it installs the locked versions too, and also accepts a
  // lock file written without the optional packages of other platforms.
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);
  fs.writeFileSync(stampFile, stamp());
}

const onPath = (command) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Installs missing Debian packages when we can; otherwise says the one command to run.
 * Each wanted entry is [what to look for, package]: a command name, or an absolute file path.
 */
function ensureSystemPackages(wanted, { required }) {
  const present = (probe) => (probe.startsWith('/') ? fs.existsSync(probe) : onPath(probe));
  const missing = wanted.filter(([probe]) => !present(probe));
  if (missing.length === 0) return;
  const packages = missing.map(([, pkg]) => pkg);
  if (isRoot && onPath('apt-get')) {
    log(`installing ${packages.join(', ')} with apt-get`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    run('apt-get', ['update', '-qq'], { env });
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env });
    return;
  }
  const message = `missing ${packages.join(', ')}: run \`sudo apt-get install -y ${packages.join(' ')}\``;
  if (required) fail(message);
  log(`${message} (code execution stays unavailable until then)`);
}

/**
 * Builds the runner's native pieces into dist/native: the sandbox agent (which launches the
 * sandboxes), the seccomp programs exported with libseccomp (the sandbox's, and the trace
 * sandbox's), the runtime objects linked into every learner's program (one for runs, one for
 * traces) and the launcher of traced programs. Skipped without gcc (the runner then reports
 * itself unavailable).
 */
function ensureSandboxTools() {
  const outDir = path.join(root, 'dist', 'native');
  const stampFile = path.join(outDir, '.build-hash');
  const want = hashFiles(['native']);
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === want) return;
  if (!onPath('gcc') || !fs.existsSync('/usr/include/seccomp.h')) return;
  log('building the sandbox agent and seccomp filter');
  fs.mkdirSync(outDir, { recursive: true });
  const cc = (output, sources, ...libs) =>
    run('gcc', [
      '-O2',
      '-Wall',
      '-Wextra',
      '-Werror',
      '-o',
      path.join(outDir, output),
      ...sources.map((source) => path.join(root, 'native', source)),
      ...libs,
    ]);
  cc('sandbox-agent', ['sandbox-agent.c', 'sandbox-launch.c']);
  cc('seccomp-filter', ['seccomp-filter.c'], '-lseccomp');
  cc('program-runtime.o', ['program-runtime.c'], '-c');
  cc('trace-launch', ['trace-launch.c'], '-lseccomp');
  cc('trace-runtime.o', ['trace-runtime.c'], '-c');
  run(path.join(outDir, 'seccomp-filter'), [path.join(outDir, 'seccomp.bpf')]);
  fs.copyFileSync(path.join(root, 'native', 'trace-c.py'), path.join(outDir, 'trace-c.py'));
  run(path.join(outDir, 'seccomp-filter'), ['--tracer', path.join(outDir, 'seccomp-tracer.bpf')]);
  fs.writeFileSync(stampFile, want);
}

function ensureWebBuild() {
  const stampFile = path.join(root, 'dist', 'web', '.build-hash');
  const want = hashFiles([
    'src/web',
    'src/domain',
    'content',
    'public',
    'vite.config.ts',
    'scripts/precompress.ts',
    'scripts/web-build',
    'package-lock.json',
  ]);
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === want) return;
  log('building the web app (and rendering its public pages)');
  run(process.execPath, [
    '--import',
    'tsx',
    path.join(root, 'scripts', 'web-build', 'index.ts'),
    '--quiet',
  ]);
  fs.writeFileSync(stampFile, want);
}

checkNode();
ensureDependencies();
ensureSystemPackages(
  [
    ['gcc', 'gcc'],
    ['bwrap', 'bubblewrap'],
    ['/usr/include/seccomp.h', 'libseccomp-dev'],
    // The visualizer's tracer (trace-c) runs gdb, with its Python, in the sandbox.
    ['gdb', 'gdb'],
  ],
  { required: false },
);
ensureSandboxTools();
if (args.has('--browser')) {
  ensureSystemPackages([['chromium', 'chromium']], { required: true });
  if (!fs.existsSync('/usr/bin/chromium'))
    fail("browser tests need Debian's chromium at /usr/bin/chromium.");
}
if (args.has('--toolchains'))
  ensureSystemPackages(
    [
      ['gcc', 'gcc'],
      ['g++', 'g++'],
      ['rustc', 'rustc'],
      ['go', 'golang-go'],
      ['python3', 'python3'],
    ],
    { required: true },
  );
if (!args.has('--no-build')) ensureWebBuild();
