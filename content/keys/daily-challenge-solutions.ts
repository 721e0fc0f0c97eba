import type { ChallengeSolutions } from '@domain/learning';

/**
 * Reference answers of SPEC's three daily challenges: each prints exactly its expectedOutput.
 * Server only: ESLint keeps the web app from importing anything under content/keys.
 */
export const dailyChallengeSolutions: ChallengeSolutions = {
  'daily-001': String.raw`#include <stdio.h>

/* Return the sum of the first count elements of values. */
int sum_array(const int values[], int count)
{
    int total = 0;

    for (int i = 0; i < count; i++) {
        total += values[i];
    }

    return total;
}

int main(void)
{
    int numbers[] = {1, 2, 3, 4, 5};
    int count = (int)(sizeof numbers / sizeof numbers[0]);

    printf("Sum: %d\n", sum_array(numbers, count));
    return 0;
}
`,
  'daily-002': String.raw`#include <stdio.h>
#include <string.h>

/* Return 1 if word reads the same forwards and backwards, 0 otherwise. */
int is_palindrome(const char *word)
{
    size_t length = strlen(word);

    for (size_t i = 0; i < length / 2; i++) {
        if (word[i] != word[length - 1 - i]) {
            return 0;
        }
    }

    return 1;
}

int main(void)
{
    const char *word = "racecar";

    if (is_palindrome(word)) {
        printf("%s is a palindrome\n", word);
    } else {
        printf("%s is not a palindrome\n", word);
    }
    return 0;
}
`,
  'daily-003': String.raw`#include <stdio.h>

/* Print the first count Fibonacci numbers on one line, separated by single spaces. */
void print_fibonacci(int count)
{
    unsigned long long previous = 0;
    unsigned long long current = 1;

    for (int i = 0; i < count; i++) {
        if (i > 0) {
            printf(" ");
        }
        printf("%llu", previous);

        unsigned long long next = previous + current;
        previous = current;
        current = next;
    }
}

int main(void)
{
    printf("First 10 Fibonacci numbers:\n");
    print_fibonacci(10);
    printf("\n");
    return 0;
}
`,
};
