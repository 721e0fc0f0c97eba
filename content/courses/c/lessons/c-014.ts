import type { LessonBody } from '@content/courses/lesson-parts';

/** Lesson c-014's text, example program and exercise; its outline is in ../outline.ts. */
export const lesson: LessonBody = {
  content: `# Structs

A student has a name *and* a score. A point on a screen has an x *and* a y. So far you would need two separate variables, or two parallel arrays, and you would have to keep them in step by hand. A *struct* (structure) lets you bundle related values into one new type and treat the bundle as a single thing.

## Defining a struct type

\`\`\`c
struct Student {
    char name[20];
    int score;
};
\`\`\`

This defines a new type called \`struct Student\`. The variables inside the braces are its *members*. Each member has its own type, and they can differ: here a character array and an \`int\`. Note the semicolon after the closing brace: it is required.

A definition creates no variable; it only describes the shape. You declare variables of the new type as usual, with the full name \`struct Student\`:

\`\`\`c
struct Student best;
\`\`\`

## Initialising a struct

Give the members' values in braces, in the order the members are declared:

\`\`\`c
struct Point { int x; int y; };

struct Point start = {2, 3};          // x = 2, y = 3
struct Point end = {.y = 10, .x = -1}; // designated initialisers
\`\`\`

*Designated initialisers* name each member with a dot, so the order no longer matters and the code documents itself. Any member you leave out of an initialiser is set to zero. A local struct declared *without* an initialiser, however, holds *indeterminate* (unpredictable) values, just like a local \`int\`, so reading its members before you assign them is a bug.

## Accessing members with the dot

The \`.\` operator selects a member:

\`\`\`c
start.x = 7;
printf("%d, %d\\n", start.x, start.y);
\`\`\`

A member is an ordinary variable of its type: you can assign it, increment it, pass its address to \`scanf\` (\`&best.score\`) and so on.

## Structs are values

Unlike arrays, structs can be assigned as a whole. Assignment copies every member, including arrays inside the struct:

\`\`\`c
struct Point copy = start;  // copy is independent of start
\`\`\`

Passing a struct to a function also copies it, so the function works on its own copy and changes do not reach the caller. Returning a struct from a function is allowed too.

What you *cannot* do is compare two structs with \`==\`. The compiler rejects it ("invalid operands to binary =="). Compare the members one by one instead.

## Pointers to structs and the arrow

To let a function change the caller's struct, pass its address, exactly as in the previous lesson. To reach a member through a pointer, you could write \`(*p).x\`, but C has a shorter operator for it, the arrow \`->\`:

\`\`\`c
void move_point(struct Point *p, int dx, int dy)
{
    p->x += dx;   // same as (*p).x += dx
    p->y += dy;
}

move_point(&start, 5, 5);
\`\`\`

Use \`.\` when you have a struct and \`->\` when you have a pointer to one. Passing a pointer also avoids copying a large struct. When the function only reads, make it a \`const\` pointer, such as \`const struct Student *s\`.

## Arrays of structs

An array can hold structs, and each element is a complete struct:

\`\`\`c
struct Student class_list[] = {
    {"Ada", 91},
    {"Linus", 78},
    {"Grace", 95},
};

printf("%s\\n", class_list[2].name);   // Grace
class_list[1].score = 88;
\`\`\`

\`class_list[1]\` is a \`struct Student\`, and \`.score\` selects its member. Arrays of structs replace parallel arrays: every record keeps its fields together.

## How big is a struct?

\`sizeof(struct Student)\` is *at least* the sum of its members' sizes, but it can be larger. The compiler may insert unused *padding* bytes between or after members so that each member sits at an address the processor can access efficiently. How much padding is used is implementation-defined, so always use \`sizeof\` rather than adding up member sizes yourself.

## Common mistakes

- **Missing semicolon after the definition.** Forgetting the \`;\` after \`}\` produces an error that points at the *next* line, such as "expected ';', identifier or '(' before 'int'". When an error makes no sense, check the end of the struct above it.
- **Using \`.\` on a pointer.** With \`struct Point *p\`, writing \`p.x\` fails: gcc says "'p' is a pointer; did you mean to use '->'?". Write \`p->x\`. Also, \`*p.x\` means \`*(p.x)\` because \`.\` binds tighter than \`*\`; you would need \`(*p).x\`, which is why \`->\` exists.
- **Assigning a string to an array member.** \`s.name = "Ann";\` is an error: "assignment to expression with array type". Copy the text with \`strcpy(s.name, "Ann")\` (from \`<string.h>\`), and make sure it fits, or set the name in the initialiser.
- **Forgetting the word \`struct\`.** \`Student s;\` gives "unknown type name 'Student'". The type is called \`struct Student\`. (The next lesson shows how \`typedef\` gives it a one-word name.)
- **Expecting a function to change a struct passed by value.** \`void move(struct Point p)\` moves a copy. Pass \`&point\` and use \`->\`.

## Try it

- Add a third member \`int age;\` to \`struct Student\`, give every student an age in the initialiser and print it.
- Write \`void print_student(const struct Student *s)\` using \`->\`, and use it in the printing loop.
- Change \`move_point\` to take \`struct Point p\` (no pointer) and \`.\` instead of \`->\`. Run the program and explain why \`copy\` no longer moves.
- Print \`sizeof(struct Point)\` and \`sizeof(struct Student)\`. Does the second one equal 20 + \`sizeof(int)\` on your system?`,
  code: String.raw`#include <stdio.h>
#include <string.h>

/* A struct type groups related values under one name. */
struct Point {
    int x;
    int y;
};

struct Student {
    char name[20];
    int score;
};

/* Receives a copy of the struct. */
void print_point(struct Point p)
{
    printf("(%d, %d)\n", p.x, p.y);
}

/* Receives a pointer: p->x is short for (*p).x. */
void move_point(struct Point *p, int dx, int dy)
{
    p->x += dx;
    p->y += dy;
}

/* Only reads the array; returns the index of the highest score. */
int best_student(const struct Student students[], int count)
{
    int best = 0;
    for (int i = 1; i < count; i++) {
        if (students[i].score > students[best].score) {
            best = i;
        }
    }
    return best;
}

int main(void)
{
    struct Point start = {2, 3};               /* members in order */
    struct Point end = {.y = 10, .x = -1};     /* designated initialisers */
    printf("start = ");
    print_point(start);
    printf("end = ");
    print_point(end);

    struct Point copy = start; /* assignment copies every member */
    move_point(&copy, 5, 5);
    printf("copy moved to ");
    print_point(copy);
    printf("start is still ");
    print_point(start);

    struct Student class_list[] = {
        {"Ada", 91},
        {"Linus", 78},
        {"Grace", 95},
    };
    int count = sizeof class_list / sizeof class_list[0];

    /* A char array member cannot be assigned with =, so copy the text. */
    strcpy(class_list[1].name, "Dennis");
    class_list[1].score = 88;

    int total = 0;
    for (int i = 0; i < count; i++) {
        /* %-8s prints the name left-aligned in 8 characters */
        printf("%-8s %3d\n", class_list[i].name, class_list[i].score);
        total += class_list[i].score;
    }
    int best = best_student(class_list, count);
    printf("Best: %s with %d\n", class_list[best].name, class_list[best].score);
    printf("Average: %.1f\n", (double)total / count);
    return 0;
}
`,
  expectedOutput: `start = (2, 3)
end = (-1, 10)
copy moved to (7, 8)
start is still (2, 3)
Ada       91
Dennis    88
Grace     95
Best: Grace with 95
Average: 91.3`,
  exercise: {
    title: 'A scoreboard',
    task: `Keep the scores of a game in an array of \`struct Player\`, changing each player through a pointer.

Standard input starts with the number of players (1 to 10) and their names: one word each, at most 19 characters, all different. Then come the results, at most 1000 of them, each a name and a whole number of points from -100 to 100 (a penalty is negative). \`main\` is already written: it reads the players, looks up the player of every result with \`find_player\` and passes the pointer it gets to \`add_result\`. At the end it calls \`print_player\` with the address of each player.

Write the three functions. Each one receives a pointer to a \`struct Player\`, or returns one, so reach the members with \`->\`, as the lesson's \`move_point\` does:

- \`find_player(list, count, name)\` returns a pointer to the player whose name is exactly \`name\` (compare with \`strcmp\`), or \`NULL\` if there is none; \`main\` then prints \`unknown player: \` and the name.
- \`add_result(p, points)\` adds \`points\` to the player's \`total\`, counts one more round in \`rounds\` and updates \`best\`, the highest single result. The first result is the best so far, even if it is negative.
- \`print_player(p)\` prints \`NAME: total T in R rounds, best B\` (\`1 round\` when R is 1), or \`NAME: no results\` for a player with no rounds.

Example: for the input

\`\`\`
3
Ada Linus Grace
Ada 5
Grace 7
Ada -2
Bob 3
Ada 9
\`\`\`

the program prints

\`\`\`
unknown player: Bob
Ada: total 12 in 3 rounds, best 9
Linus: no results
Grace: total 7 in 1 round, best 7
\`\`\``,
    starterCode: String.raw`#include <stdio.h>
#include <string.h>

struct Player {
    char name[20];
    int total;  /* the sum of the player's results */
    int rounds; /* how many results were added */
    int best;   /* the highest single result (meaningless while rounds is 0) */
};

/* Returns a pointer to the player in list whose name is name, or NULL if none is. */
struct Player *find_player(struct Player list[], int count, const char *name)
{
    /* Your code here: compare each player's name with name. */
    (void)list;
    (void)count;
    (void)name;
    return NULL;
}

/* Adds one result to the player p points to: its total, its rounds and its best. */
void add_result(struct Player *p, int points)
{
    /* Your code here: change the player's members through p. */
    (void)p;
    (void)points;
}

/* Prints one line about the player p points to. */
void print_player(const struct Player *p)
{
    /* Your code here: "name: total T in R rounds, best B", or "name: no results". */
    (void)p;
}

int main(void)
{
    struct Player list[10];
    int count = 0;
    if (scanf("%d", &count) != 1 || count < 1 || count > 10) {
        printf("Give a number of players from 1 to 10.\n");
        return 1;
    }
    for (int i = 0; i < count; i++) {
        if (scanf("%19s", list[i].name) != 1) {
            return 1;
        }
        list[i].total = 0;
        list[i].rounds = 0;
        list[i].best = 0;
    }

    char name[20];
    int points;
    while (scanf("%19s %d", name, &points) == 2) {
        struct Player *player = find_player(list, count, name);
        if (player == NULL) {
            printf("unknown player: %s\n", name);
        } else {
            add_result(player, points);
        }
    }

    for (int i = 0; i < count; i++) {
        print_player(&list[i]);
    }
    return 0;
}
`,
    hints: [
      '`find_player` loops over the array: when `strcmp(list[i].name, name) == 0`, return `&list[i]`, the address of that player. After the loop, return `NULL`.',
      'In `add_result`, `p` is a pointer, so `p.total` does not compile. Write `p->total += points;` and `p->rounds++;`.',
      'Update `best` before you count the round: `if (p->rounds == 0 || points > p->best)`. Starting from `best = 0` alone would be wrong for a player whose results are all negative.',
      'In `print_player`, choose the word with `p->rounds == 1 ? "round" : "rounds"` and print it with `%s`.',
    ],
    visibleCases: [
      {
        name: 'the example',
        stdin: '3\nAda Linus Grace\nAda 5\nGrace 7\nAda -2\nBob 3\nAda 9\n',
        expectedOutput:
          'unknown player: Bob\nAda: total 12 in 3 rounds, best 9\nLinus: no results\nGrace: total 7 in 1 round, best 7',
      },
      {
        name: 'two players, no unknown names',
        stdin: '2\nMia Noah\nNoah 10\nMia 4\nNoah 20\n',
        expectedOutput: 'Mia: total 4 in 1 round, best 4\nNoah: total 30 in 2 rounds, best 20',
      },
    ],
  },
};
