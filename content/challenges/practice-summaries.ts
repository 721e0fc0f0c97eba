import type { PracticeChallenge } from '@domain/challenge-content';

type SummaryField =
  'title' | 'description' | 'difficulty' | 'language' | 'points' | 'timeLimit' | 'topics';

/** A practice challenge as the list on /daily-challenge shows it. */
export type PracticeChallengeSummary = Pick<PracticeChallenge, 'id' | SummaryField>;

/** The rest of a practice challenge, loaded when it is opened: its statement, starter, hints, cases. */
export type PracticeChallengeBody = Omit<PracticeChallenge, SummaryField>;

/**
 * The practice set beside SPEC's three daily challenges, in the order the list shows them. Each
 * challenge's body is its own file in challenges/practice, so the list loads without them.
 */
export const practiceChallengeSummaries: readonly PracticeChallengeSummary[] = [
  {
    id: 'practice-001',
    title: 'Reverse the Digits',
    description:
      'Read a whole number and print it with its digits in reverse order, keeping its sign.',
    difficulty: 'Beginner',
    language: 'C',
    points: 50,
    timeLimit: 30,
    topics: ['loops', 'integer division', 'modulo'],
  },
  {
    id: 'practice-002',
    title: 'Vowel Counter',
    description: 'Read a line of text and count how many vowels it contains.',
    difficulty: 'Beginner',
    language: 'C',
    points: 50,
    timeLimit: 30,
    topics: ['strings', 'characters', 'loops'],
  },
  {
    id: 'practice-003',
    title: 'Largest and Smallest',
    description: 'Read a list of whole numbers and print the largest and the smallest of them.',
    difficulty: 'Beginner',
    language: 'C',
    points: 50,
    timeLimit: 30,
    topics: ['arrays', 'loops', 'functions'],
  },
  {
    id: 'practice-004',
    title: 'Multiplication Grid',
    description: 'Print a square multiplication table with neatly lined-up columns.',
    difficulty: 'Beginner',
    language: 'C',
    points: 50,
    timeLimit: 30,
    topics: ['nested loops', 'formatted output'],
  },
  {
    id: 'practice-005',
    title: 'Fizz Buzz Bazz',
    description:
      'Play FizzBuzz with a third rule: numbers divisible by 7 say Bazz, and the words combine.',
    difficulty: 'Beginner',
    language: 'C',
    points: 50,
    timeLimit: 30,
    topics: ['conditionals', 'modulo', 'loops'],
  },
  {
    id: 'practice-006',
    title: 'Celsius to Fahrenheit Table',
    description: 'Print a conversion table from Celsius to Fahrenheit for a range of temperatures.',
    difficulty: 'Beginner',
    language: 'C',
    points: 50,
    timeLimit: 30,
    topics: ['floating point', 'loops', 'formatted output'],
  },
  {
    id: 'practice-007',
    title: 'Word Counter',
    description:
      'Count the words in a line of text, however it is spaced, and find the longest one.',
    difficulty: 'Intermediate',
    language: 'C',
    points: 75,
    timeLimit: 45,
    topics: ['strings', 'characters', 'loops'],
  },
  {
    id: 'practice-008',
    title: 'Second Largest Value',
    description: 'Find the second largest distinct value in a list, or report that there is none.',
    difficulty: 'Intermediate',
    language: 'C',
    points: 75,
    timeLimit: 45,
    topics: ['arrays', 'pointers', 'edge cases'],
  },
  {
    id: 'practice-009',
    title: 'Run-Length Encoding',
    description:
      'Compress a string by writing every run of repeated characters as the character and a count.',
    difficulty: 'Intermediate',
    language: 'C',
    points: 75,
    timeLimit: 45,
    topics: ['strings', 'loops', 'compression'],
  },
  {
    id: 'practice-010',
    title: 'Rotate an Array by k',
    description:
      'Shift every element of an array k places to the right or to the left, wrapping around the ends, and print the result.',
    difficulty: 'Intermediate',
    language: 'C',
    points: 75,
    timeLimit: 45,
    topics: ['arrays', 'modulo', 'loops'],
  },
  {
    id: 'practice-011',
    title: 'Balanced Brackets',
    description:
      'Check that every (, [ and { in a line of code is closed by the right bracket in the right order, and point at the first bracket that breaks the rule.',
    difficulty: 'Advanced',
    language: 'C',
    points: 100,
    timeLimit: 60,
    topics: ['stacks', 'strings', 'arrays'],
  },
  {
    id: 'practice-012',
    title: 'Caesar Cipher',
    description:
      'Encrypt a message by moving every letter a fixed number of places along the alphabet, and decrypt it by moving the letters back.',
    difficulty: 'Intermediate',
    language: 'C',
    points: 75,
    timeLimit: 45,
    topics: ['strings', 'characters', 'modulo'],
  },
  {
    id: 'practice-013',
    title: 'Binary Search Lookup',
    description:
      'Find numbers in a sorted array by halving the part still to search at every step, and report the index of each one or that it is not there.',
    difficulty: 'Intermediate',
    language: 'C',
    points: 75,
    timeLimit: 45,
    topics: ['binary search', 'arrays', 'loops'],
  },
  {
    id: 'practice-014',
    title: 'Anagram Detector',
    description:
      'Decide whether two phrases use exactly the same letters the same number of times, ignoring case, spaces and punctuation.',
    difficulty: 'Intermediate',
    language: 'C',
    points: 75,
    timeLimit: 45,
    topics: ['strings', 'arrays', 'characters'],
  },
  {
    id: 'practice-015',
    title: 'Matrix Transpose',
    description:
      'Turn the rows of a matrix into its columns with a two-dimensional array, and print the transposed matrix.',
    difficulty: 'Intermediate',
    language: 'C',
    points: 75,
    timeLimit: 45,
    topics: ['2D arrays', 'nested loops'],
  },
  {
    id: 'practice-016',
    title: 'Recursive Power and GCD',
    description:
      "Write two recursive functions: a power that handles exponents up to 10^18 by squaring, and the greatest common divisor by Euclid's algorithm.",
    difficulty: 'Advanced',
    language: 'C',
    points: 100,
    timeLimit: 60,
    topics: ['recursion', 'modular arithmetic', 'integer overflow'],
  },
  {
    id: 'practice-017',
    title: 'Reverse Each Word in Place',
    description:
      'Reverse the letters of every word of a line inside the string itself, with two pointers that walk towards each other and swap.',
    difficulty: 'Intermediate',
    language: 'C',
    points: 75,
    timeLimit: 45,
    topics: ['pointers', 'strings', 'two pointers'],
  },
  {
    id: 'practice-018',
    title: 'Student Ranking Table',
    description:
      'Keep each student in a struct, sort the class by total score with ties broken by name, and print a ranking in which equal totals share a rank.',
    difficulty: 'Advanced',
    language: 'C',
    points: 100,
    timeLimit: 60,
    topics: ['structs', 'sorting', 'strings'],
  },
  {
    id: 'practice-019',
    title: 'Swap the Byte Order',
    description:
      'Take 32-bit numbers apart byte by byte and reverse their byte order, as converting between big- and little-endian does.',
    difficulty: 'Intermediate',
    language: 'C',
    points: 75,
    timeLimit: 45,
    topics: ['bits', 'shifts and masks', 'hexadecimal'],
  },
  {
    id: 'practice-020',
    title: 'Bitmask Permissions',
    description:
      'Store read, write and execute permissions as bits of one number, and grant, revoke, toggle and check them with bitwise operators.',
    difficulty: 'Advanced',
    language: 'C',
    points: 100,
    timeLimit: 60,
    topics: ['bits', 'bitmasks', 'bitwise operators', 'strings'],
  },
  {
    id: 'practice-021',
    title: 'Tower of Hanoi Moves',
    description:
      'Solve the Tower of Hanoi puzzle with a recursive function: print every move that carries a stack of disks from peg A to peg C, then the number of moves.',
    difficulty: 'Advanced',
    language: 'C',
    points: 100,
    timeLimit: 60,
    topics: ['recursion', 'functions'],
  },
  {
    id: 'practice-022',
    title: 'Merge Two Sorted Lists',
    description:
      'Combine two lists of integers that are already sorted into one sorted list, walking through both with two indexes.',
    difficulty: 'Intermediate',
    language: 'C',
    points: 75,
    timeLimit: 45,
    topics: ['arrays', 'sorting', 'loops'],
  },
  {
    id: 'practice-023',
    title: 'Postfix Expression Evaluator',
    description:
      'Evaluate arithmetic written in postfix notation, such as 3 4 + 2 *, with a stack, and report malformed expressions and division by zero.',
    difficulty: 'Advanced',
    language: 'C',
    points: 100,
    timeLimit: 60,
    topics: ['stacks', 'arrays', 'strings', 'parsing'],
  },
  {
    id: 'practice-024',
    title: 'Build and Reverse a Linked List',
    description:
      'Build a singly linked list from the input with malloc, reverse it in place by relinking its nodes, and free every node.',
    difficulty: 'Advanced',
    language: 'C',
    points: 100,
    timeLimit: 60,
    topics: ['linked lists', 'pointers', 'structs', 'dynamic memory'],
  },
  {
    id: 'practice-025',
    title: 'Longest Common Prefix',
    description:
      'Find the longest run of letters that every word in a list starts with, by comparing the words character by character.',
    difficulty: 'Intermediate',
    language: 'C',
    points: 75,
    timeLimit: 45,
    topics: ['strings', 'arrays', 'loops'],
  },
  {
    id: 'practice-026',
    title: 'Growing Dynamic Array',
    description:
      'Store any number of integers in an array that doubles its capacity with realloc when it fills up, reporting every growth.',
    difficulty: 'Advanced',
    language: 'C',
    points: 100,
    timeLimit: 60,
    topics: ['dynamic memory', 'realloc', 'pointers', 'structs', 'arrays'],
  },
  {
    id: 'practice-027',
    title: 'Token Classifier State Machine',
    description:
      'Tell identifiers, integers and decimal numbers from invalid tokens with a finite state machine that reads one character at a time.',
    difficulty: 'Advanced',
    language: 'C',
    points: 100,
    timeLimit: 60,
    topics: ['state machines', 'enums', 'switch', 'strings', 'characters'],
  },
];
