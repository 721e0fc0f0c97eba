// Attacks the storage limits (/tmp, /dev/shm, /work, /): writes 256 KiB files into the folder
// named on stdin until it is full, at most 1 GiB. The files carry a token from stdin so the
// test can look for them on the host.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(void) {
  char dir[256], token[64];
  if (scanf("%255s %63s", dir, token) != 2) return 2;
  static char chunk[256 * 1024];
  memset(chunk, 'x', sizeof chunk);
  for (int n = 0; n < 4096; n++) {
    char file[400];
    snprintf(file, sizeof file, "%s/%s-%d", dir, token, n);
    int fd = open(file, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) {
      printf("%s: stopped after %d files: %s\n", dir, n, strerror(errno));
      return 0;
    }
    ssize_t done = 0;
    while (done < (ssize_t)sizeof chunk) {
      ssize_t w = write(fd, chunk + done, sizeof chunk - (size_t)done);
      if (w < 0) {
        printf("%s: stopped after %d files: %s\n", dir, n, strerror(errno));
        close(fd);
        return 0;
      }
      done += w;
    }
    close(fd);
  }
  printf("%s: wrote 4096 files (1 GiB) without running out of space\n", dir);
  return 0;
}
