// Attacks the network through the resolver: looks up a public name.
#define _GNU_SOURCE
#include <netdb.h>
#include <stdio.h>
#include <sys/socket.h>

int main(void) {
  struct addrinfo hints = {.ai_family = AF_UNSPEC, .ai_socktype = SOCK_STREAM};
  struct addrinfo *found = NULL;
  int rc = getaddrinfo("example.com", "80", &hints, &found);
  if (rc != 0) {
    printf("getaddrinfo: blocked: %s\n", gai_strerror(rc));
  } else {
    puts("getaddrinfo: RESOLVED");
    freeaddrinfo(found);
  }
  return 0;
}
