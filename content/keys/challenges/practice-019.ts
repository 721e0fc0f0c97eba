import type { ChallengeKey } from '@domain/challenge-content';

export const key: ChallengeKey = {
  challengeId: 'practice-019',
  solution: String.raw`#include <stdio.h>

/* Return byte number index of value: 0 is the lowest 8 bits, 3 the highest. */
unsigned int get_byte(unsigned int value, int index)
{
    return (value >> (8 * index)) & 0xFFu;
}

/* Return value with its four bytes in reverse order. */
unsigned int swap_bytes(unsigned int value)
{
    unsigned int result = 0;

    for (int index = 0; index < 4; index++) {
        result = (result << 8) | get_byte(value, index);
    }
    return result;
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
  hiddenCases: [
    {
      name: 'the highest and lowest bits',
      stdin: '80000001\n1\n80000000\n',
      expectedOutput: `80000001: bytes 80 00 00 01, swapped 01000080
00000001: bytes 00 00 00 01, swapped 01000000
80000000: bytes 80 00 00 00, swapped 00000080`,
    },
    {
      name: 'every bit set',
      stdin: 'FFFFFFFF FFFF0000\n',
      expectedOutput: `FFFFFFFF: bytes FF FF FF FF, swapped FFFFFFFF (same both ways)
FFFF0000: bytes FF FF 00 00, swapped 0000FFFF`,
    },
    {
      name: 'lower-case digits',
      stdin: 'deadbeef c0ffee\n',
      expectedOutput: `DEADBEEF: bytes DE AD BE EF, swapped EFBEADDE
00C0FFEE: bytes 00 C0 FF EE, swapped EEFFC000`,
    },
    {
      name: 'the two middle bytes',
      stdin: '00ABCD00 0000AB00\n',
      expectedOutput: `00ABCD00: bytes 00 AB CD 00, swapped 00CDAB00
0000AB00: bytes 00 00 AB 00, swapped 00AB0000`,
    },
    {
      name: 'no values at all',
      stdin: '',
      expectedOutput: '',
    },
  ],
};
