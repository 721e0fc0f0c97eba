import type { LessonBody } from '@content/courses/lesson-parts';

/** Lesson c-015's text, example program and exercise; its outline is in ../outline.ts. */
export const lesson: LessonBody = {
  content: `# Enums, typedef and Unions

Structs let you build your own types from several values. This lesson adds three more tools for describing data: *enumerations* for a fixed set of named choices, \`typedef\` for giving types convenient names, and *unions* for a value that can be one of several kinds.

## Enumerations

Programs are full of values that come from a small, fixed set: the days of the week, the state of a traffic light, the kind of a shape. You could use plain numbers (0 for circle, 1 for rectangle...), but \`if (kind == 1)\` tells a reader nothing. An *enumeration* gives each number a name:

\`\`\`c
enum Weekday { MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY };

enum Weekday today = FRIDAY;
if (today >= SATURDAY) {
    printf("Weekend!\\n");
}
\`\`\`

The names inside the braces are *enumeration constants*. Unless you say otherwise, the first is 0 and each next one is one more than the previous, so \`FRIDAY\` is 4. You can also choose the values yourself:

\`\`\`c
enum HttpStatus { HTTP_OK = 200, HTTP_NOT_FOUND = 404, HTTP_SERVER_ERROR = 500 };
\`\`\`

The constants have type \`int\`, so you can print them with \`%d\` and use them in calculations and comparisons. A variable of an enum type is stored as some integer type that the compiler chooses (which one is implementation-defined). C does not check that it only holds one of the listed values: \`today = 42;\` compiles. The names are a help for humans, not a fence.

The constant names belong to the surrounding scope, not to their enum: two enums in the same scope cannot both have a constant called \`RED\`. That is why names often carry a prefix, like \`HTTP_\` or \`SHAPE_\`.

## switch over an enum

Enums and \`switch\` are made for each other:

\`\`\`c
switch (kind) {
case SHAPE_CIRCLE:
    return "circle";
case SHAPE_RECTANGLE:
    return "rectangle";
case SHAPE_TRIANGLE:
    return "triangle";
}
\`\`\`

If you leave out \`default\`, \`-Wall\` warns when a constant is missing: "enumeration value 'SHAPE_TRIANGLE' not handled in switch". When you later add a new kind, the compiler points at every \`switch\` you need to update.

## typedef: a new name for a type

\`typedef\` creates an alias, a second name for an existing type. It does not create a new type:

\`\`\`c
typedef unsigned int Count;   // Count now means unsigned int
Count visitors = 0;
\`\`\`

You have been using typedefs all along: \`size_t\` is a typedef defined by the standard headers. The most common use is to avoid writing \`struct\` or \`enum\` every time:

\`\`\`c
typedef struct {
    int x;
    int y;
} Point;

Point p = {1, 2};   // no "struct" needed
\`\`\`

Here the struct has no name after the word \`struct\` (its *tag*, like \`Student\` in \`struct Student\`), so \`Point\` is its only name. Read a typedef like a variable declaration with \`typedef\` in front: the name that would have been the variable becomes the name of the type.

## Unions: several members, one place

A *union* looks like a struct, but all its members share the same memory. It is big enough for its largest member, and it holds only *one* meaningful value at a time: writing one member overwrites the others.

\`\`\`c
union Value {
    int i;
    double d;
};

union Value v;
v.i = 42;      // v holds an int
v.d = 2.5;     // now v holds a double; the int is gone
\`\`\`

On a typical system \`sizeof(union Value)\` is 8, the size of a \`double\`, while a struct with the same two members would need 16 bytes. Unions save memory when a value can be one of several kinds but never several at once.

What happens if you write \`v.d\` and then read \`v.i\`? C gives you the same bytes reinterpreted as an \`int\`. The result depends on how your platform stores numbers (implementation-defined) and is almost never useful. The union itself does not remember which member you wrote last; that is your job.

## Tagged unions

The usual way to keep track is to put the union in a struct next to an enum that says which member is in use. This is called a *tagged union*:

\`\`\`c
typedef enum { SHAPE_CIRCLE, SHAPE_RECTANGLE, SHAPE_TRIANGLE } ShapeKind;

typedef struct {
    ShapeKind kind;                            // the tag
    union {
        double radius;                         // when kind is SHAPE_CIRCLE
        struct { double width, height; } rect; // when kind is SHAPE_RECTANGLE
        struct { double base, height; } tri;   // when kind is SHAPE_TRIANGLE
    } as;
} Shape;
\`\`\`

To use a \`Shape\`, you first look at \`kind\`, usually with a \`switch\`, and then read only the matching member: \`s.as.radius\` for a circle, \`s.as.rect.width\` for a rectangle. You can create one with designated initialisers:

\`\`\`c
Shape c = {.kind = SHAPE_CIRCLE, .as.radius = 1.5};
\`\`\`

## Common mistakes

- **Reusing a constant name.** \`enum Color { RED };\` and \`enum Alert { RED };\` in the same scope give "redeclaration of enumerator 'RED'". Prefix the names.
- **Printing an enum with \`%s\`.** An enum value is a number, so \`printf("%s", kind)\` is undefined behaviour (\`-Wall\` warns about the wrong format). Print it with \`%d\`, or write a function that turns it into a name with \`switch\`.
- **Reading the wrong union member.** Setting \`.as.radius\` and then reading \`.as.rect.width\` compiles without any warning and quietly hands you the radius: both are \`double\`s at the start of the union, so they share the same bytes, and a circle of radius 1.5 reads as a width of 1.5. \`.as.rect.height\` lies in bytes the circle never set, so its value is meaningless. Either way, the area you compute is nonsense. Always set the tag when you set a member, and check the tag before you read one.
- **Forgetting to set the tag.** A \`Shape\` whose \`kind\` was never assigned has an indeterminate tag, and the \`switch\` picks an arbitrary branch, or none. Initialise \`kind\` together with the member.
- **Using a typedef name before its definition.** The compiler reads from top to bottom, so \`Shape\` is an "unknown type name" in any code above its \`typedef\`.

## Try it

- Give \`MONDAY\` the value 1 (\`MONDAY = 1\`) and predict what \`FRIDAY\` prints now.
- Add \`SHAPE_SQUARE\` to \`ShapeKind\` without changing the \`switch\` statements, and read the warnings \`-Wall\` gives you. Then handle it, storing the side length in a new union member.
- Add a \`char c;\` member to \`union Value\`. Does \`sizeof(union Value)\` change? Why not?
- Print \`sizeof(ShapeKind)\` and compare it with \`sizeof(int)\`.`,
  code: String.raw`#include <stdio.h>

/* An enumeration: named int constants, numbered 0, 1, 2 ... */
enum Weekday { MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY };

/* You may choose the values yourself. */
enum HttpStatus { HTTP_OK = 200, HTTP_NOT_FOUND = 404, HTTP_SERVER_ERROR = 500 };

/* typedef gives a type a new, shorter name. */
typedef enum { SHAPE_CIRCLE, SHAPE_RECTANGLE, SHAPE_TRIANGLE } ShapeKind;

/* A tagged union: kind records which member of the union is in use. */
typedef struct {
    ShapeKind kind;
    union {
        double radius;                          /* SHAPE_CIRCLE */
        struct { double width, height; } rect; /* SHAPE_RECTANGLE */
        struct { double base, height; } tri;    /* SHAPE_TRIANGLE */
    } as;
} Shape;

const char *kind_name(ShapeKind kind)
{
    switch (kind) {
    case SHAPE_CIRCLE:
        return "circle";
    case SHAPE_RECTANGLE:
        return "rectangle";
    case SHAPE_TRIANGLE:
        return "triangle";
    }
    return "unknown";
}

double area(Shape s)
{
    const double pi = 3.14159265358979;
    switch (s.kind) {
    case SHAPE_CIRCLE:
        return pi * s.as.radius * s.as.radius;
    case SHAPE_RECTANGLE:
        return s.as.rect.width * s.as.rect.height;
    case SHAPE_TRIANGLE:
        return 0.5 * s.as.tri.base * s.as.tri.height;
    }
    return 0.0;
}

int main(void)
{
    enum Weekday today = FRIDAY;
    printf("FRIDAY is %d, weekend: %s\n", today, today >= SATURDAY ? "yes" : "no");
    printf("HTTP_NOT_FOUND is %d\n", HTTP_NOT_FOUND);

    Shape shapes[] = {
        {.kind = SHAPE_CIRCLE, .as.radius = 1.5},
        {.kind = SHAPE_RECTANGLE, .as.rect = {3.0, 4.0}},
        {.kind = SHAPE_TRIANGLE, .as.tri = {.base = 6.0, .height = 2.5}},
    };
    int count = sizeof shapes / sizeof shapes[0];
    for (int i = 0; i < count; i++) {
        printf("%-9s area %6.2f\n", kind_name(shapes[i].kind), area(shapes[i]));
    }

    /* All members of a union share the same bytes. */
    union Value {
        int i;
        double d;
    } v;
    v.i = 42;
    printf("v.i = %d\n", v.i);
    v.d = 2.5; /* overwrites the bytes of v.i */
    printf("v.d = %.1f\n", v.d);
    printf("sizeof(union Value) = %zu, sizeof(Shape) = %zu\n", sizeof(union Value), sizeof(Shape));
    return 0;
}
`,
  expectedOutput: `FRIDAY is 4, weekend: no
HTTP_NOT_FOUND is 404
circle    area   7.07
rectangle area  12.00
triangle  area   7.50
v.i = 42
v.d = 2.5
sizeof(union Value) = 8, sizeof(Shape) = 24`,
  exercise: {
    title: 'Shape areas with a tagged union',
    task: `The program reads shapes into a tagged union \`Shape\` and prints their areas. The types and the reading code are written; you write the two functions that use them:

- \`kind_name\` returns \`"circle"\`, \`"rectangle"\` or \`"triangle"\` for the given \`ShapeKind\`.
- \`area\` returns the area of a shape: \`PI * r * r\` for a circle, \`width * height\` for a rectangle and \`base * height / 2\` for a triangle. Read only the union member that \`kind\` says is valid.

Standard input starts with a whole number \`n\` (0 or more), then \`n\` shapes, one per line: \`circle r\`, \`rectangle w h\` or \`triangle b h\`, where the sizes are numbers that may have decimals.

For each shape, the program prints its name, a colon, a space and its area with two decimals. At the end it prints \`total: \` and the sum of all areas with two decimals (\`0.00\` when there are no shapes).

Example: for the input

\`\`\`
3
circle 1
rectangle 2 3.5
triangle 4 5
\`\`\`

the program prints

\`\`\`
circle: 3.14
rectangle: 7.00
triangle: 10.00
total: 20.14
\`\`\``,
    starterCode: String.raw`#include <stdio.h>
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
    /* Your code here: use a switch on kind to return the matching word. */
    (void)kind;
    return "shape";
}

/* Returns the area of s, reading only the union member that kind says is valid. */
double area(Shape s)
{
    /* Your code here: use a switch on s.kind and compute the area from s.as. */
    (void)s;
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
    hints: [
      'Look at `read_shape`: it shows which union member is filled for each kind. `area` must read the same members back.',
      'Both functions are a `switch` with one `case` per `ShapeKind` constant, each ending in a `return`. Add a final `return` after the `switch` so every path returns a value.',
      'In `area`, a circle is `PI * s.as.radius * s.as.radius`, a rectangle `s.as.rect.width * s.as.rect.height` and a triangle `0.5 * s.as.tri.base * s.as.tri.height`.',
    ],
    visibleCases: [
      {
        name: 'one shape of each kind',
        stdin: '3\ncircle 1\nrectangle 2 3.5\ntriangle 4 5\n',
        expectedOutput: 'circle: 3.14\nrectangle: 7.00\ntriangle: 10.00\ntotal: 20.14',
      },
      {
        name: 'rectangle and circle',
        stdin: '2\nrectangle 10 20\ncircle 2\n',
        expectedOutput: 'rectangle: 200.00\ncircle: 12.57\ntotal: 212.57',
      },
    ],
  },
};
