/*
 * Starts a traced program for gdb (its exec-wrapper): trace-launch PROGRAM [ARGS...].
 *
 * gdb runs in the trace sandbox with a filter that lets it trace. The program it traces must not
 * have that freedom, nor any over gdb, so before it becomes the program this process:
 * - sends its stdout and stderr to CODENEST_TRACE_OUTPUT (the tracer reads it after each step)
 *   and closes every other descriptor it inherited;
 * - takes the run's limits: CPU seconds (CODENEST_TRACE_CPU_SECONDS) and, without a cgroup, the
 *   address space (CODENEST_TRACE_ADDRESS_SPACE, bytes);
 * - installs the sandbox's own seccomp rules (seccomp-rules.h: no ptrace, no namespaces...) plus
 *   signals: none to gdb (its parent), to a process group or to every process, and no pidfds;
 *   a program may still signal itself and the children it forks.
 * Filters are inherited by every process the program forks and survive every exec.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "seccomp-rules.h"

static void fail(const char *what) {
  perror(what);
  _exit(127);
}

static void set_limit(int resource, const char *variable) {
  const char *text = getenv(variable);
  if (!text || !*text) return;
  rlim_t value = (rlim_t)strtoull(text, NULL, 10);
  struct rlimit limit = {value, value};
  if (resource == RLIMIT_CPU) limit.rlim_max = value + 1;
  if (setrlimit(resource, &limit) != 0) fail("trace-launch: setrlimit");
}

static int add_signal_rules(scmp_filter_ctx ctx, pid_t tracer) {
  int rc = 0;
  const int by_pid[] = {SCMP_SYS(kill), SCMP_SYS(tkill)};
  for (size_t i = 0; i < sizeof by_pid / sizeof by_pid[0]; i++) {
    rc |= seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), by_pid[i], 1,
                           SCMP_A0_32(SCMP_CMP_EQ, (uint32_t)tracer));
    /* 0, -1 and -pgid reach groups of processes that hold gdb; 1 is the sandbox's init. */
    rc |= seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), by_pid[i], 1,
                           SCMP_A0_32(SCMP_CMP_LE, 1));
    rc |= seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), by_pid[i], 1,
                           SCMP_A0_32(SCMP_CMP_GE, 0x80000000u));
  }
  rc |= seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(tgkill), 1,
                         SCMP_A0_32(SCMP_CMP_EQ, (uint32_t)tracer));
  rc |= seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(tgkill), 1,
                         SCMP_A0_32(SCMP_CMP_LE, 1));
  rc |= seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(rt_sigqueueinfo), 0);
  rc |= seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(rt_tgsigqueueinfo), 0);
  rc |= seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(pidfd_open), 0);
  rc |= seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(pidfd_send_signal), 0);
  return rc;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    static const char usage[] = "usage: trace-launch PROGRAM [ARGS...]\n";
    ssize_t ignored = write(STDERR_FILENO, usage, sizeof usage - 1);
    (void)ignored;
    return 2;
  }
  const char *output = getenv("CODENEST_TRACE_OUTPUT");
  if (output) {
    int fd = open(output, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0) fail("trace-launch: output");
    if (dup2(fd, STDOUT_FILENO) < 0 || dup2(fd, STDERR_FILENO) < 0) fail("trace-launch: dup2");
    close(fd);
  }
  if (syscall(SYS_close_range, 3, ~0U, 0) != 0) {
    for (int fd = 3; fd < 1024; fd++) close(fd);
  }
  set_limit(RLIMIT_CPU, "CODENEST_TRACE_CPU_SECONDS");
  set_limit(RLIMIT_AS, "CODENEST_TRACE_ADDRESS_SPACE");

  scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_ALLOW);
  if (ctx == NULL) fail("trace-launch: seccomp_init");
  int rc = add_sandbox_rules(ctx, 0);
  rc |= add_signal_rules(ctx, getppid());
  if (rc != 0) {
    static const char message[] = "trace-launch: could not add a seccomp rule\n";
    ssize_t ignored = write(STDERR_FILENO, message, sizeof message - 1);
    (void)ignored;
    _exit(127);
  }
  if (seccomp_load(ctx) != 0) fail("trace-launch: seccomp_load");
  seccomp_release(ctx);

  /* The program sees only its own variables: the tracer's settings stay with the tracer. */
  char *environment[] = {"PATH=/usr/bin:/bin", "HOME=/work", "LANG=C.UTF-8", NULL};
  execve(argv[1], argv + 1, environment);
  fail("trace-launch: execve");
  return 127;
}
