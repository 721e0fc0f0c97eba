import type { AssessmentKey } from '@domain/assessment-content';

/** The correct choice of each multiple choice item, and why. */
export const choiceItemKeys: AssessmentKey[] = [
  {
    id: 'a-001',
    kind: 'choice',
    correct: 1,
    explanation:
      'Every C program starts in `main`, wherever it is in the file. Other functions run only when they are called.',
  },
  {
    id: 'a-002',
    kind: 'choice',
    correct: 0,
    explanation:
      'The preprocessor replaces the `#include` line with the text of the header, which declares `printf` and its relatives. The functions themselves come from the C library when the program is linked.',
  },
  {
    id: 'a-003',
    kind: 'choice',
    correct: 2,
    explanation:
      'A warning does not stop the build; an error does. Warnings point at legal code that is often a mistake, so read and fix them.',
  },
  {
    id: 'a-004',
    kind: 'choice',
    correct: 1,
    explanation:
      'Both operands are `int`, so this is integer division: the fractional part is thrown away and the result is the `int` 3.',
  },
  {
    id: 'a-005',
    kind: 'choice',
    correct: 3,
    explanation:
      '`sizeof` gives a `size_t`, and `%zu` is its specifier. `%d` is for `int`, `%f` for `double` and `%c` for a character.',
  },
  {
    id: 'a-006',
    kind: 'choice',
    correct: 2,
    explanation:
      'The cast turns `a` into a `double` before the division, so the division is done in `double`. In the other choices `a / b` is an integer division that has already given 2.',
  },
  {
    id: 'a-007',
    kind: 'choice',
    correct: 2,
    explanation:
      'Without `break`, execution carries on into the next case and runs its statements too, whatever its label. gcc warns about it with `-Wextra`.',
  },
  {
    id: 'a-008',
    kind: 'choice',
    correct: 1,
    explanation:
      'A `do`-`while` loop tests its condition after the body, so the body always runs at least once; then the false condition ends the loop.',
  },
  {
    id: 'a-009',
    kind: 'choice',
    correct: 1,
    explanation:
      '`=` assigns; the value of the assignment is the value assigned, 0, which is false. gcc warns `suggest parentheses around assignment used as truth value`; you meant `==`.',
  },
  {
    id: 'a-010',
    kind: 'choice',
    correct: 1,
    explanation:
      'C passes arguments by value: `n` is a copy of `x`, so doubling `n` leaves `x` as it was.',
  },
  {
    id: 'a-011',
    kind: 'choice',
    correct: 0,
    explanation:
      "The compiler reads the file from top to bottom. A prototype tells it the function's parameters and return type before the call, so the call is checked even though the definition comes later.",
  },
  {
    id: 'a-012',
    kind: 'choice',
    correct: 3,
    explanation:
      'A `static` local has static storage duration: it lives for the whole run, is initialised once, and keeps its value from one call to the next. Its scope is still the function.',
  },
  {
    id: 'a-013',
    kind: 'choice',
    correct: 2,
    explanation:
      'Indexes start at 0, so five elements are `a[0]` to `a[4]`. `a[5]` is past the end, and using it is undefined behaviour.',
  },
  {
    id: 'a-014',
    kind: 'choice',
    correct: 2,
    explanation:
      'An array parameter is adjusted to a pointer, so `sizeof values` is the size of a pointer. That is why the count is passed as a separate parameter.',
  },
  {
    id: 'a-015',
    kind: 'choice',
    correct: 1,
    explanation:
      'When an array has an initialiser, the elements it does not mention are set to zero.',
  },
  {
    id: 'a-016',
    kind: 'choice',
    correct: 1,
    explanation:
      'The array holds the three letters and the null character that ends the string, so it is 4 bytes. `strlen(word)` would be 3.',
  },
  {
    id: 'a-017',
    kind: 'choice',
    correct: 2,
    explanation:
      '`strcmp` returns 0 when the strings are equal. `a == b` compares addresses, and `*a == *b` compares only the first characters.',
  },
  {
    id: 'a-018',
    kind: 'choice',
    correct: 1,
    explanation:
      '`fgets` keeps the newline when it fits in the array and always ends the string with a null character.',
  },
  {
    id: 'a-019',
    kind: 'choice',
    correct: 1,
    explanation: '`p` holds the address of `x`, so `*p = 9` stores 9 in `x` itself.',
  },
  {
    id: 'a-020',
    kind: 'choice',
    correct: 1,
    explanation:
      '`a[3]` is defined as `*(a + 3)`: move three elements on from the first, then follow the pointer. `*a + 3` adds 3 to the first element.',
  },
  {
    id: 'a-021',
    kind: 'choice',
    correct: 3,
    explanation:
      'A local variable has automatic storage: it is gone when the function returns, so the returned address points at memory that no longer holds it.',
  },
  {
    id: 'a-022',
    kind: 'choice',
    correct: 1,
    explanation:
      '`malloc` returns `NULL` when it fails, which is why every result is checked before it is used.',
  },
  {
    id: 'a-023',
    kind: 'choice',
    correct: 2,
    explanation:
      '`free` gives the memory back but cannot change your variable: `p` keeps the old address and is now dangling. Setting it to `NULL` yourself is a good habit.',
  },
  {
    id: 'a-024',
    kind: 'choice',
    correct: 2,
    explanation:
      '`calloc` sets every byte to zero. `malloc` leaves the memory uninitialised, and `malloc(n)` asks for only `n` bytes.',
  },
  {
    id: 'a-025',
    kind: 'choice',
    correct: 2,
    explanation:
      '`p->x` is short for `(*p).x`. `*p.x` means `*(p.x)`, because `.` binds more tightly than `*`.',
  },
  {
    id: 'a-026',
    kind: 'choice',
    correct: 1,
    explanation:
      "A struct is passed by value like any other argument, so the function gets a copy. To change the caller's struct, pass a pointer to it.",
  },
  {
    id: 'a-027',
    kind: 'choice',
    correct: 1,
    explanation:
      'An enumerator without a value is one more than the one before it, so `BLUE` follows `GREEN = 5` and is 6.',
  },
  {
    id: 'a-028',
    kind: 'choice',
    correct: 0,
    explanation:
      '`scanf` returns the number of items it converted. `abc` is not a number, so it converts none and returns 0; `EOF` means the input ended first.',
  },
  {
    id: 'a-029',
    kind: 'choice',
    correct: 1,
    explanation:
      'Mode `"w"` truncates an existing file to zero length. Use `"a"` to add to its end.',
  },
  {
    id: 'a-030',
    kind: 'choice',
    correct: 2,
    explanation:
      '`fopen` returns `NULL` when it cannot open the file, and reading through a `NULL` `FILE *` is undefined behaviour. Check it and report the reason with `perror`.',
  },
  {
    id: 'a-031',
    kind: 'choice',
    correct: 1,
    explanation:
      'A macro replaces text: `SQUARE(1 + 2)` becomes `1 + 2 * 1 + 2`, which is 5. Parentheses around each use of the parameter and around the whole body fix it.',
  },
  {
    id: 'a-032',
    kind: 'choice',
    correct: 1,
    explanation:
      'The second time the header is included, `STACK_H` is already defined, so its contents are skipped and nothing in it is defined twice.',
  },
];
