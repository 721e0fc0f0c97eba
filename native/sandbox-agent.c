/*
 * Starts and watches sandboxes for the server, so that the server (a large Node process, slow
 * to fork) never forks: it sends commands on stdin and reads results on stdout.
 *
 * Frames both ways: u32 length (little-endian, of what follows), u8 type, payload.
 *   1 PREPARE  u32 id, u8 takes_program, str seccomp_path, u32 argc, argc × str   (str = u32 len + bytes)
 *              Forks; the child, in a new session with fd 0-2 pipes, 3 the seccomp file, 4 a pipe
 *              for the program and 5 the start pipe, runs sandbox_launch(argv)
 *              (--cgroup ... --rlimit ... --wait-fd 5 -- bwrap ...).
 *   2 START    u32 id, u32 wall_ms, u32 output_bytes, str stdin, str program
 *   3 CANCEL   u32 id                      (closes the start pipe: the launcher exits quietly)
 *   101 PREPARED u32 id, i32 pid
 *   102 RESULT   u32 id, i32 wait_status, u8 output_exceeded, u8 timed_out, u64 wall_us, str stdout, str stderr,
 *                str order   (the order the two streams were read in: runs of u8 stream (1 or 2) + u32 bytes)
 *   103 FAILED   u32 id, str message
 *
 * Output is captured up to output_bytes (stdout and stderr together); past it, or past wall_ms,
 * the whole process group is killed.
 *
 * A run's stdout and stderr (takes_program) are two datagram sockets connected to one receiving
 * socket, not two pipes: the kernel queues every write of either stream on that one socket, so
 * the agent reads them in exactly the order the program wrote them, whatever its own delays. The
 * sender's address says which stream a write came from; anything from another address is dropped.
 * Compiles keep pipes (gcc may write more than a datagram holds at once).
 *
 * The agent is a child subreaper: a process of a sandbox whose parent dies (bubblewrap's inner
 * process, the init of the sandbox's pid namespace, when the outer one is killed) is re-parented
 * to the agent rather than to pid 1, which in a container may never reap it. The agent reaps
 * every child with waitpid(-1): the status of a launcher it forked goes to that launcher's box,
 * any other (an adopted orphan) is discarded. When it stops (end of its input, SIGTERM, SIGINT,
 * SIGHUP) it kills every sandbox and every orphan it adopted, and reaps them all before exiting,
 * so nothing is left to pid 1.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "sandbox-launch.h"

/* Each pool slot holds at most four: a compile and a run in use, and their prepared spares. */
#define MAX_BOXES 1024
#define GRACE_MS 200
/* At exit, how long to wait for the killed sandboxes to be gone before giving up on them. */
#define SHUTDOWN_MS 2000

typedef struct {
  char *data;
  size_t len, cap;
} buf_t;

typedef struct {
  int used;
  uint32_t id;
  pid_t pid;
  int started, exited, status, cancelled;
  int out_fd, err_fd, in_fd, prog_fd, go_fd;
  buf_t out, err, order, in_pending, prog_pending;
  int last_stream;
  size_t last_run_at;
  uint32_t last_run_bytes;
  size_t in_off, prog_off;
  uint32_t output_limit;
  size_t captured;
  int output_exceeded, timed_out, killed;
  /* A run: out_fd is the receiving datagram socket of both streams (err_fd unused). */
  int datagrams;
  struct sockaddr_un out_addr, err_addr;
  socklen_t out_addr_len, err_addr_len;
  int64_t started_us, deadline_us, exited_us;
} box_t;

static box_t boxes[MAX_BOXES];
static int sig_pipe[2];
static buf_t inbuf;
static volatile sig_atomic_t stop_requested;

