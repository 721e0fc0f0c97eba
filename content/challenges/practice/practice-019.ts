import type { PracticeChallengeBody } from '../practice-summaries';

export const body: PracticeChallengeBody = {
  id: 'practice-019',
  instructions: `## Task

An \`unsigned int\` has 32 bits, which are four bytes of 8 bits. In hexadecimal each byte is exactly two digits, so \`0x12345678\` is made of the bytes \`12\`, \`34\`, \`56\` and \`78\`, from the highest to the lowest. Computers do not agree on the order in which they store those four bytes in memory (*big-endian* machines put \`12\` first, *little-endian* ones \`78\`), so programs that exchange binary data often have to reverse the byte order of a number. Complete two functions:

- \`get_byte(value, index)\` returns byte number \`index\` of \`value\`, from 0 to 255: byte 0 is the lowest 8 bits, byte 3 the highest. For \`0x12345678\`, byte 0 is \`0x78\` and byte 3 is \`0x12\`.
- \`swap_bytes(value)\` returns \`value\` with its four bytes in reverse order: \`0x12345678\` becomes \`0x78563412\`.

\`main\` already reads the numbers and prints one line for each of them.

## Input

Any number of values, separated by spaces or newlines, each written in hexadecimal with 1 to 8 digits (upper or lower case, without \`0x\`), so from 0 to FFFFFFFF.

## Output

One line per value, in input order, with every number in upper-case hexadecimal:

\`\`\`
<value, 8 digits>: bytes <byte 3> <byte 2> <byte 1> <byte 0>, swapped <swapped, 8 digits>
\`\`\`

When the swapped value equals the value, the line ends with \` (same both ways)\`.

## Example

Input:

\`\`\`
12345678 A1B2C3D4
ff
\`\`\`

Output:

\`\`\`
12345678: bytes 12 34 56 78, swapped 78563412
A1B2C3D4: bytes A1 B2 C3 D4, swapped D4C3B2A1
000000FF: bytes 00 00 00 FF, swapped FF000000
\`\`\`

## Requirements

- Work on the bits with shifts (\`>>\`, \`<<\`), masks (\`&\`) and \`|\`; do not go through strings or arrays.
- Keep every value \`unsigned\`: shifting a byte into the top bits of a signed \`int\` is undefined behaviour.
- Keep \`main\` as it is, and delete the \`(void)\` lines once your code uses the parameters.`,
  code: String.raw`#include <stdio.h>

/* Return byte number index of value: 0 is the lowest 8 bits, 3 the highest. */
unsigned int get_byte(unsigned int value, int index)
{
    /* Write this function: shift the byte down to the lowest 8 bits, then mask it. */
    (void)value; /* Delete these two lines once you use value and index. */
    (void)index;

    return 0;
}

/* Return value with its four bytes in reverse order. */
unsigned int swap_bytes(unsigned int value)
{
    /* Write this function: byte 0 becomes byte 3, byte 1 becomes byte 2, and so on. */
    return value;
}

int main(void)
{
    unsigned int value;

    while (scanf("%x", &value) == 1) {
        unsigned int swapped = swap_bytes(value);

        printf("%08X: bytes %02X %02X %02X %02X, swapped %08X%s\n", value, get_byte(value, 3),
               get_byte(value, 2), get_byte(value, 1), get_byte(value, 0), swapped,
               swapped == value ? " (same both ways)" : "");
    }
    return 0;
}
`,
  expectedOutput: `12345678: bytes 12 34 56 78, swapped 78563412
A1B2C3D4: bytes A1 B2 C3 D4, swapped D4C3B2A1
000000FF: bytes 00 00 00 FF, swapped FF000000`,
  hints: [
    'value >> (8 * index) moves byte index down to the lowest 8 bits. The higher bytes come along, so mask them off with & 0xFFu.',
    'Byte 0 of the value becomes byte 3 of the result: get_byte(value, 0) << 24. Byte 1 goes to bit 16, byte 2 to bit 8, and byte 3 stays in the lowest 8 bits.',
    'Combine the four moved bytes with |. Or loop index from 0 to 3 with result = (result << 8) | get_byte(value, index), which pushes each byte further up as the next one arrives.',
    'Test 12345678 first: every byte differs, so a byte that lands in the wrong place shows at once.',
  ],
  visibleCases: [
    {
      name: 'the example',
      stdin: '12345678 A1B2C3D4\nff\n',
      expectedOutput: `12345678: bytes 12 34 56 78, swapped 78563412
A1B2C3D4: bytes A1 B2 C3 D4, swapped D4C3B2A1
000000FF: bytes 00 00 00 FF, swapped FF000000`,
    },
    {
      name: 'values that read the same both ways',
      stdin: '0 AABBBBAA\n',
      expectedOutput: `00000000: bytes 00 00 00 00, swapped 00000000 (same both ways)
AABBBBAA: bytes AA BB BB AA, swapped AABBBBAA (same both ways)`,
    },
  ],
};
