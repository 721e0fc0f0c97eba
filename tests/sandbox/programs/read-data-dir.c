// Attacks the server's own data: tries to read the database and the JWT secret in the DATA_DIR
// whose path arrives on stdin, and to list the folder.
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>

int main(void) {
  char dir[256];
  if (scanf("%255s", dir) != 1) return 2;
  const char *names[] = {"codenest.sqlite", "jwt-secret"};
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
    char file[400];
    snprintf(file, sizeof file, "%s/%s", dir, names[i]);
    FILE *f = fopen(file, "r");
    if (f == NULL) {
      printf("%s: blocked: %s\n", names[i], strerror(errno));
      continue;
    }
    char buffer[4096];
    printf("%s: READ %zu bytes\n", names[i], fread(buffer, 1, sizeof buffer, f));
    fclose(f);
  }
  DIR *listing = opendir(dir);
  if (listing == NULL) {
    printf("listing: blocked: %s\n", strerror(errno));
  } else {
    struct dirent *entry;
    while ((entry = readdir(listing)) != NULL) printf("listing: FOUND %s\n", entry->d_name);
    closedir(listing);
  }
  return 0;
}