static int64_t now_us(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (int64_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

/*
 * SIGKILLs every child still there, launchers and adopted orphans alike (only at shut-down). A
 * child that has not been reaped keeps its pid, so the pids read here cannot have been reused by
 * the time they are signalled.
 */
static void kill_adopted(void) {
  char path[64];
  snprintf(path, sizeof path, "/proc/self/task/%d/children", (int)getpid());
  FILE *f = fopen(path, "re");
  if (!f) return;
  int pid;
  while (fscanf(f, "%d", &pid) == 1) kill(pid, SIGKILL);
  fclose(f);
}

/*
 * Kills every sandbox's process group and every adopted orphan, reaps them all (bounded by
 * SHUTDOWN_MS), then exits: nothing the agent started is left for pid 1 to reap.
 */
_Noreturn static void shut_down(int code) {
  for (int i = 0; i < MAX_BOXES; i++)
    if (boxes[i].used && boxes[i].pid > 0 && !boxes[i].exited) kill(-boxes[i].pid, SIGKILL);
  int64_t deadline = now_us() + (int64_t)SHUTDOWN_MS * 1000;
  for (;;) {
    kill_adopted();
    pid_t pid;
    int status;
    while ((pid = waitpid(-1, &status, WNOHANG)) > 0) {
    }
    if (pid < 0 && errno == ECHILD) break;
    if (now_us() >= deadline) break;
    struct timespec pause = {0, 5 * 1000 * 1000};
    nanosleep(&pause, NULL);
  }
  exit(code);
}

static void die(const char *what) {
  fprintf(stderr, "sandbox-agent: %s: %s\n", what, strerror(errno));
  shut_down(1);
}

static void buf_add(buf_t *b, const void *data, size_t len) {
  if (b->len + len > b->cap) {
    size_t cap = b->cap ? b->cap : 4096;
    while (cap < b->len + len) cap *= 2;
    b->data = realloc(b->data, cap);
    if (!b->data) die("realloc");
    b->cap = cap;
  }
  memcpy(b->data + b->len, data, len);
  b->len += len;
}

static void buf_free(buf_t *b) {
  free(b->data);
  memset(b, 0, sizeof *b);
}

static void write_all(int fd, const void *data, size_t len) {
  const char *p = data;
  while (len > 0) {
    ssize_t w = write(fd, p, len);
    if (w < 0) {
      if (errno == EINTR) continue;
      if (errno == EAGAIN) {
        struct pollfd pfd = {.fd = fd, .events = POLLOUT};
        poll(&pfd, 1, -1);
        continue;
      }
      shut_down(0); /* the server went away */
    }
    p += w;
    len -= (size_t)w;
  }
}

static void put_u32(buf_t *b, uint32_t v) {
  unsigned char x[4] = {v & 0xff, (v >> 8) & 0xff, (v >> 16) & 0xff, (v >> 24) & 0xff};
  buf_add(b, x, 4);
}

static void put_str(buf_t *b, const char *data, size_t len) {
  put_u32(b, (uint32_t)len);
  if (len) buf_add(b, data, len);
}

static void send_frame(uint8_t type, buf_t *payload) {
  buf_t frame = {0};
  put_u32(&frame, (uint32_t)(payload->len + 1));
  buf_add(&frame, &type, 1);
  if (payload->len) buf_add(&frame, payload->data, payload->len);
  write_all(1, frame.data, frame.len);
  buf_free(&frame);
}

static void send_failed(uint32_t id, const char *message) {
  buf_t p = {0};
  put_u32(&p, id);
  put_str(&p, message, strlen(message));
  send_frame(103, &p);
  buf_free(&p);
}

typedef struct {
  const unsigned char *p;
  size_t left;
  int bad;
} reader_t;

static uint32_t get_u32(reader_t *r) {
  if (r->left < 4) {
    r->bad = 1;
    return 0;
  }
  uint32_t v = (uint32_t)r->p[0] | (uint32_t)r->p[1] << 8 | (uint32_t)r->p[2] << 16 | (uint32_t)r->p[3] << 24;
  r->p += 4;
  r->left -= 4;
  return v;
}

static uint8_t get_u8(reader_t *r) {
  if (r->left < 1) {
    r->bad = 1;
    return 0;
  }
  uint8_t v = r->p[0];
  r->p++;
  r->left--;
  return v;
}

/* Returns a malloc'd NUL-terminated copy; *len gets the length. */
static char *get_str(reader_t *r, size_t *len) {
  uint32_t n = get_u32(r);
  if (r->bad || r->left < n) {
    r->bad = 1;
    return NULL;
  }
  char *s = malloc((size_t)n + 1);
  if (!s) die("malloc");
  memcpy(s, r->p, n);
  s[n] = '\0';
  r->p += n;
  r->left -= n;
  if (len) *len = n;
  return s;
}

static box_t *find_box(uint32_t id) {
  for (int i = 0; i < MAX_BOXES; i++)
    if (boxes[i].used && boxes[i].id == id) return &boxes[i];
  return NULL;
}

static void close_fd(int *fd) {
  if (*fd >= 0) close(*fd);
  *fd = -1;
}

static void kill_box(box_t *b) {
  if (b->pid > 0 && !b->exited) kill(-b->pid, SIGKILL);
  b->killed = 1;
}

static void release(box_t *b) {
  close_fd(&b->out_fd);
  close_fd(&b->err_fd);
  close_fd(&b->in_fd);
  close_fd(&b->prog_fd);
  close_fd(&b->go_fd);
  buf_free(&b->out);
  buf_free(&b->err);
  buf_free(&b->order);
  buf_free(&b->in_pending);
  buf_free(&b->prog_pending);
  memset(b, 0, sizeof *b);
}

/* A socket bound to an address the kernel picks in the abstract namespace. */
static int autobound_datagram_socket(int flags, struct sockaddr_un *addr, socklen_t *len) {
  int fd = socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC | flags, 0);
  if (fd < 0) return -1;
  sa_family_t family = AF_UNIX;
  *len = sizeof *addr;
  if (bind(fd, (struct sockaddr *)&family, sizeof family) || getsockname(fd, (struct sockaddr *)addr, len)) {
    close(fd);
    return -1;
  }
  return fd;
}

/*
 * The receiving socket (non-blocking, the agent's) and the two sending ones (blocking, the
 * program's stdout and stderr), connected to it. Returns 0, or -1 with nothing left open.
 */
static int datagram_streams(box_t *b, int *receiver, int *out, int *err) {
  struct sockaddr_un rx_addr;
  socklen_t rx_len;
  *receiver = autobound_datagram_socket(SOCK_NONBLOCK, &rx_addr, &rx_len);
  *out = autobound_datagram_socket(0, &b->out_addr, &b->out_addr_len);
  *err = autobound_datagram_socket(0, &b->err_addr, &b->err_addr_len);
  int room = 1 << 20; /* the kernel caps it at wmem_max: the largest single write a stream takes */
  int ok = *receiver >= 0 && *out >= 0 && *err >= 0 &&
           !setsockopt(*out, SOL_SOCKET, SO_SNDBUF, &room, sizeof room) &&
           !setsockopt(*err, SOL_SOCKET, SO_SNDBUF, &room, sizeof room) &&
           !connect(*out, (struct sockaddr *)&rx_addr, rx_len) &&
           !connect(*err, (struct sockaddr *)&rx_addr, rx_len);
  if (ok) return 0;
  close_fd(receiver);
  close_fd(out);
  close_fd(err);
  return -1;
}

static void prepare(reader_t *r) {
  uint32_t id = get_u32(r);
  uint8_t takes_program = get_u8(r);
  char *seccomp = get_str(r, NULL);
  uint32_t argc = get_u32(r);
  if (r->bad || argc == 0 || argc > 4096) {
    free(seccomp);
    send_failed(id, "malformed PREPARE");
    return;
  }
  char **argv = calloc((size_t)argc + 1, sizeof *argv);
  if (!argv) die("calloc");
  for (uint32_t i = 0; i < argc && !r->bad; i++) argv[i] = get_str(r, NULL);
  box_t *b = NULL;
  for (int i = 0; i < MAX_BOXES; i++)
    if (!boxes[i].used) {
      b = &boxes[i];
      break;
    }
  int in[2] = {-1, -1}, out[2] = {-1, -1}, err[2] = {-1, -1}, prog[2] = {-1, -1}, go[2] = {-1, -1};
  int seccomp_fd = -1;
  const char *problem = NULL;
  if (r->bad) problem = "malformed PREPARE";
  else if (!b) problem = "too many sandboxes at once";
  else if ((seccomp_fd = open(seccomp, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)) < 0) problem = "cannot open the seccomp filter";
  else if (pipe2(in, O_CLOEXEC) || pipe2(go, O_CLOEXEC) ||
           (takes_program ? pipe2(prog, O_CLOEXEC) || datagram_streams(b, &out[0], &out[1], &err[1])
                          : pipe2(out, O_CLOEXEC) || pipe2(err, O_CLOEXEC)))
    problem = "cannot create pipes";
  pid_t pid = -1;
  if (!problem) {
    pid = fork();
    if (pid < 0) problem = "cannot fork";
  }
  if (pid == 0) {
    /* Child: a new session (its own process group), the sandbox's descriptors, then the launch. */
    setsid();
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    signal(SIGPIPE, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    signal(SIGINT, SIG_DFL);
    signal(SIGHUP, SIG_DFL);
    int wanted[6] = {in[0], out[1], err[1], seccomp_fd, takes_program ? prog[0] : -1, go[0]};
    /* Move them above 5 first, so dup2 into 0-5 never overwrites one still needed. */
    for (int i = 0; i < 6; i++)
      if (wanted[i] >= 0) wanted[i] = fcntl(wanted[i], F_DUPFD_CLOEXEC, 16);
    for (int i = 0; i < 6; i++) {
      if (wanted[i] >= 0) {
        if (dup2(wanted[i], i) < 0) _exit(125);
      } else {
        close(i);
      }
    }
    closefrom(6);
    sandbox_launch((int)argc, argv);
  }
  if (seccomp_fd >= 0) close(seccomp_fd);
  close_fd(&in[0]);
  close_fd(&out[1]);
  close_fd(&err[1]);
  close_fd(&prog[0]);
  close_fd(&go[0]);
  if (problem) {
    close_fd(&in[1]);
    close_fd(&out[0]);
    close_fd(&err[0]);
    close_fd(&prog[1]);
    close_fd(&go[1]);
    send_failed(id, problem);
  } else {
    struct sockaddr_un out_addr = b->out_addr, err_addr = b->err_addr;
    socklen_t out_addr_len = b->out_addr_len, err_addr_len = b->err_addr_len;
    memset(b, 0, sizeof *b);
    b->datagrams = takes_program;
    b->out_addr = out_addr;
    b->err_addr = err_addr;
    b->out_addr_len = out_addr_len;
    b->err_addr_len = err_addr_len;
    b->used = 1;
    b->id = id;
    b->pid = pid;
    b->in_fd = in[1];
    b->out_fd = out[0];
    b->err_fd = err[0];
    b->prog_fd = prog[1];
    b->go_fd = go[1];
    for (int *fd = &b->out_fd; fd <= &b->go_fd; fd++)
      if (*fd >= 0) fcntl(*fd, F_SETFL, fcntl(*fd, F_GETFL) | O_NONBLOCK);
    b->output_limit = UINT32_MAX;
    buf_t p = {0};
    put_u32(&p, id);
    put_u32(&p, (uint32_t)pid);
    send_frame(101, &p);
    buf_free(&p);
  }
  for (uint32_t i = 0; i < argc; i++) free(argv[i]);
  free(argv);
  free(seccomp);
}

static void start(reader_t *r) {
  uint32_t id = get_u32(r);
  uint32_t wall_ms = get_u32(r);
  uint32_t output_bytes = get_u32(r);
  size_t in_len = 0, prog_len = 0;
  char *in = get_str(r, &in_len);
  char *prog = get_str(r, &prog_len);
  box_t *b = find_box(id);
  if (r->bad || !b || b->started) {
    send_failed(id, r->bad ? "malformed START" : "no such prepared sandbox");
  } else {
    b->started = 1;
    b->output_limit = output_bytes;
    b->started_us = now_us();
    b->deadline_us = b->started_us + (int64_t)wall_ms * 1000;
    if (b->prog_fd >= 0) buf_add(&b->prog_pending, prog, prog_len);
    buf_add(&b->in_pending, in, in_len);
    if (b->prog_fd >= 0 && prog_len == 0) close_fd(&b->prog_fd);
    if (in_len == 0) close_fd(&b->in_fd);
    write_all(b->go_fd, "g", 1);
    close_fd(&b->go_fd);
  }
  free(in);
  free(prog);
}

static void cancel(reader_t *r) {
  box_t *b = find_box(get_u32(r));
  if (!b || b->started) return;
  b->cancelled = 1;
  close_fd(&b->go_fd);
}

/* Counts n more bytes of one stream in the order record, extending the last run when it matches. */
static void record_order(box_t *b, int stream, size_t n) {
  if (n == 0) return;
  if (b->last_stream != stream) {
    uint8_t tag = (uint8_t)stream;
    buf_add(&b->order, &tag, 1);
    b->last_run_at = b->order.len;
    put_u32(&b->order, 0);
    b->last_stream = stream;
    b->last_run_bytes = 0;
  }
  b->last_run_bytes += (uint32_t)n;
  unsigned char *at = (unsigned char *)b->order.data + b->last_run_at;
  for (int i = 0; i < 4; i++) at[i] = (unsigned char)(b->last_run_bytes >> (8 * i));
}

/* Keeps what fits of n bytes of one stream under the box's output limit; past it, kills the box. */
static void keep_output(box_t *b, buf_t *into, const char *data, size_t n) {
  if (b->output_exceeded) return;
  size_t room = b->output_limit > b->captured ? b->output_limit - b->captured : 0;
  size_t taken = n > room ? room : n;
  buf_add(into, data, taken);
  record_order(b, into == &b->out ? 1 : 2, taken);
  b->captured += taken;
  if (taken < n) {
    b->output_exceeded = 1;
    kill_box(b);
  }
}

static void capture(box_t *b, int *fd, buf_t *into) {
  char chunk[65536];
  for (;;) {
    ssize_t n = read(*fd, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno == EAGAIN) return;
    if (n <= 0) {
      close_fd(fd);
      return;
    }
    keep_output(b, into, chunk, (size_t)n);
  }
}

static int same_address(const struct sockaddr_un *a, socklen_t a_len, const struct sockaddr_un *b, socklen_t b_len) {
  return a_len == b_len && memcmp(a, b, a_len) == 0;
}

/* A run's streams: each datagram is one write of stdout or stderr, in the order written. */
static void capture_datagrams(box_t *b) {
  static char chunk[1 << 20];
  for (;;) {
    struct sockaddr_un from;
    socklen_t from_len = sizeof from;
    ssize_t n = recvfrom(b->out_fd, chunk, sizeof chunk, 0, (struct sockaddr *)&from, &from_len);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return;
    buf_t *into = same_address(&from, from_len, &b->out_addr, b->out_addr_len)   ? &b->out
                  : same_address(&from, from_len, &b->err_addr, b->err_addr_len) ? &b->err
                                                                                 : NULL;
    if (into) keep_output(b, into, chunk, (size_t)n);
  }
}

static void feed(int *fd, buf_t *pending, size_t *off) {
  while (*fd >= 0 && *off < pending->len) {
    ssize_t w = write(*fd, pending->data + *off, pending->len - *off);
    if (w < 0 && errno == EINTR) continue;
    if (w < 0 && errno == EAGAIN) return;
    if (w < 0) { /* the program closed its input: fine */
      close_fd(fd);
      return;
    }
    *off += (size_t)w;
  }
  if (*fd >= 0 && *off >= pending->len) close_fd(fd);
}

static void finish(box_t *b) {
  if (b->cancelled || !b->started) {
    if (b->cancelled) release(b);
    return; /* an unstarted box that died reports when START comes */
  }
  buf_t p = {0};
  put_u32(&p, b->id);
  put_u32(&p, (uint32_t)b->status);
  uint8_t flags[2] = {(uint8_t)b->output_exceeded, (uint8_t)b->timed_out};
  buf_add(&p, flags, 2);
  uint64_t wall = (uint64_t)((b->exited_us ? b->exited_us : now_us()) - b->started_us);
  put_u32(&p, (uint32_t)(wall & 0xffffffffu));
  put_u32(&p, (uint32_t)(wall >> 32));
  put_str(&p, b->out.data, b->out.len);
  put_str(&p, b->err.data, b->err.len);
  put_str(&p, b->order.data, b->order.len);
  send_frame(102, &p);
  buf_free(&p);
  release(b);
}

static void on_sigchld(int sig) {
  (void)sig;
  int saved = errno;
  ssize_t ignored = write(sig_pipe[1], "c", 1);
  (void)ignored;
  errno = saved;
}

static void on_stop(int sig) {
  (void)sig;
  int saved = errno;
  stop_requested = 1;
  ssize_t ignored = write(sig_pipe[1], "t", 1);
  (void)ignored;
  errno = saved;
}

/*
 * Collects every child that has ended. A launcher's status goes to its box (which reports it);
 * anything else is an orphan of a sandbox adopted as subreaper, and is only reaped. A box's pid
 * is matched only while it has not exited: once reaped, that pid may come back as another process.
 */
static void reap(void) {
  for (;;) {
    int status;
    pid_t pid = waitpid(-1, &status, WNOHANG);
    if (pid <= 0) return;
    for (int i = 0; i < MAX_BOXES; i++) {
      box_t *b = &boxes[i];
      if (b->used && !b->exited && b->pid == pid) {
        b->exited = 1;
        b->status = status;
        b->exited_us = now_us();
        break;
      }
    }
  }
}

static void handle_commands(void) {
  char chunk[65536];
  for (;;) {
    ssize_t n = read(0, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno == EAGAIN) break;
    if (n <= 0) shut_down(0); /* the server is gone: take every sandbox with us */
    buf_add(&inbuf, chunk, (size_t)n);
  }
  size_t off = 0;
  while (inbuf.len - off >= 4) {
    const unsigned char *h = (const unsigned char *)inbuf.data + off;
    uint32_t len = (uint32_t)h[0] | (uint32_t)h[1] << 8 | (uint32_t)h[2] << 16 | (uint32_t)h[3] << 24;
    if (inbuf.len - off - 4 < len) break;
    reader_t r = {h + 5, len - 1, len == 0};
    uint8_t type = len ? h[4] : 0;
    if (type == 1) prepare(&r);
    else if (type == 2) start(&r);
    else if (type == 3) cancel(&r);
    off += 4 + len;
  }
  memmove(inbuf.data, inbuf.data + off, inbuf.len - off);
  inbuf.len -= off;
}

int main(void) {
  signal(SIGPIPE, SIG_IGN);
  if (pipe2(sig_pipe, O_CLOEXEC | O_NONBLOCK)) die("pipe");
  struct sigaction sa = {0};
  sa.sa_handler = on_sigchld;
  sa.sa_flags = SA_RESTART | SA_NOCLDSTOP;
  sigaction(SIGCHLD, &sa, NULL);
  struct sigaction stop = {0};
  stop.sa_handler = on_stop;
  stop.sa_flags = SA_RESTART;
  sigaction(SIGTERM, &stop, NULL);
  sigaction(SIGINT, &stop, NULL);
  sigaction(SIGHUP, &stop, NULL);
  /* Orphans of the sandboxes come to the agent, not to pid 1 (see the top of this file). */
  if (prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0)
    fprintf(stderr, "sandbox-agent: PR_SET_CHILD_SUBREAPER: %s\n", strerror(errno));
  fcntl(0, F_SETFL, fcntl(0, F_GETFL) | O_NONBLOCK);

  struct pollfd fds[2 + MAX_BOXES * 4];
  box_t *owner[2 + MAX_BOXES * 4];
  for (;;) {
    int n = 0;
    fds[n] = (struct pollfd){.fd = 0, .events = POLLIN};
    owner[n++] = NULL;
    fds[n] = (struct pollfd){.fd = sig_pipe[0], .events = POLLIN};
    owner[n++] = NULL;
    int64_t now = now_us(), wait_us = -1;
    for (int i = 0; i < MAX_BOXES; i++) {
      box_t *b = &boxes[i];
      if (!b->used) continue;
      int fds_of_box[4] = {b->out_fd, b->err_fd, b->started ? b->in_fd : -1, b->started ? b->prog_fd : -1};
      short events[4] = {POLLIN, POLLIN, POLLOUT, POLLOUT};
      for (int k = 0; k < 4; k++) {
        if (fds_of_box[k] < 0) continue;
        fds[n] = (struct pollfd){.fd = fds_of_box[k], .events = events[k]};
        owner[n++] = b;
      }
      if (b->started && !b->killed) {
        int64_t left = b->deadline_us - now;
        if (wait_us < 0 || left < wait_us) wait_us = left < 0 ? 0 : left;
      }
      if (b->exited && (b->out_fd >= 0 || b->err_fd >= 0)) {
        int64_t left = b->exited_us + GRACE_MS * 1000 - now;
        if (wait_us < 0 || left < wait_us) wait_us = left < 0 ? 0 : left;
      }
    }
    int timeout = wait_us < 0 ? -1 : (int)((wait_us + 999) / 1000);
    if (poll(fds, (nfds_t)n, timeout) < 0 && errno != EINTR) die("poll");

    if (fds[1].revents & POLLIN) {
      char drain[64];
      while (read(sig_pipe[0], drain, sizeof drain) > 0) {
      }
    }
    reap();
    if (stop_requested) shut_down(0);
    for (int i = 2; i < n; i++) {
      box_t *b = owner[i];
      if (!fds[i].revents || !b->used) continue;
      if (fds[i].fd == b->out_fd && b->datagrams) capture_datagrams(b);
      else if (fds[i].fd == b->out_fd) capture(b, &b->out_fd, &b->out);
      else if (fds[i].fd == b->err_fd) capture(b, &b->err_fd, &b->err);
      else if (fds[i].fd == b->in_fd) feed(&b->in_fd, &b->in_pending, &b->in_off);
      else if (fds[i].fd == b->prog_fd) feed(&b->prog_fd, &b->prog_pending, &b->prog_off);
    }
    now = now_us();
    for (int i = 0; i < MAX_BOXES; i++) {
      box_t *b = &boxes[i];
      if (!b->used) continue;
      if (b->started && !b->exited && !b->killed && now >= b->deadline_us) {
        b->timed_out = 1;
        kill_box(b);
      }
      if (b->exited && b->datagrams && b->out_fd >= 0) {
        /* Datagram sockets have no end of file: everything written is queued by now. */
        capture_datagrams(b);
        close_fd(&b->out_fd);
      }
      if (b->exited && (b->out_fd >= 0 || b->err_fd >= 0) && now >= b->exited_us + GRACE_MS * 1000) {
        /* Whatever still holds the pipes open is not the program: stop waiting for it. */
        close_fd(&b->out_fd);
        close_fd(&b->err_fd);
      }
      if (b->exited && b->out_fd < 0 && b->err_fd < 0) finish(b);
    }
    if (fds[0].revents) handle_commands();
  }
}
