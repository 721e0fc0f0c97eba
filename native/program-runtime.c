/*
 * Linked into every learner's program. It changes nothing a correct program prints; it makes
 * sure that what a program printed before it crashed or ran out of time is not lost, and it
 * tells the runner where the program was.
 *
 * - stdout is line-buffered, as on a terminal: a pipe would otherwise hold everything printed
 *   until exit, and a crash would throw it away.
 * - On a fatal signal (a crash, abort(), the CPU limit's SIGXCPU) the handler flushes stdout,
 *   writes one report line to stderr and dies of the same signal. The report starts with
 *   REPORT_TAG; the runner removes it from what the learner sees and turns it into words:
 *     \x1e codenest-report sig=11 addr=0x0 access=write pcs=0x1139,0x11a0\n
 *   pcs are offsets from the start of the executable: first the exact place (when it is in the
 *   program), then the return addresses of its callers within the program.
 * - The wall-clock limit ends a program with SIGKILL from outside, which nothing can catch. So
 *   with CODENEST_WALL_MS set, a timer ends the program a little earlier itself, with SIGRTMAX
 *   and the same report: what it printed is kept and it says where it was waiting.
 * - In a sanitizer build (Debug run) the sanitizers keep their own handlers; stdout is flushed by
 *   their death callback instead.
 */
#define _GNU_SOURCE
#include <execinfo.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <ucontext.h>
#include <unistd.h>

#define REPORT_TAG "\x1e" "codenest-report"
#define MAX_FRAMES 48

extern const char __executable_start[];
extern const char etext[];

/* Present only in sanitizer builds. */
extern void __sanitizer_set_death_callback(void (*callback)(void)) __attribute__((weak));

static char alternate_stack[64 * 1024];

static int in_program(uintptr_t address) {
  return address >= (uintptr_t)__executable_start && address < (uintptr_t)etext;
}

static char *put_text(char *at, const char *end, const char *text) {
  while (*text && at < end) *at++ = *text++;
  return at;
}

static char *put_hex(char *at, const char *end, uintptr_t value) {
  char digits[2 * sizeof value];
  int n = 0;
  do {
    digits[n++] = "0123456789abcdef"[value & 0xf];
    value >>= 4;
  } while (value && n < (int)sizeof digits);
  at = put_text(at, end, "0x");
  while (n > 0 && at < end) *at++ = digits[--n];
  return at;
}

static char *put_number(char *at, const char *end, int value) {
  char digits[12];
  int n = 0;
  do {
    digits[n++] = (char)('0' + value % 10);
    value /= 10;
  } while (value && n < (int)sizeof digits);
  while (n > 0 && at < end) *at++ = digits[--n];
  return at;
}

static uintptr_t interrupted_pc(const ucontext_t *context) {
#if defined(__x86_64__)
  return (uintptr_t)context->uc_mcontext.gregs[REG_RIP];
#elif defined(__aarch64__)
  return (uintptr_t)context->uc_mcontext.pc;
#else
  (void)context;
  return 0;
#endif
}

/* 1 for a write, 0 for a read, -1 when the machine does not say. */
static int faulting_access(const ucontext_t *context) {
#if defined(__x86_64__)
  return (context->uc_mcontext.gregs[REG_ERR] & 2) ? 1 : 0;
#else
  (void)context;
  return -1;
#endif
}

static void on_fatal_signal(int sig, siginfo_t *info, void *raw_context) {
  const ucontext_t *context = raw_context;
  fflush(stdout);

  char line[1024];
  char *at = line;
  const char *end = line + sizeof line - 2;
  at = put_text(at, end, "\n" REPORT_TAG " sig=");
  at = put_number(at, end, sig);
  if (sig == SIGSEGV || sig == SIGBUS) {
    at = put_text(at, end, " addr=");
    at = put_hex(at, end, (uintptr_t)info->si_addr);
    int access = faulting_access(context);
    if (access >= 0) at = put_text(at, end, access ? " access=write" : " access=read");
  }
  at = put_text(at, end, " pcs=");
  int written = 0;
  uintptr_t pc = interrupted_pc(context);
  if (in_program(pc)) {
    at = put_hex(at, end, pc - (uintptr_t)__executable_start);
    written++;
  }
  void *frames[MAX_FRAMES];
  int count = backtrace(frames, MAX_FRAMES);
  /* frames[0] is this handler. */
  for (int i = 1; i < count && written < 16; i++) {
    uintptr_t address = (uintptr_t)frames[i];
    if (!in_program(address) || address == pc) continue;
    if (written++) at = put_text(at, end, ",");
    /* A return address: the call itself is the byte before it. */
    at = put_hex(at, end, address - 1 - (uintptr_t)__executable_start);
  }
  *at++ = '\n';
  ssize_t ignored = write(STDERR_FILENO, line, (size_t)(at - line));
  (void)ignored;

  signal(sig, SIG_DFL);
  raise(sig);
}

static void flush_stdout(void) { fflush(stdout); }

/* Ends the program at its wall-clock limit before the sandbox must kill it. */
static void arm_wall_timer(const struct sigaction *action) {
  const char *text = getenv("CODENEST_WALL_MS");
  long ms = text ? strtol(text, NULL, 10) : 0;
  if (ms <= 0) return;
  struct sigevent event;
  memset(&event, 0, sizeof event);
  event.sigev_notify = SIGEV_SIGNAL;
  event.sigev_signo = SIGRTMAX;
  timer_t timer;
  if (timer_create(CLOCK_MONOTONIC, &event, &timer) != 0) return;
  struct itimerspec when;
  memset(&when, 0, sizeof when);
  when.it_value.tv_sec = ms / 1000;
  when.it_value.tv_nsec = (ms % 1000) * 1000000L;
  sigaction(SIGRTMAX, action, NULL);
  timer_settime(timer, 0, &when, NULL);
}

__attribute__((constructor)) static void codenest_runtime_start(void) {
  setvbuf(stdout, NULL, _IOLBF, BUFSIZ);
  if (__sanitizer_set_death_callback) {
    __sanitizer_set_death_callback(flush_stdout);
  }

  /* backtrace() loads the unwinder on first use; do it now, not inside a signal handler. */
  void *warm[1];
  backtrace(warm, 1);

  stack_t stack = {.ss_sp = alternate_stack, .ss_size = sizeof alternate_stack};
  sigaltstack(&stack, NULL);
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = on_fatal_signal;
  action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_RESETHAND;
  sigemptyset(&action.sa_mask);
  /* The sanitizers handle the memory faults themselves and report them better. */
  const int sanitized = __sanitizer_set_death_callback != NULL;
  const int always[] = {SIGABRT, SIGXCPU, SIGTRAP, SIGSYS};
  const int faults[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL};
  for (size_t i = 0; i < sizeof always / sizeof always[0]; i++) sigaction(always[i], &action, NULL);
  if (!sanitized) {
    for (size_t i = 0; i < sizeof faults / sizeof faults[0]; i++) sigaction(faults[i], &action, NULL);
  }
  arm_wall_timer(&action);
}
