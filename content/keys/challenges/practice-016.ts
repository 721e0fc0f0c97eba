import type { ChallengeKey } from '@domain/challenge-content';

export const key: ChallengeKey = {
  challengeId: 'practice-016',
  solution: String.raw`#include <stdio.h>
#include <string.h>

/* Return base to the power exponent, modulo modulus (a result from 0 to modulus - 1).
   Recursive: halve the exponent at every call. */
long long power_mod(long long base, long long exponent, long long modulus)
{
    if (exponent == 0) {
        return 1 % modulus; /* 0 when modulus is 1 */
    }

    /* half and base % modulus are below modulus <= 10^9, so each product stays
       below 10^18 and fits in a long long. */
    long long half = power_mod(base, exponent / 2, modulus);
    long long result = half * half % modulus;
    if (exponent % 2 == 1) {
        result = result * (base % modulus) % modulus;
    }
    return result;
}

/* Return the greatest common divisor of a and b with Euclid's algorithm, recursively. */
long long gcd(long long a, long long b)
{
    if (b == 0) {
        return a;
    }
    return gcd(b, a % b);
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
  hiddenCases: [
    {
      name: 'modulus 1 and zero powers',
      stdin: '5\npow 5 3 1\npow 0 0 7\npow 0 0 1\npow 0 5 13\npow 7 0 10\n',
      expectedOutput: [
        '5^3 mod 1 = 0',
        '0^0 mod 7 = 1',
        '0^0 mod 1 = 0',
        '0^5 mod 13 = 0',
        '7^0 mod 10 = 1',
      ].join('\n'),
    },
    {
      name: 'a base larger than the modulus',
      stdin: '2\npow 12 1 10\npow 2 62 1000000000\n',
      expectedOutput: '12^1 mod 10 = 2\n2^62 mod 1000000000 = 427387904',
    },
    {
      name: 'the largest products',
      stdin:
        '3\npow 999999999 1000000000000000000 1000000000\npow 999999999 999999999999999999 1000000000\npow 123456789 987654321 998244353\n',
      expectedOutput: [
        '999999999^1000000000000000000 mod 1000000000 = 1',
        '999999999^999999999999999999 mod 1000000000 = 999999999',
        '123456789^987654321 mod 998244353 = 730701112',
      ].join('\n'),
    },
    {
      name: 'gcd with zeros',
      stdin: '3\ngcd 0 0\ngcd 0 7\ngcd 7 0\n',
      expectedOutput: 'gcd(0, 0) = 0\ngcd(0, 7) = 7\ngcd(7, 0) = 7',
    },
    {
      name: 'gcd in either order and of large numbers',
      stdin:
        '4\ngcd 18 48\ngcd 420196140727489673 259695496911122585\ngcd 1000000000000000000 1000000000000000000\ngcd 1 1000000000000000000\n',
      expectedOutput: [
        'gcd(18, 48) = 6',
        'gcd(420196140727489673, 259695496911122585) = 1',
        'gcd(1000000000000000000, 1000000000000000000) = 1000000000000000000',
        'gcd(1, 1000000000000000000) = 1',
      ].join('\n'),
    },
  ],
};
