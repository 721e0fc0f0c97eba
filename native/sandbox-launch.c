/*
 * Starts one sandboxed command under the runner's control, in a child the agent has just forked:
 *
 *   [--cgroup FILE]... [--rlimit RESOURCE=VALUE]... [--uid N --gid N] [--wait-fd N] -- CMD ARGS...
 *
 * In this order: joins the run's cgroups (writes its own pid into each FILE), sets resource
 * limits, drops supplementary groups, gid and uid (only when started as root), sets
 * no-new-privileges, waits for one byte on the --wait-fd descriptor if given (end of file means
 * "not needed after all": it exits quietly), then execs CMD (bubblewrap). Every limit is
 * inherited by everything the sandbox starts, and nothing of the learner's runs before the
 * limits hold. The agent calls it in the forked child rather than exec'ing a program of its own:
 * one exec less per sandbox, which on a virtual machine (where glibc's start-up queries of the
 * CPU trap to the hypervisor) is most of a millisecond.
 *
 * The wait lets the server prepare a sandbox ahead of time: joining a cgroup costs the kernel a
 * few milliseconds of waiting, which then happens while nobody is waiting for a result.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <unistd.h>

#include "sandbox-launch.h"

_Noreturn static void die(const char *what) {
  fprintf(stderr, "sandbox-launch: %s: %s\n", what, strerror(errno));
  _exit(125);
}

static int resource_named(const char *name) {
  if (strcmp(name, "cpu") == 0) return RLIMIT_CPU;
  if (strcmp(name, "as") == 0) return RLIMIT_AS;
  if (strcmp(name, "nproc") == 0) return RLIMIT_NPROC;
  if (strcmp(name, "fsize") == 0) return RLIMIT_FSIZE;
  if (strcmp(name, "nofile") == 0) return RLIMIT_NOFILE;
  if (strcmp(name, "core") == 0) return RLIMIT_CORE;
  if (strcmp(name, "stack") == 0) return RLIMIT_STACK;
  if (strcmp(name, "memlock") == 0) return RLIMIT_MEMLOCK;
  return -1;
}

static void join_cgroup(const char *procs_file) {
  int fd = open(procs_file, O_WRONLY | O_CLOEXEC);
  if (fd < 0) die(procs_file);
  char pid[32];
  int len = snprintf(pid, sizeof pid, "%d\n", (int)getpid());
  if (write(fd, pid, (size_t)len) != len) die(procs_file);
  close(fd);
}

static void set_limit(const char *spec) {
  char name[32];
  const char *eq = strchr(spec, '=');
  if (eq == NULL || (size_t)(eq - spec) >= sizeof name) {
    errno = EINVAL;
    die(spec);
  }
  memcpy(name, spec, (size_t)(eq - spec));
  name[eq - spec] = '\0';
  int resource = resource_named(name);
  if (resource < 0) {
    errno = EINVAL;
    die(spec);
  }
  char *end = NULL;
  unsigned long long value = strtoull(eq + 1, &end, 10);
  if (end == eq + 1 || *end != '\0') {
    errno = EINVAL;
    die(spec);
  }
  struct rlimit limit = {.rlim_cur = (rlim_t)value, .rlim_max = (rlim_t)value};
  /* CPU: the soft limit sends SIGXCPU, one second later the hard limit kills. */
  if (resource == RLIMIT_CPU) limit.rlim_max = (rlim_t)value + 1;
  if (setrlimit(resource, &limit) != 0) die(spec);
}

_Noreturn void sandbox_launch(int argc, char **argv) {
  prctl(PR_SET_NAME, "sandbox-launch", 0, 0, 0);
  long uid = -1, gid = -1, wait_fd = -1;
  int i = 0;
  for (; i < argc; i++) {
    if (strcmp(argv[i], "--") == 0) {
      i++;
      break;
    }
    if (i + 1 >= argc) {
      errno = EINVAL;
      die(argv[i]);
    }
    if (strcmp(argv[i], "--cgroup") == 0) {
      join_cgroup(argv[++i]);
    } else if (strcmp(argv[i], "--rlimit") == 0) {
      set_limit(argv[++i]);
    } else if (strcmp(argv[i], "--uid") == 0) {
      uid = strtol(argv[++i], NULL, 10);
    } else if (strcmp(argv[i], "--gid") == 0) {
      gid = strtol(argv[++i], NULL, 10);
    } else if (strcmp(argv[i], "--wait-fd") == 0) {
      wait_fd = strtol(argv[++i], NULL, 10);
    } else {
      errno = EINVAL;
      die(argv[i]);
    }
  }
  if (i >= argc) {
    errno = EINVAL;
    die("missing command");
  }
  if (uid >= 0) {
    if (gid < 0) gid = uid;
    if (setgroups(0, NULL) != 0) die("setgroups");
    if (setresgid((gid_t)gid, (gid_t)gid, (gid_t)gid) != 0) die("setresgid");
    if (setresuid((uid_t)uid, (uid_t)uid, (uid_t)uid) != 0) die("setresuid");
    if (setuid(0) == 0) {
      errno = EPERM;
      die("privileges were not dropped");
    }
  }
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) die("no_new_privs");
  if (wait_fd >= 0) {
    char go;
    ssize_t got;
    do {
      got = read((int)wait_fd, &go, 1);
    } while (got < 0 && errno == EINTR);
    if (got != 1) _exit(0);
    close((int)wait_fd);
  }
  execv(argv[i], &argv[i]);
  die(argv[i]);
}
