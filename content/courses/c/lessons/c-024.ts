import type { LessonBody } from '@content/courses/lesson-parts';

/** Lesson c-024's text, example program and exercise; its outline is in ../outline.ts. */
export const lesson: LessonBody = {
  content: `# Final Project: An Inventory Manager

You have reached the last lesson. Over this course you learned to store data in variables, arrays and structs, to split work into functions, to manage memory with \`malloc\`, \`realloc\` and \`free\`, to read input, to pass functions around, and to let the sanitizers check your work. The final project puts all of it together in one program: a small inventory manager for a shop, driven by commands.

This lesson's example is a smaller program built the same way: a vote counter. Read it first; the project follows the same pattern with more commands.

## The shape of a command-driven program

Programs like this one have the same skeleton:

1. **Data**: structs that describe one record, plus a container that holds many.
2. **Operations**: one function per command, each doing one job on the data.
3. **A command loop**: \`main\` reads a line, works out which command it is, checks the arguments, and calls the right function.
4. **Clean-up**: at the end, free everything that was allocated.

Keeping these parts apart makes each of them small enough to write and test on its own.

## Reading commands line by line

Reading the whole line first with \`fgets\` and then taking it apart with \`sscanf\` is more robust than calling \`scanf\` directly. A wrong or missing argument cannot leave half a line in the input to confuse the next command:

\`\`\`c
char line[128];
while (fgets(line, sizeof line, stdin) != NULL) {
    char command[16];
    if (sscanf(line, "%15s", command) != 1) {
        continue;                       // a blank line
    }
    if (strcmp(command, "add") == 0) {
        char name[32];
        int quantity;
        double price;
        if (sscanf(line, "%*s %31s %d %lf", name, &quantity, &price) != 3) {
            printf("error: bad arguments for add\\n");
        }
        ...
    }
}
\`\`\`

\`sscanf\` returns how many values it stored, so comparing it with the expected number checks the arguments. \`%*s\` reads a word and throws it away, here the command itself. The widths in \`%15s\` and \`%31s\` keep words from overflowing the arrays.

## A growing array of structs

The number of items is not known in advance, so they live in a dynamic array, together with its size and capacity:

\`\`\`c
typedef struct {
    Item *items;      // from malloc/realloc, NULL while empty
    size_t count;     // items in use
    size_t capacity;  // items there is room for
} Inventory;
\`\`\`

When \`count\` reaches \`capacity\`, double the capacity with \`realloc\`. Doubling keeps the number of copies small even for thousands of items. Store the result in a temporary pointer first, because \`realloc\` returns \`NULL\` on failure and leaves the old block in place. Writing \`inv->items = realloc(inv->items, ...)\` directly would lose the only pointer to that block. \`realloc(NULL, size)\` works like \`malloc(size)\`, so the empty inventory needs no special case.

Deleting an element from the middle leaves a gap. Either shift all later elements one place left, or, when the order does not matter, copy the last element into the gap and decrease \`count\`. The project sorts before printing, so the cheap second way is fine.

## Money without rounding errors

A \`double\` cannot store 0.10 exactly, so adding up prices as \`double\` slowly collects rounding errors. Shops count in *cents*, in an integer. Convert once, when reading:

\`\`\`c
long long cents = (long long)(price * 100.0 + 0.5);   // 1.25 -> 125
\`\`\`

Adding 0.5 before the cast rounds to the nearest cent, because the cast alone always rounds down, and \`0.29 * 100.0\` is 28.999999999999996 in a \`double\`. To print, split the number again: \`printf("%lld.%02lld", cents / 100, cents % 100)\` prints 125 as \`1.25\`. Use \`long long\`, because a million units at 99999.99 each is about 10^13 cents, far beyond an \`int\`.

## Sorting for output

\`qsort\` with a comparator, from the lesson on function pointers, sorts the items by name just before printing. \`strcmp\` already returns a negative, zero or positive number, which is exactly what a comparator must return:

\`\`\`c
static int compare_names(const void *a, const void *b)
{
    const Item *x = a;
    const Item *y = b;
    return strcmp(x->name, y->name);
}
\`\`\`

Sort only when there is something to sort. An inventory that never had an item still has \`items == NULL\`, and \`qsort\` must not be given a \`NULL\` pointer, even with a count of 0: that is undefined behaviour, and UBSan reports *null pointer passed as argument 1, which is declared to never be null*. \`realloc\` accepts \`NULL\`; \`qsort\` does not. The vote counter checks \`election.count > 0\` before its \`qsort\` for the same reason.

## Working method

A project this size is easier when you build it in steps and run it after each:

1. Write \`find_item\` and \`add_item\`, and test with a few \`add\` lines.
2. Write \`print_list\` without sorting, then add the \`qsort\` call.
3. Write \`print_total\`, then \`remove_item\`, with its two error messages and the deletion.
4. Run the visible cases, then make up your own edge cases: an empty inventory, removing everything, restocking an item, many items.
5. Finish with a **Debug run** (Pro) on every test input, or on the Free plan compile at home with \`-fsanitize=address,undefined\` as lesson c-023 shows. When the Debug run says *No memory errors or undefined behaviour found*, none of the out-of-bounds accesses, uses after free or overflows that the sanitizers look for happened on those runs. It does not look for leaks; the build at home does, on Linux, when the program ends.

## Common mistakes

- **Keeping a pointer across \`realloc\`.** An \`Item *\` that pointed into the old array is invalid once \`realloc\` moves the block; using it is a use after free, which ASan reports. Look items up again after the array may have grown.
- **Forgetting to count.** Filling in \`items[count]\` without \`count++\` means the next add overwrites the same element.
- **Comparing strings with \`==\`.** \`command == "add"\` compares addresses and is practically never true. Use \`strcmp(command, "add") == 0\`.
- **Printing cents with \`%d\`.** \`cents\` is a \`long long\`; the format is \`%lld\`. A wrong specifier is undefined behaviour, and \`-Wall\` warns about it.
- **Leaking the array.** Every block from \`malloc\` or \`realloc\` needs exactly one \`free\`. The Debug run does not look for leaks, so check this yourself; on your own Linux computer, a build with \`-fsanitize=address\` reports the blocks that were never freed when the program ends, and so does valgrind.

## Try it

- Add a \`count\` command to the vote counter that prints how many different candidates have votes.
- Make \`results\` print the percentage of votes next to each count, with one decimal.
- Change the starting capacity from 2 to 1 and check that everything still works (with Debug run, if you have Pro).
- Add a \`reset NAME\` command that sets a candidate's votes back to 0.

When the project passes every case, you have written a complete C program that reads input, manages its own memory and checks its own work. Congratulations, and keep building.`,
  code: String.raw`#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NAME_LEN 32

typedef struct {
    char name[NAME_LEN];
    int votes;
} Candidate;

typedef struct {
    Candidate *items; /* a dynamic array that grows with realloc */
    size_t count;
    size_t capacity;
} Election;

/* Returns the candidate with this name, or NULL. */
static Candidate *find(Election *e, const char *name)
{
    for (size_t i = 0; i < e->count; i++) {
        if (strcmp(e->items[i].name, name) == 0) {
            return &e->items[i];
        }
    }
    return NULL;
}

/* Adds a vote, creating the candidate on the first vote. Returns 0 if out of memory. */
static int vote(Election *e, const char *name)
{
    Candidate *c = find(e, name);
    if (c == NULL) {
        if (e->count == e->capacity) {
            size_t new_capacity = e->capacity == 0 ? 2 : e->capacity * 2;
            Candidate *bigger = realloc(e->items, new_capacity * sizeof *bigger);
            if (bigger == NULL) {
                return 0;
            }
            e->items = bigger;
            e->capacity = new_capacity;
        }
        c = &e->items[e->count++];
        strcpy(c->name, name);
        c->votes = 0;
    }
    c->votes++;
    return 1;
}

/* qsort comparator: most votes first, then by name. */
static int by_votes(const void *a, const void *b)
{
    const Candidate *x = a;
    const Candidate *y = b;
    if (x->votes != y->votes) {
        return (y->votes > x->votes) - (y->votes < x->votes);
    }
    return strcmp(x->name, y->name);
}

int main(void)
{
    Election election = {NULL, 0, 0};
    char line[128];
    while (fgets(line, sizeof line, stdin) != NULL) {
        char command[16], name[NAME_LEN];
        int fields = sscanf(line, "%15s %31s", command, name);
        if (fields < 1) {
            continue; /* a blank line */
        }
        if (strcmp(command, "vote") == 0 && fields == 2) {
            if (!vote(&election, name)) {
                printf("error: out of memory\n");
                break;
            }
        } else if (strcmp(command, "results") == 0) {
            /* Before the first vote, items is NULL, and qsort must not get NULL. */
            if (election.count > 0) {
                qsort(election.items, election.count, sizeof election.items[0], by_votes);
            }
            for (size_t i = 0; i < election.count; i++) {
                printf("%-8s %d\n", election.items[i].name, election.items[i].votes);
            }
        } else {
            printf("error: cannot understand \"%s\"\n", command);
        }
    }
    free(election.items);
    return 0;
}
`,
  stdin: `vote ada
vote linus
vote grace

vote ada
vote grace
vote ada
shout ada
results
`,
  expectedOutput: `error: cannot understand "shout"
ada      3
grace    2
linus    1`,
  exercise: {
    title: 'An Inventory Manager',
    task: `Build an inventory manager for a small shop. The program reads commands, one per line, until the end of the input, and keeps track of the items in stock. The starter code already has the structs, a helper \`print_money\` and a complete \`main\` that reads each line, checks its arguments and calls your functions. Write \`find_item\`, \`add_item\`, \`remove_item\`, \`print_list\` and \`print_total\`.

**Commands** (names are single words of at most 31 characters; quantities are whole numbers from 1 to 1000000; prices have at most two decimals and are at most 100000):

- \`add NAME QTY PRICE\`: adds \`QTY\` units of \`NAME\` at \`PRICE\` each and prints \`added QTY NAME\`. If \`NAME\` is already in stock, its quantity grows by \`QTY\` and its price becomes \`PRICE\`.
- \`remove NAME QTY\`: takes \`QTY\` units away and prints \`removed QTY NAME\`. If there is no such item, print \`error: no NAME in stock\`; if there are fewer than \`QTY\` units, print \`error: only Q NAME in stock\` (with the current quantity \`Q\`) and change nothing. An item whose quantity reaches 0 disappears from the inventory.
- \`list\`: prints every item in alphabetical order as \`NAME QTY x PRICE = VALUE\`, where \`VALUE\` is \`QTY\` times \`PRICE\`, both with two decimals; or \`inventory is empty\` if there are no items.
- \`total\`: prints \`items: N, units: U, value: V\`: the number of different items, the units of all items together and their total value, with two decimals.

\`main\` already handles blank lines, unknown commands (\`error: unknown command WORD\`) and bad arguments (\`error: bad arguments for add\`).

**Example.** For the input

\`\`\`
add apple 10 0.50
add pear 4 1.25
remove apple 3
remove pear 5
list
total
\`\`\`

the program prints

\`\`\`
added 10 apple
added 4 pear
removed 3 apple
error: only 4 pear in stock
apple 7 x 0.50 = 3.50
pear 4 x 1.25 = 5.00
items: 2, units: 11, value: 8.50
\`\`\`

Keep prices in cents (\`main\` converts them for you) and free all memory at the end (\`main\` does that too, as long as the items live in the \`inv.items\` array).`,
    starterCode: String.raw`/*
 * Final project: a small inventory manager. It reads one command per line
 * (add, remove, list, total) and keeps the items in a growing array of structs.
 * main and print_money are finished; complete the other functions.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NAME_LEN 32

typedef struct {
    char name[NAME_LEN];
    int quantity;
    long long price_cents; /* the price of one unit, in cents */
} Item;

typedef struct {
    Item *items; /* a dynamic array: count items in use, room for capacity */
    size_t count;
    size_t capacity;
} Inventory;

/* Prints an amount of cents as a price with two decimals: 1250 -> 12.50. */
void print_money(long long cents)
{
    printf("%lld.%02lld", cents / 100, cents % 100);
}

/* Returns the item with this name, or NULL if there is none. */
Item *find_item(Inventory *inv, const char *name)
{
    /* Your code here: go through inv->items[0] to inv->items[inv->count - 1] and return
       the address of the item whose name equals name (use strcmp), or NULL. */
    (void)inv;
    (void)name;
    return NULL;
}

/* Adds quantity units of name at price_cents each and prints "added QTY NAME".
   A new name becomes a new item; a known one gets more units and the new price.
   Returns 0 if memory runs out, otherwise 1. */
int add_item(Inventory *inv, const char *name, int quantity, long long price_cents)
{
    /* Your code here:
       1. Look the name up with find_item.
       2. If it is new: when count == capacity, grow the array with realloc
          (return 0 if realloc fails), then fill in the next free item.
       3. Add the quantity, set the price and print the message. */
    (void)inv;
    (void)name;
    (void)quantity;
    (void)price_cents;
    return 1;
}

/* Removes quantity units of name and prints "removed QTY NAME", or prints
   an error and changes nothing. An item whose quantity reaches 0 is deleted. */
void remove_item(Inventory *inv, const char *name, int quantity)
{
    /* Your code here: print "error: no NAME in stock" if there is no such item, and
       "error: only Q NAME in stock" if it has fewer than quantity units.
       Otherwise take the units away and print the message; delete the item
       from the array when its quantity reaches 0. */
    (void)inv;
    (void)name;
    (void)quantity;
}

/* Prints every item in alphabetical order, or "inventory is empty". */
void print_list(Inventory *inv)
{
    /* Your code here: sort the items by name with qsort (you need a comparator
       function), then print one line per item. */
    (void)inv;
}

/* Prints "items: N, units: U, value: V". */
void print_total(const Inventory *inv)
{
    /* Your code here: add up the units and the values of all items. */
    (void)inv;
}

int main(void)
{
    Inventory inv = {NULL, 0, 0};
    char line[128];

    while (fgets(line, sizeof line, stdin) != NULL) {
        char command[16];
        char name[NAME_LEN];
        int quantity;
        double price;

        if (sscanf(line, "%15s", command) != 1) {
            continue; /* a blank line */
        }
        if (strcmp(command, "add") == 0) {
            if (sscanf(line, "%*s %31s %d %lf", name, &quantity, &price) != 3 || quantity <= 0 ||
                price < 0) {
                printf("error: bad arguments for add\n");
            } else if (!add_item(&inv, name, quantity, (long long)(price * 100.0 + 0.5))) {
                printf("error: out of memory\n");
                break;
            }
        } else if (strcmp(command, "remove") == 0) {
            if (sscanf(line, "%*s %31s %d", name, &quantity) != 2 || quantity <= 0) {
                printf("error: bad arguments for remove\n");
            } else {
                remove_item(&inv, name, quantity);
            }
        } else if (strcmp(command, "list") == 0) {
            print_list(&inv);
        } else if (strcmp(command, "total") == 0) {
            print_total(&inv);
        } else {
            printf("error: unknown command %s\n", command);
        }
    }

    free(inv.items);
    return 0;
}
`,
    hints: [
      'Start with `find_item`: a loop over `inv->items[0]` to `inv->items[inv->count - 1]` that returns `&inv->items[i]` when `strcmp` finds the name. Every other function uses it.',
      'In `add_item`, when `find_item` returns `NULL` and `inv->count == inv->capacity`, grow the array: `Item *bigger = realloc(inv->items, new_capacity * sizeof *bigger);`, check it for `NULL`, then store it in `inv->items`. Copy the name with `strcpy` into `inv->items[inv->count]`, start its quantity at 0, and increase `count`.',
      'To delete an item whose quantity reached 0, copy the last item over it (`*item = inv->items[inv->count - 1];`) and decrease `count`. The order does not matter, because `list` sorts.',
      'For `list`, handle the empty inventory first: before the first `add`, `items` is still `NULL`, and `qsort` must not be given `NULL`. Then write a comparator `int compare_names(const void *a, const void *b)` that converts both pointers to `const Item *` and returns `strcmp` of the names, then call `qsort(inv->items, inv->count, sizeof inv->items[0], compare_names)`. Compute values as `quantity * price_cents` in `long long` and print them with `print_money`.',
    ],
    visibleCases: [
      {
        name: 'the example',
        stdin: 'add apple 10 0.50\nadd pear 4 1.25\nremove apple 3\nremove pear 5\nlist\ntotal\n',
        expectedOutput: `added 10 apple
added 4 pear
removed 3 apple
error: only 4 pear in stock
apple 7 x 0.50 = 3.50
pear 4 x 1.25 = 5.00
items: 2, units: 11, value: 8.50`,
      },
      {
        name: 'a small shop',
        stdin:
          'add milk 2 0.99\nadd bread 1 2.40\nadd eggs 12 0.25\nlist\nremove eggs 6\nremove cheese 1\ntotal\n',
        expectedOutput: `added 2 milk
added 1 bread
added 12 eggs
bread 1 x 2.40 = 2.40
eggs 12 x 0.25 = 3.00
milk 2 x 0.99 = 1.98
removed 6 eggs
error: no cheese in stock
items: 3, units: 9, value: 5.88`,
      },
    ],
  },
};
