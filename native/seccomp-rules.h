/*
 * The sandbox's seccomp rules, in one place for the filter every sandbox gets
 * (seccomp-filter.c) and for trace-launch.c, which gives a traced program the same filter.
 *
 * Everything is allowed except what a learner's program (or a compiler under attack) has no
 * business doing: debugging other processes, mounting, making namespaces, kernel keyrings, BPF,
 * io_uring, and any socket but AF_UNIX. The trace sandbox's own filter lets gdb trace
 * (`allow_ptrace`); the program it traces gets the full filter from trace-launch.
 */
#ifndef CODENEST_SECCOMP_RULES_H
#define CODENEST_SECCOMP_RULES_H

#include <errno.h>
#include <linux/sched.h>
#include <seccomp.h>
#include <stdio.h>
#include <sys/ioctl.h>
#include <sys/socket.h>

#ifndef CLONE_NEWTIME
#define CLONE_NEWTIME 0x00000080
#endif

static int deny(scmp_filter_ctx ctx, int syscall_nr, int err) {
  return seccomp_rule_add(ctx, SCMP_ACT_ERRNO(err), syscall_nr, 0);
}

/* Adds the sandbox's rules to `ctx` (made with SCMP_ACT_ALLOW); 0 when every rule was added. */
static int add_sandbox_rules(scmp_filter_ctx ctx, int allow_ptrace) {
  int rc = 0;
  if (!allow_ptrace) {
    rc |= deny(ctx, SCMP_SYS(ptrace), EPERM);
    rc |= deny(ctx, SCMP_SYS(process_vm_readv), EPERM);
    rc |= deny(ctx, SCMP_SYS(process_vm_writev), EPERM);
  }
  const int denied[] = {
      SCMP_SYS(mount), SCMP_SYS(umount2), SCMP_SYS(pivot_root),
      SCMP_SYS(chroot), SCMP_SYS(move_mount), SCMP_SYS(open_tree),
      SCMP_SYS(fsopen), SCMP_SYS(fsmount), SCMP_SYS(fsconfig),
      SCMP_SYS(fspick), SCMP_SYS(mount_setattr), SCMP_SYS(unshare),
      SCMP_SYS(setns), SCMP_SYS(keyctl), SCMP_SYS(add_key),
      SCMP_SYS(request_key), SCMP_SYS(bpf), SCMP_SYS(io_uring_setup),
      SCMP_SYS(io_uring_enter), SCMP_SYS(io_uring_register), SCMP_SYS(perf_event_open),
      SCMP_SYS(userfaultfd), SCMP_SYS(kexec_load), SCMP_SYS(kexec_file_load),
      SCMP_SYS(init_module), SCMP_SYS(finit_module), SCMP_SYS(delete_module),
      SCMP_SYS(reboot), SCMP_SYS(swapon), SCMP_SYS(swapoff),
      SCMP_SYS(acct), SCMP_SYS(syslog), SCMP_SYS(settimeofday),
      SCMP_SYS(clock_settime), SCMP_SYS(clock_adjtime), SCMP_SYS(adjtimex),
      SCMP_SYS(open_by_handle_at), SCMP_SYS(name_to_handle_at), SCMP_SYS(lookup_dcookie),
      SCMP_SYS(quotactl), SCMP_SYS(nfsservctl), SCMP_SYS(vhangup),
      SCMP_SYS(pidfd_getfd), SCMP_SYS(fanotify_init),
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
  return rc;
}

#endif
