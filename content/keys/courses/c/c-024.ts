import type { ExerciseKey } from '@domain/learning';

export const key: ExerciseKey = {
  lessonId: 'c-024',
  solution: String.raw`/*
 * Final project: a small inventory manager. It reads one command per line
 * (add, remove, list, total) and keeps the items in a growing array of structs.
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
    for (size_t i = 0; i < inv->count; i++) {
        if (strcmp(inv->items[i].name, name) == 0) {
            return &inv->items[i];
        }
    }
    return NULL;
}

/* Adds quantity units of name at price_cents each and prints "added QTY NAME".
   A new name becomes a new item; a known one gets more units and the new price.
   Returns 0 if memory runs out, otherwise 1. */
int add_item(Inventory *inv, const char *name, int quantity, long long price_cents)
{
    Item *item = find_item(inv, name);
    if (item == NULL) {
        if (inv->count == inv->capacity) {
            size_t new_capacity = inv->capacity == 0 ? 4 : inv->capacity * 2;
            Item *bigger = realloc(inv->items, new_capacity * sizeof *bigger);
            if (bigger == NULL) {
                return 0;
            }
            inv->items = bigger;
            inv->capacity = new_capacity;
        }
        item = &inv->items[inv->count++];
        strcpy(item->name, name);
        item->quantity = 0;
    }
    item->quantity += quantity;
    item->price_cents = price_cents;
    printf("added %d %s\n", quantity, name);
    return 1;
}

/* Removes quantity units of name and prints "removed QTY NAME", or prints
   an error and changes nothing. An item whose quantity reaches 0 is deleted. */
void remove_item(Inventory *inv, const char *name, int quantity)
{
    Item *item = find_item(inv, name);
    if (item == NULL) {
        printf("error: no %s in stock\n", name);
        return;
    }
    if (quantity > item->quantity) {
        printf("error: only %d %s in stock\n", item->quantity, name);
        return;
    }
    item->quantity -= quantity;
    printf("removed %d %s\n", quantity, name);
    if (item->quantity == 0) {
        /* The order does not matter (list sorts), so move the last item into the gap. */
        *item = inv->items[inv->count - 1];
        inv->count--;
    }
}

static int compare_names(const void *a, const void *b)
{
    const Item *x = a;
    const Item *y = b;
    return strcmp(x->name, y->name);
}

/* Prints every item in alphabetical order, or "inventory is empty". */
void print_list(Inventory *inv)
{
    if (inv->count == 0) {
        printf("inventory is empty\n");
        return;
    }
    qsort(inv->items, inv->count, sizeof inv->items[0], compare_names);
    for (size_t i = 0; i < inv->count; i++) {
        const Item *item = &inv->items[i];
        printf("%s %d x ", item->name, item->quantity);
        print_money(item->price_cents);
        printf(" = ");
        print_money(item->quantity * item->price_cents);
        printf("\n");
    }
}

/* Prints "items: N, units: U, value: V". */
void print_total(const Inventory *inv)
{
    long long units = 0;
    long long value = 0;
    for (size_t i = 0; i < inv->count; i++) {
        units += inv->items[i].quantity;
        value += inv->items[i].quantity * inv->items[i].price_cents;
    }
    printf("items: %zu, units: %lld, value: ", inv->count, units);
    print_money(value);
    printf("\n");
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
  hiddenCases: [
    {
      name: 'an empty inventory',
      stdin: 'list\ntotal\n',
      expectedOutput: `inventory is empty
items: 0, units: 0, value: 0.00`,
    },
    {
      name: 'restocking changes quantity and price',
      stdin: 'add apple 5 0.40\nadd apple 3 0.50\nlist\ntotal\n',
      expectedOutput: `added 5 apple
added 3 apple
apple 8 x 0.50 = 4.00
items: 1, units: 8, value: 4.00`,
    },
    {
      name: 'removing everything deletes the item',
      stdin:
        'add tea 3 4.00\nadd cocoa 1 3.10\nremove tea 3\nlist\nremove tea 1\nremove cocoa 1\nlist\ntotal\n',
      expectedOutput: `added 3 tea
added 1 cocoa
removed 3 tea
cocoa 1 x 3.10 = 3.10
error: no tea in stock
removed 1 cocoa
inventory is empty
items: 0, units: 0, value: 0.00`,
    },
    {
      name: 'unknown commands, bad arguments and blank lines',
      stdin:
        'sell apple 2\n\nadd pear\nadd pear -3 1.00\nremove\nremove pear 0\nadd pear 2 0.29\nlist\n',
      expectedOutput: `error: unknown command sell
error: bad arguments for add
error: bad arguments for add
error: bad arguments for remove
error: bad arguments for remove
added 2 pear
pear 2 x 0.29 = 0.58`,
    },
    {
      name: 'many items, so the array must grow',
      stdin:
        'add item17 17 17.17\nadd item03 3 3.03\nadd item12 12 12.12\nadd item20 20 20.20\nadd item01 1 1.01\nadd item08 8 8.08\nadd item15 15 15.15\nadd item06 6 6.06\nadd item19 19 19.19\nadd item10 10 10.10\nadd item02 2 2.02\nadd item14 14 14.14\nadd item05 5 5.05\nadd item18 18 18.18\nadd item09 9 9.09\nadd item11 11 11.11\nadd item04 4 4.04\nadd item16 16 16.16\nadd item07 7 7.07\nadd item13 13 13.13\nremove item05 5\nremove item17 1\nlist\ntotal\n',
      expectedOutput: `added 17 item17
added 3 item03
added 12 item12
added 20 item20
added 1 item01
added 8 item08
added 15 item15
added 6 item06
added 19 item19
added 10 item10
added 2 item02
added 14 item14
added 5 item05
added 18 item18
added 9 item09
added 11 item11
added 4 item04
added 16 item16
added 7 item07
added 13 item13
removed 5 item05
removed 1 item17
item01 1 x 1.01 = 1.01
item02 2 x 2.02 = 4.04
item03 3 x 3.03 = 9.09
item04 4 x 4.04 = 16.16
item06 6 x 6.06 = 36.36
item07 7 x 7.07 = 49.49
item08 8 x 8.08 = 64.64
item09 9 x 9.09 = 81.81
item10 10 x 10.10 = 101.00
item11 11 x 11.11 = 122.21
item12 12 x 12.12 = 145.44
item13 13 x 13.13 = 170.69
item14 14 x 14.14 = 197.96
item15 15 x 15.15 = 227.25
item16 16 x 16.16 = 258.56
item17 16 x 17.17 = 274.72
item18 18 x 18.18 = 327.24
item19 19 x 19.19 = 364.61
item20 20 x 20.20 = 404.00
items: 19, units: 204, value: 2856.28`,
    },
    {
      name: 'large quantities and prices',
      stdin:
        'add gold 1000000 99999.99\nadd gold 1000000 100000\nadd dust 1 0.01\nadd free 7 0\nlist\ntotal\n',
      expectedOutput: `added 1000000 gold
added 1000000 gold
added 1 dust
added 7 free
dust 1 x 0.01 = 0.01
free 7 x 0.00 = 0.00
gold 2000000 x 100000.00 = 200000000000.00
items: 3, units: 2000008, value: 200000000000.01`,
    },
  ],
};
