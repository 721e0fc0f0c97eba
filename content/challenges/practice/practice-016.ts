import type { PracticeChallengeBody } from '../practice-summaries';

export const body: PracticeChallengeBody = {
  id: 'practice-016',
  instructions: `## Task

Complete two recursive functions. Neither may use a loop: each solves a smaller version of the same problem by calling itself.

**\`power_mod(base, exponent, modulus)\`** returns base to the power exponent, modulo modulus: the remainder of base^exponent divided by modulus, always between 0 and modulus - 1. Any number to the power 0 is 1, including 0^0, so \`power_mod(0, 0, 7)\` is 1, but \`power_mod(0, 0, 1)\` is 0 because every remainder modulo 1 is 0.

The exponent can be as large as 10^18, so multiplying \`base\` exponent times would take far too long. Use squaring instead: base^exponent is (base^(exponent / 2))^2 when exponent is even, and base × (base^(exponent / 2))^2 when it is odd (with / rounding down). Each call halves the exponent, so 10^18 needs only about 60 calls. The powers themselves are astronomically large, but you never need them: (x × y) mod m equals ((x mod m) × (y mod m)) mod m, so reduce every product modulo \`modulus\` as soon as you compute it.

**\`gcd(a, b)\`** returns the greatest common divisor of \`a\` and \`b\`, the largest number that divides both: \`gcd(48, 18)\` is 6. Use Euclid's algorithm: gcd(a, 0) is a, and otherwise gcd(a, b) is gcd(b, a mod b). So \`gcd(0, 0)\` is 0 and \`gcd(0, 7)\` is 7.

\`main\` is already written: it reads the commands and prints one line for each.

## Input

- The first line holds \`q\`, the number of commands, between 1 and 100.
- Each of the next \`q\` lines holds one command:
  - \`pow a b m\`, with 0 ≤ a ≤ 10^18, 0 ≤ b ≤ 10^18 and 1 ≤ m ≤ 10^9;
  - \`gcd a b\`, with 0 ≤ a ≤ 10^18 and 0 ≤ b ≤ 10^18.

## Output

One line per command: \`a^b mod m = X\` for \`pow\` and \`gcd(a, b) = X\` for \`gcd\`.

## Example

Input:

\`\`\`
4
pow 2 10 1000000000
pow 3 200 1009
gcd 48 18
gcd 17 5
\`\`\`

Output:

\`\`\`
2^10 mod 1000000000 = 1024
3^200 mod 1009 = 985
gcd(48, 18) = 6
gcd(17, 5) = 1
\`\`\`

## Requirements

- Both functions are recursive, with no loops.
- \`power_mod\` halves the exponent at every call: a version that lowers it by 1 at a time cannot reach 10^18.
- No signed overflow: a \`long long\` holds numbers up to about 9.2 × 10^18, so only multiply numbers that are already below \`modulus\` (at most 10^9).
- Keep \`main\` as it is, and delete the \`(void)\` lines once your code uses the parameters.`,
  code: String.raw`#include <stdio.h>
#include <string.h>

/* Return base to the power exponent, modulo modulus (a result from 0 to modulus - 1).
   Recursive: halve the exponent at every call. */
long long power_mod(long long base, long long exponent, long long modulus)
{
    /* Write this function: the base case is exponent 0; otherwise compute the power
       for exponent / 2 once, square it, and multiply by base once more when exponent is odd. */
    (void)base; /* Delete these three lines once you use the parameters. */
    (void)exponent;
    (void)modulus;

    return 0;
}

/* Return the greatest common divisor of a and b with Euclid's algorithm, recursively. */
long long gcd(long long a, long long b)
{
    /* Write this function: gcd(a, 0) is a; otherwise gcd(a, b) is gcd(b, a % b). */
    (void)a; /* Delete these two lines once you use the parameters. */
    (void)b;

    return 0;
}

int main(void)
{
    int q;

    if (scanf("%d", &q) != 1) {
        return 1;
    }
    for (int i = 0; i < q; i++) {
        char command[8];
        if (scanf("%7s", command) != 1) {
            return 1;
        }

        if (strcmp(command, "pow") == 0) {
            long long base;
            long long exponent;
            long long modulus;
            if (scanf("%lld %lld %lld", &base, &exponent, &modulus) != 3 || modulus < 1) {
                return 1;
            }
            printf("%lld^%lld mod %lld = %lld\n", base, exponent, modulus,
                   power_mod(base, exponent, modulus));
        } else if (strcmp(command, "gcd") == 0) {
            long long a;
            long long b;
            if (scanf("%lld %lld", &a, &b) != 2) {
                return 1;
            }
            printf("gcd(%lld, %lld) = %lld\n", a, b, gcd(a, b));
        } else {
            return 1; /* an unknown command */
        }
    }
    return 0;
}
`,
  expectedOutput: `2^10 mod 1000000000 = 1024
3^200 mod 1009 = 985
gcd(48, 18) = 6
gcd(17, 5) = 1`,
  hints: [
    'Each recursive function needs a base case that returns without calling itself: exponent == 0 for power_mod, b == 0 for gcd. For power_mod, return 1 % modulus rather than 1, so that modulus 1 gives 0.',
    'Call power_mod(base, exponent / 2, modulus) only once and keep the result in a variable, half. Calling it twice, once for each factor, brings back all the work that squaring saves.',
    'Square with half * half % modulus. When exponent is odd (exponent % 2 == 1), multiply that by base % modulus and take % modulus again.',
    'base itself can be up to 10^18, so base * anything can overflow: always use base % modulus in a product. half is already below modulus, so half * half stays below 10^18.',
  ],
  visibleCases: [
    {
      name: 'small powers and divisors',
      stdin: '4\npow 2 10 1000000000\npow 3 200 1009\ngcd 48 18\ngcd 17 5\n',
      expectedOutput:
        '2^10 mod 1000000000 = 1024\n3^200 mod 1009 = 985\ngcd(48, 18) = 6\ngcd(17, 5) = 1',
    },
    {
      name: 'the largest numbers',
      stdin:
        '2\npow 1000000000000000000 1000000000000000000 1000000007\ngcd 1000000000000000000 600000000000000000\n',
      expectedOutput:
        '1000000000000000000^1000000000000000000 mod 1000000007 = 504853526\ngcd(1000000000000000000, 600000000000000000) = 200000000000000000',
    },
  ],
};
