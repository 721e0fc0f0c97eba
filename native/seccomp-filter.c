/*
 * Writes the sandbox's seccomp program (classic BPF, as bubblewrap's --seccomp reads it) to the
 * file named by argv[1]. Built and run once by scripts/setup.mjs with Debian's libseccomp.
 *
 * Everything is allowed except what a learner's program (or a compiler under attack) has no
 * business doing: debugging other processes, mounting, making namespaces, kernel keyrings, BPF,
 * io_uring, and any socket but AF_UNIX.
 */
#include <errno.h>
#include <fcntl.h>
#include <linux/sched.h>
#include <seccomp.h>
#include <stdio.h>
#include <sys/socket.h>
#include <sys/ioctl.h>
#include <unistd.h>

#ifndef CLONE_NEWTIME
#define CLONE_NEWTIME 0x00000080
#endif

static int deny(scmp_filter_ctx ctx, int syscall_nr, int err) {
  return seccomp_rule_add(ctx, SCMP_ACT_ERRNO(err), syscall_nr, 0);
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s OUTPUT_FILE\n", argv[0]);
    return 2;
  }
  scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_ALLOW);
  if (ctx == NULL) return 1;
  int rc = 0;

  const int denied[] = {
      SCMP_SYS(ptrace),          SCMP_SYS(process_vm_readv), SCMP_SYS(process_vm_writev),
      SCMP_SYS(mount),           SCMP_SYS(umount2),          SCMP_SYS(pivot_root),
      SCMP_SYS(chroot),          SCMP_SYS(move_mount),       SCMP_SYS(open_tree),
      SCMP_SYS(fsopen),          SCMP_SYS(fsmount),          SCMP_SYS(fsconfig),
      SCMP_SYS(fspick),          SCMP_SYS(mount_setattr),    SCMP_SYS(unshare),
      SCMP_SYS(setns),           SCMP_SYS(keyctl),           SCMP_SYS(add_key),
      SCMP_SYS(request_key),     SCMP_SYS(bpf),              SCMP_SYS(io_uring_setup),
      SCMP_SYS(io_uring_enter),  SCMP_SYS(io_uring_register), SCMP_SYS(perf_event_open),
      SCMP_SYS(userfaultfd),     SCMP_SYS(kexec_load),       SCMP_SYS(kexec_file_load),
      SCMP_SYS(init_module),     SCMP_SYS(finit_module),     SCMP_SYS(delete_module),
      SCMP_SYS(reboot),          SCMP_SYS(swapon),           SCMP_SYS(swapoff),
      SCMP_SYS(acct),            SCMP_SYS(syslog),           SCMP_SYS(settimeofday),
      SCMP_SYS(clock_settime),   SCMP_SYS(clock_adjtime),    SCMP_SYS(adjtimex),
      SCMP_SYS(open_by_handle_at), SCMP_SYS(name_to_handle_at), SCMP_SYS(lookup_dcookie),
      SCMP_SYS(quotactl),        SCMP_SYS(nfsservctl),
      SCMP_SYS(vhangup),         SCMP_SYS(pidfd_getfd),      SCMP_SYS(fanotify_init),
  };
  for (size_t i = 0; i < sizeof denied / sizeof denied[0]; i++) rc |= deny(ctx, denied[i], EPERM);

  /* clone3 passes its flags in memory seccomp cannot read: answer ENOSYS so libc falls back to
     clone, whose flags we can check. */
  rc |= deny(ctx, SCMP_SYS(clone3), ENOSYS);
  const unsigned long namespace_flags[] = {CLONE_NEWUSER, CLONE_NEWNS,  CLONE_NEWNET,
                                           CLONE_NEWPID,  CLONE_NEWIPC, CLONE_NEWUTS,
                                           CLONE_NEWCGROUP, CLONE_NEWTIME};
  for (size_t i = 0; i < sizeof namespace_flags / sizeof namespace_flags[0]; i++) {
    rc |= seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(clone), 1,
                           SCMP_A0(SCMP_CMP_MASKED_EQ, namespace_flags[i], namespace_flags[i]));
  }

  /* Only local sockets: no network of any kind, not even to the loopback of the namespace. */
  rc |= seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EAFNOSUPPORT), SCMP_SYS(socket), 1,
                         SCMP_A0(SCMP_CMP_NE, AF_UNIX));
  rc |= seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EAFNOSUPPORT), SCMP_SYS(socketpair), 1,
                         SCMP_A0(SCMP_CMP_NE, AF_UNIX));
  /* No typing into a terminal that is not ours. */
  rc |= seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(ioctl), 1,
                         SCMP_A1(SCMP_CMP_MASKED_EQ, 0xFFFFFFFFu, TIOCSTI));

  if (rc != 0) {
    fprintf(stderr, "seccomp: could not add a rule\n");
    seccomp_release(ctx);
    return 1;
  }
  int fd = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC, 0644);
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
