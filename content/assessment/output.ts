import type { AssessmentItem } from '@domain/assessment-content';

const WHAT_IT_PRINTS = 'What does this program print?';

/** The prompt of a program that reads standard input: the input, shown as a code block. */
function printsWithInput(stdin: string): string {
  return `What does this program print when its standard input is:\n\n\`\`\`\n${stdin}\`\`\``;
}

/** "What does this program print": each answer is checked against a real run of the program. */
export const outputItems: AssessmentItem[] = [
  {
    id: 'a-033',
    kind: 'output',
    concept: 'basics',
    lessonId: 'c-001',
    prompt: WHAT_IT_PRINTS,
    program: String.raw`#include <stdio.h>

int main(void)
{
    printf("Hello");
    printf(", C\n");
    /* printf("hidden\n"); */
    printf("a\tb\n");
    return 0;
}
`,
    stdin: '',
  },
  {
    id: 'a-034',
    kind: 'output',
    concept: 'basics',
    lessonId: 'c-001',
    prompt: WHAT_IT_PRINTS,
    program: String.raw`#include <stdio.h>

int main(void)
{
    printf("100%%\n");
    printf("\"quoted\"\n");
    printf("one\\two\n");
    return 0;
}
`,
    stdin: '',
  },
  {
    id: 'a-035',
    kind: 'output',
    concept: 'types-and-operators',
    lessonId: 'c-003',
    prompt: WHAT_IT_PRINTS,
    program: String.raw`#include <stdio.h>

int main(void)
{
    int a = 17;
    int b = 5;
    printf("%d %d\n", a / b, a % b);
    printf("%d %d\n", -a / b, -a % b);
    printf("%.2f\n", (double)a / b);
    return 0;
}
`,
    stdin: '',
  },
  {
    id: 'a-036',
    kind: 'output',
    concept: 'types-and-operators',
    lessonId: 'c-003',
    prompt: WHAT_IT_PRINTS,
    program: String.raw`#include <stdio.h>

int main(void)
{
    int i = 5;
    int a = i++;
    int b = ++i;
    printf("%d %d %d\n", a, b, i);
    return 0;
}
`,
    stdin: '',
  },
  {
    id: 'a-037',
    kind: 'output',
    concept: 'types-and-operators',
    lessonId: 'c-002',
    prompt: WHAT_IT_PRINTS,
    program: String.raw`#include <stdio.h>

int main(void)
{
    double price = 9.99;
    int whole = (int)price;
    char letter = 'A' + 2;
    printf("%d %c %d\n", whole, letter, letter);
    printf("%zu %zu\n", sizeof(char), sizeof letter);
    return 0;
}
`,
    stdin: '',
  },
  {
    id: 'a-038',
    kind: 'output',
    concept: 'control-flow',
    lessonId: 'c-004',
    prompt: WHAT_IT_PRINTS,
    program: String.raw`#include <stdio.h>

int main(void)
{
    for (int n = 1; n <= 3; n++) {
        switch (n) {
        case 1:
            printf("one\n");
            /* fall through */
        case 2:
            printf("two\n");
            break;
        default:
            printf("many\n");
        }
    }
    return 0;
}
`,
    stdin: '',
  },
  {
    id: 'a-039',
    kind: 'output',
    concept: 'control-flow',
    lessonId: 'c-005',
    prompt: WHAT_IT_PRINTS,
    program: String.raw`#include <stdio.h>

int main(void)
{
    int total = 0;
    for (int i = 1; i <= 10; i++) {
        if (i % 2 == 0) {
            continue;
        }
        if (i > 7) {
            break;
        }
        total += i;
    }
    printf("%d\n", total);
    return 0;
}
`,
    stdin: '',
  },
  {
    id: 'a-040',
    kind: 'output',
    concept: 'control-flow',
    lessonId: 'c-005',
    prompt: WHAT_IT_PRINTS,
    program: String.raw`#include <stdio.h>

int main(void)
{
    for (int row = 1; row <= 3; row++) {
        for (int col = 1; col <= row; col++) {
            printf("%d", row * col);
        }
        printf("\n");
    }
    return 0;
}
`,
    stdin: '',
  },
  {
    id: 'a-041',
    kind: 'output',
    concept: 'functions',
    lessonId: 'c-007',
    prompt: WHAT_IT_PRINTS,
    program: String.raw`#include <stdio.h>

void twice(int n)
{
    n = n * 2;
    printf("in twice: %d\n", n);
}

int main(void)
{
    int x = 5;
    twice(x);
    printf("in main: %d\n", x);
    return 0;
}
`,
    stdin: '',
  },
  {
    id: 'a-042',
    kind: 'output',
    concept: 'functions',
    lessonId: 'c-007',
    prompt: WHAT_IT_PRINTS,
    program: String.raw`#include <stdio.h>

int sum_digits(int n)
{
    if (n < 10) {
        return n;
    }
    return n % 10 + sum_digits(n / 10);
}

int main(void)
{
    printf("%d\n", sum_digits(4096));
    printf("%d\n", sum_digits(7));
    return 0;
}
`,
    stdin: '',
  },
  {
    id: 'a-043',
    kind: 'output',
    concept: 'functions',
    lessonId: 'c-008',
    prompt: WHAT_IT_PRINTS,
    program: String.raw`#include <stdio.h>

int next_ticket(void)
{
    static int count = 0;
    count++;
    return count;
}

int main(void)
{
    int count = 100;
    int a = next_ticket();
    int b = next_ticket();
    int c = next_ticket();
    printf("%d %d %d %d\n", a, b, c, count);
    return 0;
}
`,
    stdin: '',
  },
  {
    id: 'a-044',
    kind: 'output',
    concept: 'arrays',
    lessonId: 'c-009',
    prompt: WHAT_IT_PRINTS,
    program: String.raw`#include <stdio.h>

int main(void)
{
    int values[] = {4, 8, 15, 16, 23, 42};
    size_t count = sizeof values / sizeof values[0];
    int sum = 0;
    for (size_t i = 0; i < count; i += 2) {
        sum += values[i];
    }
    printf("%zu %d\n", count, sum);
    return 0;
}
`,
    stdin: '',
  },
  {
    id: 'a-045',
    kind: 'output',
    concept: 'arrays',
    lessonId: 'c-009',
    prompt: WHAT_IT_PRINTS,
    program: String.raw`#include <stdio.h>

void double_all(int values[], int count)
{
    for (int i = 0; i < count; i++) {
        values[i] *= 2;
    }
}

int main(void)
{
    int a[4] = {1, 2};
    double_all(a, 4);
    for (int i = 0; i < 4; i++) {
        printf("%d\n", a[i]);
    }
    return 0;
}
`,
    stdin: '',
  },
  {
    id: 'a-046',
    kind: 'output',
    concept: 'arrays',
    lessonId: 'c-009',
    prompt: WHAT_IT_PRINTS,
    program: String.raw`#include <stdio.h>

int main(void)
{
    int grid[2][3] = {{1, 2, 3}, {4, 5, 6}};
    int total = 0;
    for (int row = 0; row < 2; row++) {
        total += grid[row][2];
    }
    printf("%d %d\n", total, grid[1][0]);
    return 0;
}
`,
    stdin: '',
  },
  {
    id: 'a-047',
    kind: 'output',
    concept: 'strings',
    lessonId: 'c-010',
    prompt: WHAT_IT_PRINTS,
    program: String.raw`#include <stdio.h>
#include <string.h>

int main(void)
{
    char word[20] = "code";
    printf("%zu %zu\n", strlen(word), sizeof word);
    strcat(word, "nest");
    printf("%s %zu\n", word, strlen(word));
    return 0;
}
`,
    stdin: '',
  },
  {
    id: 'a-048',
    kind: 'output',
    concept: 'strings',
    lessonId: 'c-010',
    prompt: printsWithInput('Hi, 2 you!\n'),
    program: String.raw`#include <ctype.h>
#include <stdio.h>

int main(void)
{
    char line[64];
    if (fgets(line, sizeof line, stdin) == NULL) {
        return 1;
    }
    int letters = 0;
    for (int i = 0; line[i] != '\0'; i++) {
        if (isalpha((unsigned char)line[i])) {
            letters++;
            line[i] = (char)toupper((unsigned char)line[i]);
        }
    }
    printf("%d %s", letters, line);
    return 0;
}
`,
    stdin: 'Hi, 2 you!\n',
  },
  {
    id: 'a-049',
    kind: 'output',
    concept: 'strings',
    lessonId: 'c-010',
    prompt: WHAT_IT_PRINTS,
    program: String.raw`#include <stdio.h>
#include <string.h>

int main(void)
{
    char a[] = "apple";
    char b[] = "apple";
    const char *p = a;
    const char *q = b;
    printf("%d %d\n", p == q, strcmp(p, q) == 0);
    printf("%d\n", strcmp("apple", "banana") < 0);
    return 0;
}
`,
    stdin: '',
  },
  {
    id: 'a-050',
    kind: 'output',
    concept: 'pointers',
    lessonId: 'c-011',
    prompt: WHAT_IT_PRINTS,
    program: String.raw`#include <stdio.h>

int main(void)
{
    int x = 3;
    int y = 10;
    int *p = &x;
    *p += 4;
    p = &y;
    *p *= 2;
    printf("%d %d\n", x, y);
    return 0;
}
`,
    stdin: '',
  },
  {
    id: 'a-051',
    kind: 'output',
    concept: 'pointers',
    lessonId: 'c-012',
    prompt: WHAT_IT_PRINTS,
    program: String.raw`#include <stdio.h>

int main(void)
{
    int a[] = {10, 20, 30, 40, 50};
    int *p = a + 1;
    int *end = a + 5;
    printf("%d %d\n", *p, *(p + 2));
    p++;
    printf("%d %td\n", p[1], end - p);
    return 0;
}
`,
    stdin: '',
  },
  {
    id: 'a-052',
    kind: 'output',
    concept: 'pointers',
    lessonId: 'c-013',
    prompt: WHAT_IT_PRINTS,
    program: String.raw`#include <stdio.h>

void min_max(const int values[], int count, int *min, int *max)
{
    *min = values[0];
    *max = values[0];
    for (int i = 1; i < count; i++) {
        if (values[i] < *min) {
            *min = values[i];
        }
        if (values[i] > *max) {
            *max = values[i];
        }
    }
}

int main(void)
{
    int values[] = {7, -2, 9, 4};
    int low = 0;
    int high = 0;
    min_max(values, 4, &low, &high);
    printf("%d %d\n", low, high);
    return 0;
}
`,
    stdin: '',
  },
  {
    id: 'a-053',
    kind: 'output',
    concept: 'memory',
    lessonId: 'c-016',
    prompt: WHAT_IT_PRINTS,
    program: String.raw`#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    int *numbers = malloc(3 * sizeof *numbers);
    if (numbers == NULL) {
        return 1;
    }
    for (int i = 0; i < 3; i++) {
        numbers[i] = (i + 1) * 10;
    }
    int *bigger = realloc(numbers, 5 * sizeof *bigger);
    if (bigger == NULL) {
        free(numbers);
        return 1;
    }
    numbers = bigger;
    numbers[3] = 40;
    numbers[4] = numbers[0] + numbers[2];
    printf("%d %d %d\n", numbers[2], numbers[3], numbers[4]);
    free(numbers);
    return 0;
}
`,
    stdin: '',
  },
  {
    id: 'a-054',
    kind: 'output',
    concept: 'memory',
    lessonId: 'c-016',
    prompt: WHAT_IT_PRINTS,
    program: String.raw`#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    size_t count = 4;
    int *tally = calloc(count, sizeof *tally);
    if (tally == NULL) {
        return 1;
    }
    int rolls[] = {1, 3, 3, 0, 3, 1};
    for (size_t i = 0; i < sizeof rolls / sizeof rolls[0]; i++) {
        tally[rolls[i]]++;
    }
    for (size_t i = 0; i < count; i++) {
        printf("%zu: %d\n", i, tally[i]);
    }
    free(tally);
    return 0;
}
`,
    stdin: '',
  },
  {
    id: 'a-055',
    kind: 'output',
    concept: 'structs',
    lessonId: 'c-014',
    prompt: WHAT_IT_PRINTS,
    program: String.raw`#include <stdio.h>

struct point {
    int x;
    int y;
};

struct point shifted(struct point p, int by)
{
    p.x += by;
    p.y += by;
    return p;
}

void shift(struct point *p, int by)
{
    p->x += by;
    p->y += by;
}

int main(void)
{
    struct point a = {1, 2};
    struct point b = shifted(a, 10);
    printf("%d %d / %d %d\n", a.x, a.y, b.x, b.y);
    shift(&a, 5);
    printf("%d %d\n", a.x, a.y);
    return 0;
}
`,
    stdin: '',
  },
  {
    id: 'a-056',
    kind: 'output',
    concept: 'structs',
    lessonId: 'c-015',
    prompt: WHAT_IT_PRINTS,
    program: String.raw`#include <stdio.h>

typedef enum { SMALL = 1, MEDIUM, LARGE = 10, EXTRA_LARGE } size_class;

int main(void)
{
    size_class size = MEDIUM;
    printf("%d %d %d\n", SMALL, size, EXTRA_LARGE);
    switch (size) {
    case SMALL:
        printf("small\n");
        break;
    case MEDIUM:
        printf("medium\n");
        break;
    default:
        printf("other\n");
        break;
    }
    return 0;
}
`,
    stdin: '',
  },
  {
    id: 'a-057',
    kind: 'output',
    concept: 'files-and-io',
    lessonId: 'c-006',
    prompt: printsWithInput('4 5\n6 x 7\n'),
    program: String.raw`#include <stdio.h>

int main(void)
{
    int value;
    int count = 0;
    int sum = 0;
    while (scanf("%d", &value) == 1) {
        count++;
        sum += value;
    }
    printf("%d numbers, sum %d\n", count, sum);
    return 0;
}
`,
    stdin: '4 5\n6 x 7\n',
  },
  {
    id: 'a-058',
    kind: 'output',
    concept: 'files-and-io',
    lessonId: 'c-018',
    prompt: WHAT_IT_PRINTS,
    program: String.raw`#include <stdio.h>

int main(void)
{
    FILE *out = fopen("stock.txt", "w");
    if (out == NULL) {
        perror("fopen stock.txt");
        return 1;
    }
    fprintf(out, "%d %s\n", 3, "pens");
    fputs("7 cups\n", out);
    fclose(out);
    FILE *in = fopen("stock.txt", "r");
    if (in == NULL) {
        perror("fopen stock.txt");
        return 1;
    }
    int count;
    char name[16];
    int total = 0;
    while (fscanf(in, "%d %15s", &count, name) == 2) {
        total += count;
        printf("%s\n", name);
    }
    fclose(in);
    printf("total %d\n", total);
    return 0;
}
`,
    stdin: '',
  },
  {
    id: 'a-059',
    kind: 'output',
    concept: 'preprocessor-and-build',
    lessonId: 'c-019',
    prompt: WHAT_IT_PRINTS,
    program: String.raw`#include <stdio.h>

#define DOUBLE(x) x + x
#define SAFE_DOUBLE(x) ((x) + (x))

int main(void)
{
    printf("%d\n", 3 * DOUBLE(2));
    printf("%d\n", 3 * SAFE_DOUBLE(2));
    return 0;
}
`,
    stdin: '',
  },
  {
    id: 'a-060',
    kind: 'output',
    concept: 'preprocessor-and-build',
    lessonId: 'c-019',
    prompt: WHAT_IT_PRINTS,
    program: String.raw`#include <stdio.h>

#define SHOW(expr) printf("%s = %d\n", #expr, (expr))
#define LEVEL 2

int main(void)
{
    SHOW(6 * 7);
#if LEVEL > 1
    printf("detailed\n");
#else
    printf("brief\n");
#endif
    return 0;
}
`,
    stdin: '',
  },
];
