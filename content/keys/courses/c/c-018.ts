import type { ExerciseKey } from '@domain/learning';

export const key: ExerciseKey = {
  lessonId: 'c-018',
  solution: String.raw`#include <stdio.h>

/* Copies "name score" pairs from standard input into the file at path.
   Returns the number of pairs written, or -1 if the file cannot be opened. */
int save_grades(const char *path)
{
    FILE *out = fopen(path, "w");
    if (out == NULL) {
        return -1;
    }
    char name[20];
    int score;
    int count = 0;
    while (scanf("%19s %d", name, &score) == 2) {
        fprintf(out, "%s %d\n", name, score);
        count++;
    }
    if (fclose(out) != 0) {
        return -1;
    }
    return count;
}

/* Reads the file at path and prints PASS or FAIL for each student, then a summary.
   Returns 0 on success, or 1 if the file cannot be opened. */
int report(const char *path)
{
    FILE *in = fopen(path, "r");
    if (in == NULL) {
        return 1;
    }
    char name[20];
    int score;
    int passed = 0;
    int total = 0;
    while (fscanf(in, "%19s %d", name, &score) == 2) {
        if (score >= 50) {
            printf("%s: PASS\n", name);
            passed++;
        } else {
            printf("%s: FAIL\n", name);
        }
        total++;
    }
    fclose(in);
    printf("passed: %d of %d\n", passed, total);
    return 0;
}

int main(void)
{
    const char *path = "grades.txt";
    if (save_grades(path) < 0 || report(path) != 0) {
        printf("could not use %s\n", path);
        return 1;
    }
    remove(path);
    return 0;
}
`,
  hiddenCases: [
    {
      name: 'empty input',
      stdin: '',
      expectedOutput: 'passed: 0 of 0',
    },
    {
      name: 'pairs on one line, lowest and highest scores',
      stdin: 'Eve 100 Finn 0 Gus 75\n',
      expectedOutput: 'Eve: PASS\nFinn: FAIL\nGus: PASS\npassed: 2 of 3',
    },
    {
      name: 'everyone fails',
      stdin: 'Hal 0\nIvy 0\n',
      expectedOutput: 'Hal: FAIL\nIvy: FAIL\npassed: 0 of 2',
    },
    {
      name: 'exactly 50 passes',
      stdin: 'Jo 50\nKim 51\nLee 49\n',
      expectedOutput: 'Jo: PASS\nKim: PASS\nLee: FAIL\npassed: 2 of 3',
    },
  ],
};
