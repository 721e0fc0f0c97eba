import type { PracticeChallengeBody } from '../practice-summaries';

export const body: PracticeChallengeBody = {
  id: 'practice-020',
  instructions: `## Task

A file's permissions fit in a single number, one bit per permission, as on Unix systems:

- \`read\` has the value 4 (\`100\` in binary) and the letter \`r\`;
- \`write\` has the value 2 (\`010\`) and the letter \`w\`;
- \`execute\` has the value 1 (\`001\`) and the letter \`x\`.

The name \`all\` stands for all three bits at once (7). \`main\` reads a starting mask and a list of commands, and calls five functions that you complete:

- \`grant(mask, perm)\` returns \`mask\` with the bits of \`perm\` switched on.
- \`revoke(mask, perm)\` returns \`mask\` with the bits of \`perm\` switched off.
- \`toggle(mask, perm)\` returns \`mask\` with the bits of \`perm\` flipped.
- \`has_permission(mask, perm)\` returns 1 when every bit of \`perm\` is on in \`mask\`, and 0 otherwise.
- \`format_permissions(mask, text)\` writes three letters and a terminating null character into \`text\`: \`r\`, \`w\` and \`x\` for the permissions that are on, \`-\` for those that are off (\`r-x\` for 5).

## Input

The first line holds the starting mask, a number from 0 to 7. Each following line holds one command:

- \`grant <name>\`, \`revoke <name>\` or \`toggle <name>\` changes the mask;
- \`check <name>\` asks whether the permission is on;
- \`show\` prints the current permissions.

A \`<name>\` is \`read\`, \`write\`, \`execute\` or \`all\`; any other name is unknown.

## Output

\`main\` prints these lines for you once your functions work:

- for \`check\`: \`<name>: allowed\` or \`<name>: denied\`;
- for \`show\`: the three letters, then the mask in parentheses, such as \`r-x (5)\`;
- for an unknown name: \`Unknown permission: <name>\`, and the mask does not change.

\`grant\`, \`revoke\` and \`toggle\` print nothing.

## Example

Input:

\`\`\`
0
grant read
grant write
show
check execute
toggle execute
show
revoke write
check write
check read
show
\`\`\`

Output:

\`\`\`
rw- (6)
execute: denied
rwx (7)
write: denied
read: allowed
r-x (5)
\`\`\`

## Requirements

- Use the bitwise operators \`|\`, \`&\`, \`~\` and \`^\`; no \`if\` is needed in \`grant\`, \`revoke\` and \`toggle\`.
- Granting a permission that is already on, or revoking one that is already off, leaves the mask unchanged.
- \`check all\` is allowed only when all three permissions are on.
- Keep \`main\` and \`permission_bit\` as they are, and delete the \`(void)\` lines once your code uses the parameters.`,
  code: String.raw`#include <stdio.h>
#include <string.h>

#define PERM_READ 4u
#define PERM_WRITE 2u
#define PERM_EXECUTE 1u
#define PERM_ALL (PERM_READ | PERM_WRITE | PERM_EXECUTE)

/* Return mask with the bits of perm switched on. */
unsigned grant(unsigned mask, unsigned perm)
{
    /* Write this function. */
    (void)perm; /* Delete this line once you use perm. */
    return mask;
}

/* Return mask with the bits of perm switched off. */
unsigned revoke(unsigned mask, unsigned perm)
{
    /* Write this function. */
    (void)perm; /* Delete this line once you use perm. */
    return mask;
}

/* Return mask with the bits of perm flipped. */
unsigned toggle(unsigned mask, unsigned perm)
{
    /* Write this function. */
    (void)perm; /* Delete this line once you use perm. */
    return mask;
}

/* Return 1 if every bit of perm is on in mask, 0 otherwise. */
int has_permission(unsigned mask, unsigned perm)
{
    /* Write this function. */
    (void)mask; /* Delete these two lines once you use the parameters. */
    (void)perm;
    return 0;
}

/* Write "rwx" into text, with '-' for each permission that is off in mask. */
void format_permissions(unsigned mask, char text[4])
{
    /* Write this function: fill text[0], text[1] and text[2], then end the string. */
    (void)mask; /* Delete this line once you use mask. */
    strcpy(text, "???");
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
  expectedOutput: `rw- (6)
execute: denied
rwx (7)
write: denied
read: allowed
r-x (5)`,
  hints: [
    'Each permission is one bit, so the operators you need work on every bit at the same time: | to set, & to test or clear, ^ to flip.',
    'mask | perm switches the bits of perm on, and mask ^ perm flips them. To switch them off, keep only the other bits: mask & ~perm.',
    'For has_permission, mask & perm keeps the bits of perm that are on in mask. Compare the result with perm itself, so that check all needs all three bits.',
    "In format_permissions, test one bit per letter: text[0] = (mask & PERM_READ) ? 'r' : '-'; then the same for w and x, and finish with text[3] = '\\0';",
  ],
  visibleCases: [
    {
      name: 'the example',
      stdin:
        '0\ngrant read\ngrant write\nshow\ncheck execute\ntoggle execute\nshow\nrevoke write\ncheck write\ncheck read\nshow\n',
      expectedOutput: `rw- (6)
execute: denied
rwx (7)
write: denied
read: allowed
r-x (5)`,
    },
  ],
};
