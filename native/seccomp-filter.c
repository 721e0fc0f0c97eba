/*
 * Writes a seccomp program (classic BPF, as bubblewrap's --seccomp reads it) to the file named by
 * argv[1]: the sandbox's rules (seccomp-rules.h), or with --tracer the trace sandbox's, which
 * let gdb trace the program it starts. Built and run by scripts/setup.mjs with Debian's
 * libseccomp.
 */
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include "seccomp-rules.h"

int main(int argc, char **argv) {
  int tracer = argc == 3 && strcmp(argv[1], "--tracer") == 0;
  if (argc != 2 && !tracer) {
    fprintf(stderr, "usage: %s [--tracer] OUTPUT_FILE\n", argv[0]);
    return 2;
  }
  const char *output = argv[argc - 1];
  scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_ALLOW);
  if (ctx == NULL) return 1;
  int rc = add_sandbox_rules(ctx, tracer);
  if (rc != 0) {
    fprintf(stderr, "seccomp: could not add a rule\n");
    seccomp_release(ctx);
    return 1;
  }
  int fd = open(output, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) {
    perror("seccomp: open output");
    seccomp_release(ctx);
    return 1;
  }
  rc = seccomp_export_bpf(ctx, fd);
  close(fd);
  seccomp_release(ctx);
  if (rc != 0) {
    fprintf(stderr, "seccomp: export failed (%d)\n", rc);
    return 1;
  }
  return 0;
}
