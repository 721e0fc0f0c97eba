// Attacks the network: TCP to the host's PostgreSQL port and to a public DNS server.
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

static void attempt(const char *address, int port) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) {
    printf("%s:%d: socket: blocked: %s\n", address, port, strerror(errno));
    return;
  }
  struct sockaddr_in to = {.sin_family = AF_INET, .sin_port = htons((unsigned short)port)};
  inet_pton(AF_INET, address, &to.sin_addr);
  if (connect(fd, (struct sockaddr *)&to, sizeof to) != 0) {
    printf("%s:%d: connect: blocked: %s\n", address, port, strerror(errno));
  } else {
    printf("%s:%d: CONNECTED\n", address, port);
  }
  close(fd);
}

int main(void) {
  attempt("127.0.0.1", 5432);
  attempt("1.1.1.1", 53);
  // Other families: raw packets and IPv6.
  int raw = socket(AF_PACKET, SOCK_RAW, 0);
  printf("packet socket: %s\n", raw < 0 ? strerror(errno) : "OPENED");
  int v6 = socket(AF_INET6, SOCK_DGRAM, 0);
  printf("ipv6 socket: %s\n", v6 < 0 ? strerror(errno) : "OPENED");
  return 0;
}
