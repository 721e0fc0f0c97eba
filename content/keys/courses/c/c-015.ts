import type { ExerciseKey } from '@domain/learning';

export const key: ExerciseKey = {
  lessonId: 'c-015',
  solution: String.raw`#include <stdio.h>
#include <string.h>

typedef enum { CIRCLE, RECTANGLE, TRIANGLE } ShapeKind;

typedef struct {
    ShapeKind kind;
    union {
        double radius;                          /* CIRCLE */
        struct { double width, height; } rect; /* RECTANGLE */
        struct { double base, height; } tri;    /* TRIANGLE */
    } as;
} Shape;

const double PI = 3.14159265358979;

/* Returns "circle", "rectangle" or "triangle". */
const char *kind_name(ShapeKind kind)
{
    switch (kind) {
    case CIRCLE:
        return "circle";
    case RECTANGLE:
        return "rectangle";
    case TRIANGLE:
        return "triangle";
    }
    return "unknown";
}

/* Returns the area of s, reading only the union member that kind says is valid. */
double area(Shape s)
{
    switch (s.kind) {
    case CIRCLE:
        return PI * s.as.radius * s.as.radius;
    case RECTANGLE:
        return s.as.rect.width * s.as.rect.height;
    case TRIANGLE:
        return 0.5 * s.as.tri.base * s.as.tri.height;
    }
    return 0.0;
}

/* Reads one shape such as "circle 2" or "rectangle 3 4". Returns 1 on success. */
int read_shape(Shape *s)
{
    char word[16];
    if (scanf("%15s", word) != 1) {
        return 0;
    }
    if (strcmp(word, "circle") == 0) {
        s->kind = CIRCLE;
        return scanf("%lf", &s->as.radius) == 1;
    }
    if (strcmp(word, "rectangle") == 0) {
        s->kind = RECTANGLE;
        return scanf("%lf %lf", &s->as.rect.width, &s->as.rect.height) == 2;
    }
    if (strcmp(word, "triangle") == 0) {
        s->kind = TRIANGLE;
        return scanf("%lf %lf", &s->as.tri.base, &s->as.tri.height) == 2;
    }
    return 0;
}

int main(void)
{
    int n = 0;
    if (scanf("%d", &n) != 1) {
        return 1;
    }
    double total = 0.0;
    for (int i = 0; i < n; i++) {
        Shape s;
        if (!read_shape(&s)) {
            return 1;
        }
        double a = area(s);
        printf("%s: %.2f\n", kind_name(s.kind), a);
        total += a;
    }
    printf("total: %.2f\n", total);
    return 0;
}
`,
  hiddenCases: [
    { name: 'no shapes', stdin: '0\n', expectedOutput: 'total: 0.00' },
    {
      name: 'zero sizes',
      stdin: '2\ncircle 0\ntriangle 0 7\n',
      expectedOutput: 'circle: 0.00\ntriangle: 0.00\ntotal: 0.00',
    },
    {
      name: 'a large circle',
      stdin: '1\ncircle 100\n',
      expectedOutput: 'circle: 31415.93\ntotal: 31415.93',
    },
    {
      name: 'decimal sizes and two triangles',
      stdin: '4\ntriangle 3 3\ntriangle 2.5 1.2\nrectangle 0.5 0.5\ncircle 0.5\n',
      expectedOutput: 'triangle: 4.50\ntriangle: 1.50\nrectangle: 0.25\ncircle: 0.79\ntotal: 7.04',
    },
  ],
};
