import type { AssessmentKey } from '@domain/assessment-content';

/** What each "what does this program print" item prints, and why. */
export const outputItemKeys: AssessmentKey[] = [
  {
    id: 'a-033',
    kind: 'output',
    expectedOutput: 'Hello, C\na\tb\n',
    explanation:
      '`printf` adds no newline of its own, so the first two calls print one line. The commented-out call never runs, and `\\t` prints a tab.',
  },
  {
    id: 'a-034',
    kind: 'output',
    expectedOutput: '100%\n"quoted"\none\\two\n',
    explanation:
      'In a format string `%%` prints one `%`; in a string literal `\\"` is a double quote and `\\\\` one backslash.',
  },
  {
    id: 'a-035',
    kind: 'output',
    expectedOutput: '3 2\n-3 -2\n3.40\n',
    explanation:
      'Integer division truncates toward zero, so -17 / 5 is -3, and the remainder takes the sign of the left operand. The cast makes the last division a `double` one.',
  },
  {
    id: 'a-036',
    kind: 'output',
    expectedOutput: '5 7 7\n',
    explanation:
      '`i++` gives the old value 5, then `i` becomes 6; `++i` makes `i` 7 first and gives the new value.',
  },
  {
    id: 'a-037',
    kind: 'output',
    expectedOutput: '9 C 67\n1 1\n',
    explanation:
      'Converting a `double` to `int` drops the fraction. A `char` is a small integer: `%c` prints it as the character C and `%d` as its code 67, and `sizeof(char)` is always 1.',
  },
  {
    id: 'a-038',
    kind: 'output',
    expectedOutput: 'one\ntwo\ntwo\nmany\n',
    explanation:
      'For 1 there is no `break` after `case 1`, so execution falls through into `case 2`. 2 prints only `two`, and 3 matches no case and goes to `default`.',
  },
  {
    id: 'a-039',
    kind: 'output',
    expectedOutput: '16\n',
    explanation:
      '`continue` skips the even numbers, and `break` ends the loop at 9, so the total is 1 + 3 + 5 + 7.',
  },
  {
    id: 'a-040',
    kind: 'output',
    expectedOutput: '1\n24\n369\n',
    explanation:
      'The inner loop runs `row` times, so each row prints the first `row` multiples of `row` with nothing between them.',
  },
  {
    id: 'a-041',
    kind: 'output',
    expectedOutput: 'in twice: 10\nin main: 5\n',
    explanation:
      "`twice` doubles its own copy `n`; the caller's `x` is passed by value and stays 5.",
  },
  {
    id: 'a-042',
    kind: 'output',
    expectedOutput: '19\n7\n',
    explanation:
      'Each call adds the last digit to the sum of the others: 6 + 9 + 0 + 4 is 19. A single digit is the base case and is returned as it is.',
  },
  {
    id: 'a-043',
    kind: 'output',
    expectedOutput: '1 2 3 100\n',
    explanation:
      'The `static` `count` is initialised once and keeps its value between calls. The `count` in `main` is a different variable.',
  },
  {
    id: 'a-044',
    kind: 'output',
    expectedOutput: '6 42\n',
    explanation:
      '`sizeof values / sizeof values[0]` counts the 6 elements, and the loop adds those at indexes 0, 2 and 4: 4 + 15 + 23.',
  },
  {
    id: 'a-045',
    kind: 'output',
    expectedOutput: '2\n4\n0\n0\n',
    explanation:
      "The elements without an initialiser start at 0. The function receives a pointer to the array, so it doubles the caller's elements.",
  },
  {
    id: 'a-046',
    kind: 'output',
    expectedOutput: '9 4\n',
    explanation: '`grid[row][2]` is the last element of each row, 3 and 6; `grid[1][0]` is 4.',
  },
  {
    id: 'a-047',
    kind: 'output',
    expectedOutput: '4 20\ncodenest 8\n',
    explanation:
      '`strlen` counts the characters before the null character; `sizeof` is the size of the whole array. `strcat` appends to the text already there.',
  },
  {
    id: 'a-048',
    kind: 'output',
    expectedOutput: '5 HI, 2 YOU!\n',
    explanation:
      'Only H, i, y, o and u are letters, and `toupper` changes only letters. `fgets` kept the newline, which ends the output.',
  },
  {
    id: 'a-049',
    kind: 'output',
    expectedOutput: '0 1\n1\n',
    explanation:
      '`p == q` compares the addresses of two different arrays, so it is 0 even though the text is the same; `strcmp` compares the characters. "apple" comes before "banana", so `strcmp` is negative.',
  },
  {
    id: 'a-050',
    kind: 'output',
    expectedOutput: '7 20\n',
    explanation: 'Through `p`, 4 is added to `x`; then `p` is pointed at `y`, and `y` is doubled.',
  },
  {
    id: 'a-051',
    kind: 'output',
    expectedOutput: '20 40\n40 3\n',
    explanation:
      '`p` starts at `a[1]`, so `*(p + 2)` is `a[3]`. After `p++` it points at `a[2]`: `p[1]` is `a[3]`, and three elements lie between it and the end.',
  },
  {
    id: 'a-052',
    kind: 'output',
    expectedOutput: '-2 9\n',
    explanation:
      'The function writes its results through the pointers it was given, so `low` and `high` in `main` change.',
  },
  {
    id: 'a-053',
    kind: 'output',
    expectedOutput: '30 40 40\n',
    explanation:
      '`realloc` keeps the first three values when it grows the block, and the new elements are then set: `numbers[4]` is 10 + 30.',
  },
  {
    id: 'a-054',
    kind: 'output',
    expectedOutput: '0: 1\n1: 2\n2: 0\n3: 3\n',
    explanation:
      '`calloc` starts every count at 0, and each roll adds one to its own count, so 2, which is never rolled, stays 0.',
  },
  {
    id: 'a-055',
    kind: 'output',
    expectedOutput: '1 2 / 11 12\n6 7\n',
    explanation:
      '`shifted` changes and returns a copy, so `a` is unchanged until `shift` changes it through a pointer.',
  },
  {
    id: 'a-056',
    kind: 'output',
    expectedOutput: '1 2 11\nmedium\n',
    explanation:
      'An enumerator without a value is one more than the one before: `MEDIUM` is 2 and `EXTRA_LARGE` is 11. The `switch` then matches `MEDIUM`.',
  },
  {
    id: 'a-057',
    kind: 'output',
    expectedOutput: '3 numbers, sum 15\n',
    explanation:
      '`scanf` reads 4, 5 and 6, then cannot convert `x` and returns 0, which ends the loop; the 7 is never read.',
  },
  {
    id: 'a-058',
    kind: 'output',
    expectedOutput: 'pens\ncups\ntotal 10\n',
    explanation:
      'The program writes two lines to the file, closes it, and reads them back: `fscanf` gives each count and name until it reaches the end and returns `EOF`.',
  },
  {
    id: 'a-059',
    kind: 'output',
    expectedOutput: '8\n12\n',
    explanation:
      '`3 * DOUBLE(2)` becomes `3 * 2 + 2`, which is 8. With parentheses, `3 * ((2) + (2))` is 12.',
  },
  {
    id: 'a-060',
    kind: 'output',
    expectedOutput: '6 * 7 = 42\ndetailed\n',
    explanation:
      '`#expr` turns the argument into the string "6 * 7". `LEVEL` is 2, so the preprocessor keeps the `#if` branch and drops the `#else` one.',
  },
];
