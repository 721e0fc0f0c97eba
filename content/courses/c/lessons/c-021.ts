import type { LessonBody } from '@content/courses/lesson-parts';

/** Lesson c-021's text, example program and exercise; its outline is in ../outline.ts. */
export const lesson: LessonBody = {
  content: `# Bit Manipulation

Inside the computer, every integer is a row of *bits*, binary digits that are either 0 or 1. Most of the time you can ignore them, but some jobs work directly on single bits: packing eight yes/no settings into one byte, reading a hardware register, computing checksums, or writing fast tricks such as "is this a power of two?". C gives you operators that work on the bits of an integer one by one.

## Binary and hexadecimal

In binary, each position is worth twice the one to its right: \`1011 0100\` is 128 + 32 + 16 + 4 = 180. Long rows of bits are hard to read, so programmers write them in *hexadecimal* (base 16), where each hex digit stands for exactly four bits:

\`\`\`c
unsigned int a = 0xB4;   // 1011 0100: B is 1011, 4 is 0100
printf("%u %X %#x\\n", a, a, a);   // 180 B4 0xb4
\`\`\`

\`%u\` prints an \`unsigned int\` in decimal, \`%X\` prints it in hexadecimal with capital letters, \`%x\` with small ones, \`%#x\` adds \`0x\`, and \`%02X\` pads to at least two digits. Standard C17 has no binary literals or binary format: \`0b10110100\` is a gcc extension (C23 adds it). To print bits, you loop over them, as \`print_bits\` does in the example.

## Use unsigned types

Do bit work on \`unsigned\` types. For signed integers, some shifts are undefined behaviour and others are implementation-defined, as explained below. On CodeNest, as on most systems, \`unsigned int\` has 32 bits. A literal with a \`u\` suffix, such as \`1u\`, is unsigned.

## The bitwise operators

They compare two numbers bit by bit, position by position:

- \`a & b\` (AND): a bit is 1 only where **both** have a 1.
- \`a | b\` (OR): a bit is 1 where **either** has a 1.
- \`a ^ b\` (XOR, exclusive or): a bit is 1 where the two **differ**.
- \`~a\` (NOT): every bit flipped.

\`\`\`c
  1011 0100    a
& 0011 1100    b
= 0011 0100    a & b
\`\`\`

Do not confuse them with the *logical* operators of lesson 3. \`&&\` and \`||\` treat whole values as true or false and give 0 or 1: \`6 && 1\` is 1, while \`6 & 1\` is 0, because \`110\` and \`001\` share no bit.

## Shifts

\`x << n\` moves every bit \`n\` places to the left, filling with zeros; for unsigned values this multiplies by 2 to the power \`n\`, and bits that move past the top are lost. \`x >> n\` moves them right, dividing by 2 to the power \`n\` and dropping the remainder.

\`\`\`c
1u << 3     // 8: the bit for position 3
0xB4u >> 2  // 45 (180 / 4)
\`\`\`

The rules that catch people:

- Shifting by a negative amount, or by the width of the type or more (\`x << 32\` for a 32-bit \`unsigned int\`), is **undefined behaviour**.
- Left-shifting a negative \`int\`, or shifting a 1 into or past its sign bit, as in \`1 << 31\`, is **undefined behaviour**. Write \`1u << 31\`.
- Right-shifting a negative \`int\` is **implementation-defined**: gcc copies the sign bit, other compilers need not.

## Masks: set, clear, toggle, test

A *mask* is a value with 1s at the positions you care about. \`1u << n\` is the mask for bit \`n\` (counting from 0 at the right). With it, four one-line idioms cover most bit work:

\`\`\`c
flags |= 1u << n;                     // set bit n
flags &= ~(1u << n);                  // clear bit n
flags ^= 1u << n;                     // toggle bit n
int is_set = (flags & (1u << n)) != 0; // test bit n: 1 if it is set
unsigned int bit = (flags >> n) & 1u;  // the same test, shifting the other way
\`\`\`

Clearing works because \`~(1u << n)\` has a 1 everywhere except at position \`n\`, so AND keeps every other bit as it was.

## Flags

Give each bit a name, and one \`unsigned int\` holds a set of options:

\`\`\`c
#define PERM_READ  (1u << 0)
#define PERM_WRITE (1u << 1)
#define PERM_EXEC  (1u << 2)

unsigned int perms = PERM_READ | PERM_EXEC;   // read and execute
\`\`\`

You can also use \`enum\` constants for flags; they have type \`int\`, which is fine for small bit positions.

## Two classic tricks

\`x & (x - 1)\` clears the lowest 1 bit of \`x\`. Subtracting 1 turns the lowest 1 into 0 and the zeros below it into 1s, and the AND removes both changes:

\`\`\`c
  0110 1000    x
& 0110 0111    x - 1
= 0110 0000
\`\`\`

Two things follow. Repeating it until \`x\` is 0 counts the 1 bits, one step per 1. And a power of two has exactly one 1 bit, so \`x != 0 && (x & (x - 1)) == 0\` tests whether \`x\` is a power of two.

## Common mistakes

- **Precedence.** \`==\` binds tighter than \`&\`, so \`if (x & 1 == 0)\` means \`x & (1 == 0)\`, which is always 0. gcc warns *suggest parentheses around comparison in operand of &*. Write \`if ((x & 1) == 0)\`.
- **Signed shifts.** \`1 << 31\` with a plain \`int\` is undefined behaviour, and \`-Wall\` does not always warn. Use \`1u << 31\` and unsigned variables.
- **\`&\` instead of \`&&\`.** \`if (a & b)\` asks whether the two share a bit, not whether both are non-zero. With \`a = 2\` and \`b = 1\` it is false.
- **Forgetting \`~\` when clearing.** \`flags &= 1u << n\` does not clear bit \`n\`; it clears every *other* bit.

## Try it

- Change \`b\` to \`0xFF\` and predict \`a & b\`, \`a | b\` and \`a ^ b\` before running.
- Show \`a >> 4\` and \`a & 0xF\`: they are the two hex digits of \`a\`.
- After the toggles, set \`PERM_EXEC\` again with \`|=\` and print the permissions.
- Extend the power-of-two loop to run from 1 to 16.`,
  code: String.raw`#include <stdio.h>

/* Each permission is one bit of a flags value. */
#define PERM_READ (1u << 0)  /* 001 */
#define PERM_WRITE (1u << 1) /* 010 */
#define PERM_EXEC (1u << 2)  /* 100 */

/* Prints the lowest width bits of value, highest bit first. */
static void print_bits(unsigned int value, int width)
{
    for (int bit = width - 1; bit >= 0; bit--) {
        putchar((value >> bit) & 1u ? '1' : '0');
    }
}

/* Shows a value's lowest 8 bits in binary, decimal and hexadecimal. */
static void show(const char *label, unsigned int value)
{
    printf("%-7s= ", label);
    print_bits(value, 8);
    printf(" (%3u, 0x%02X)\n", value & 0xFFu, value & 0xFFu);
}

/* Counts the 1 bits: x & (x - 1) clears the lowest one each time. */
static int count_ones(unsigned int x)
{
    int count = 0;
    while (x != 0) {
        x &= x - 1;
        count++;
    }
    return count;
}

int main(void)
{
    unsigned int a = 0xB4; /* 1011 0100 */
    unsigned int b = 0x3C; /* 0011 1100 */

    show("a", a);
    show("b", b);
    show("a & b", a & b);
    show("a | b", a | b);
    show("a ^ b", a ^ b);
    show("~a", ~a);         /* ~ flips all 32 bits; we see the lowest 8 */
    show("a << 1", a << 1); /* 360 needs 9 bits; we see the lowest 8 */
    show("a >> 2", a >> 2);

    unsigned int perms = 0;
    perms |= PERM_READ | PERM_EXEC; /* set two bits */
    printf("perms: ");
    print_bits(perms, 3);
    printf(", can write: %s\n", (perms & PERM_WRITE) ? "yes" : "no");
    perms ^= PERM_WRITE; /* toggle: off becomes on */
    perms &= ~PERM_EXEC; /* clear */
    printf("perms: ");
    print_bits(perms, 3);
    printf(", can write: %s\n", (perms & PERM_WRITE) ? "yes" : "no");

    printf("ones in a: %d\n", count_ones(a));
    for (unsigned int n = 6; n <= 8; n++) {
        int power = n != 0 && (n & (n - 1)) == 0;
        printf("%u is %sa power of two\n", n, power ? "" : "not ");
    }
    return 0;
}
`,
  expectedOutput: `a      = 10110100 (180, 0xB4)
b      = 00111100 ( 60, 0x3C)
a & b  = 00110100 ( 52, 0x34)
a | b  = 10111100 (188, 0xBC)
a ^ b  = 10001000 (136, 0x88)
~a     = 01001011 ( 75, 0x4B)
a << 1 = 01101000 (104, 0x68)
a >> 2 = 00101101 ( 45, 0x2D)
perms: 101, can write: no
perms: 011, can write: yes
ones in a: 4
6 is not a power of two
7 is not a power of two
8 is a power of two`,
  exercise: {
    title: 'A Bit Report',
    task: `Write three small bit functions and let \`main\` (already written) report on every number it reads:

- \`count_ones(x)\` returns how many bits of \`x\` are 1.
- \`is_power_of_two(x)\` returns 1 if \`x\` is a power of two (1, 2, 4, 8, ...), otherwise 0. Zero is not a power of two.
- \`print_binary(x)\` prints \`x\` in binary with no leading zeros. Zero prints as \`0\`.

**Input:** any number of unsigned integers separated by white space, each between 0 and 4294967295 (an \`unsigned int\` has 32 bits on CodeNest).

**Output:** for each number, one line in the form \`N = BINARY, ones: K, power of two: yes\` (or \`no\`).

**Example.** For the input \`13 16 0\` the program prints

\`\`\`
13 = 1101, ones: 3, power of two: no
16 = 10000, ones: 1, power of two: yes
0 = 0, ones: 0, power of two: no
\`\`\``,
    starterCode: String.raw`#include <stdio.h>

/* Returns how many bits of x are 1. */
int count_ones(unsigned int x)
{
    /* Your code here: count the 1 bits, for example by testing each of the 32 bits,
       or with the x & (x - 1) trick from the lesson. */
    (void)x;
    return 0;
}

/* Returns 1 if x is a power of two (exactly one bit is 1), otherwise 0. */
int is_power_of_two(unsigned int x)
{
    /* Your code here. */
    (void)x;
    return 0;
}

/* Prints x in binary without leading zeros; 0 prints as a single 0. */
void print_binary(unsigned int x)
{
    /* Your code here: go from bit 31 down to bit 0 and print '0' or '1' for each bit,
       starting at the highest 1 bit. */
    (void)x;
}

int main(void)
{
    unsigned int n;
    while (scanf("%u", &n) == 1) {
        printf("%u = ", n);
        print_binary(n);
        printf(", ones: %d, power of two: %s\n", count_ones(n),
               is_power_of_two(n) ? "yes" : "no");
    }
    return 0;
}
`,
    hints: [
      'Bit number `b` of `x` (counting from 0 at the right) is `(x >> b) & 1u`. A loop over `b` from 0 to 31 can count the 1 bits.',
      'A power of two has exactly one bit set, so you can reuse `count_ones`, or use the trick `x != 0 && (x & (x - 1)) == 0`.',
      'For `print_binary`, loop `bit` from 31 down to 0. Keep a flag that turns on at the first 1 bit and print only once it is on. If it never turned on, `x` was 0: print a single `0`.',
      'Use `1u`, not `1`, in shifts: `1 << 31` on a signed `int` is undefined behaviour, and the largest input needs all 32 bits.',
    ],
    visibleCases: [
      {
        name: 'the example',
        stdin: '13 16 0\n',
        expectedOutput: `13 = 1101, ones: 3, power of two: no
16 = 10000, ones: 1, power of two: yes
0 = 0, ones: 0, power of two: no`,
      },
      {
        name: 'small numbers',
        stdin: '1 2 3 6 8\n',
        expectedOutput: `1 = 1, ones: 1, power of two: yes
2 = 10, ones: 1, power of two: yes
3 = 11, ones: 2, power of two: no
6 = 110, ones: 2, power of two: no
8 = 1000, ones: 1, power of two: yes`,
      },
    ],
  },
};
