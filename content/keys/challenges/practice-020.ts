import type { ChallengeKey } from '@domain/challenge-content';

export const key: ChallengeKey = {
  challengeId: 'practice-020',
  solution: String.raw`#include <stdio.h>
#include <string.h>

#define PERM_READ 4u
#define PERM_WRITE 2u
#define PERM_EXECUTE 1u
#define PERM_ALL (PERM_READ | PERM_WRITE | PERM_EXECUTE)

/* Return mask with the bits of perm switched on. */
unsigned grant(unsigned mask, unsigned perm)
{
    return mask | perm;
}

/* Return mask with the bits of perm switched off. */
unsigned revoke(unsigned mask, unsigned perm)
{
    return mask & ~perm;
}

/* Return mask with the bits of perm flipped. */
unsigned toggle(unsigned mask, unsigned perm)
{
    return mask ^ perm;
}

/* Return 1 if every bit of perm is on in mask, 0 otherwise. */
int has_permission(unsigned mask, unsigned perm)
{
    return (mask & perm) == perm;
}

/* Write "rwx" into text, with '-' for each permission that is off in mask. */
void format_permissions(unsigned mask, char text[4])
{
    text[0] = (mask & PERM_READ) ? 'r' : '-';
    text[1] = (mask & PERM_WRITE) ? 'w' : '-';
    text[2] = (mask & PERM_EXECUTE) ? 'x' : '-';
    text[3] = '\0';
}

/* Return the bits of a permission name, or 0 for an unknown name. */
unsigned permission_bit(const char *name)
{
    if (strcmp(name, "read") == 0) {
        return PERM_READ;
    }
    if (strcmp(name, "write") == 0) {
        return PERM_WRITE;
    }
    if (strcmp(name, "execute") == 0) {
        return PERM_EXECUTE;
    }
    if (strcmp(name, "all") == 0) {
        return PERM_ALL;
    }
    return 0;
}

int main(void)
{
    unsigned mask;
    char action[16];
    char name[16];
    char text[4];

    if (scanf("%u", &mask) != 1 || mask > PERM_ALL) {
        return 1;
    }

    while (scanf("%15s", action) == 1) {
        if (strcmp(action, "show") == 0) {
            format_permissions(mask, text);
            printf("%s (%u)\n", text, mask);
            continue;
        }
        if (scanf("%15s", name) != 1) {
            break;
        }

        unsigned perm = permission_bit(name);
        if (perm == 0) {
            printf("Unknown permission: %s\n", name);
        } else if (strcmp(action, "grant") == 0) {
            mask = grant(mask, perm);
        } else if (strcmp(action, "revoke") == 0) {
            mask = revoke(mask, perm);
        } else if (strcmp(action, "toggle") == 0) {
            mask = toggle(mask, perm);
        } else if (strcmp(action, "check") == 0) {
            printf("%s: %s\n", name, has_permission(mask, perm) ? "allowed" : "denied");
        }
    }
    return 0;
}
`,
  hiddenCases: [
    {
      name: 'everything on, then revoke all',
      stdin: '7\nshow\nrevoke all\nshow\ncheck read\ncheck all\n',
      expectedOutput: `rwx (7)
--- (0)
read: denied
all: denied`,
    },
    {
      name: 'granting twice, revoking what is off, toggling',
      stdin: '4\ngrant read\nrevoke execute\nshow\ntoggle all\nshow\ntoggle write\nshow\n',
      expectedOutput: `r-- (4)
-wx (3)
--x (1)`,
    },
    {
      name: 'unknown names and check all',
      stdin: '6\ncheck all\ngrant admin\nshow\ngrant execute\ncheck all\nrevoke everything\nshow\n',
      expectedOutput: `all: denied
Unknown permission: admin
rw- (6)
all: allowed
Unknown permission: everything
rwx (7)`,
    },
    {
      name: 'no permissions at all',
      stdin: '0\nshow\ncheck execute\n',
      expectedOutput: `--- (0)
execute: denied`,
    },
  ],
};
