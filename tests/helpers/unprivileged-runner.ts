// Started by src/server/runner/unprivileged.test.ts as an ordinary (non-root) user: builds a
// Runner the way the server does and prints what a few programs did, as JSON on stdout.
import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '@server/config';
import { HttpError } from '@server/http/errors';
import { Runner } from '@server/runner/runner';

const programs: Record<string, string> = {
  hello: '#include <stdio.h>\nint main(void) { puts("hello"); return 0; }\n',
  socket: `#include <stdio.h>
#include <sys/socket.h>
int main(void) { int fd = socket(AF_INET, SOCK_STREAM, 0); printf("%d\\n", fd); return 0; }
`,
  capabilities: `#include <stdio.h>
#include <string.h>
int main(void) {
  FILE *f = fopen("/proc/self/status", "r");
  char line[256];
  while (f && fgets(line, sizeof line, f)) if (strncmp(line, "CapEff:", 7) == 0) fputs(line, stdout);
  return 0;
}
`,
  spin: 'int main(void) { for (;;) {} }\n',
  // Forks until refused, holding every child: how many processes this sandbox may have.
  forks: `#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>
int main(void) {
  int held[2];
  if (pipe(held) != 0) return 1;
  int n = 0;
  for (; n < 500; n++) {
    pid_t pid = fork();
    if (pid < 0) break;
    if (pid == 0) { char c; close(held[1]); (void)read(held[0], &c, 1); _exit(0); }
  }
  close(held[1]);
  while (wait(NULL) > 0) {}
  printf("%d\\n", n);
  return 0;
}
`,
  rootWrite: `#include <stdio.h>
int main(void) { FILE *f = fopen("/filler", "w"); puts(f ? "written" : "refused"); return 0; }
`,
};

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: unprivileged-runner DATA_DIR');
const config = loadConfig({ DATA_DIR: dataDir });
const runner = new Runner(
  config.runner,
  config.dataDir,
  config.nativeDir,
  pino({ level: 'silent' }),
);
await runner.start();
const results: Record<string, unknown> = { uid: process.getuid?.(), health: runner.health() };
for (const [name, code] of Object.entries(programs)) results[name] = await runner.execute({ code });
// A debug build that allocates and touches memory until something stops it (up to 8 GiB).
const memoryBomb = fs.readFileSync(
  path.join(import.meta.dirname, '../sandbox/programs/memory-bomb.c'),
  'utf8',
);
try {
  results.debugMemoryBomb = await runner.execute({ code: memoryBomb, mode: 'debug' });
} catch (error) {
  if (!(error instanceof HttpError)) throw error;
  results.debugMemoryBomb = { refused: error.statusCode, code: error.code, message: error.message };
}
// Eight different programs at once: every sandbox of this server runs as the same user.
const together = await Promise.all(
  Array.from({ length: 8 }, (_, n) =>
    runner.execute({ code: `${programs.hello}/* program ${n} */\n` }),
  ),
);
results.together = together.map((result) => `${result.status}: ${result.error ?? ''}`);
await runner.close();
process.stdout.write(JSON.stringify(results));
