import type { CompareConceptContent } from '../compare';

export const helloWorld: CompareConceptContent = {
  description: 'The smallest complete program: print one line and exit successfully.',
  programs: {
    c: {
      code: String.raw`#include <stdio.h>

int main(void) {
    printf("Hello, World!\n");
    return 0;
}
`,
      expectedOutput: 'Hello, World!',
      note: 'C needs a header for printf and an explicit main that returns an exit status. The string is a plain array of characters ending in a zero byte; nothing checks it at run time.',
    },
    cpp: {
      code: String.raw`#include <iostream>

int main() {
    std::cout << "Hello, World!\n";
}
`,
      expectedOutput: 'Hello, World!',
      note: 'C++ can still call printf, but idiomatic code writes to the std::cout stream, whose << operator is chosen at compile time from the type of each value, so there is no format string to get wrong. std:: is the namespace of the standard library, something C does not have, and main may leave out return 0.',
    },
    rust: {
      code: String.raw`fn main() {
    println!("Hello, World!");
}
`,
      expectedOutput: 'Hello, World!',
      note: 'println! is a macro, not a function: the compiler checks the format string against its arguments, so a mismatch is a compile error rather than undefined behaviour. Strings are UTF-8 and store their length instead of ending in a zero byte, and main returns nothing here: the exit status is 0 unless the program panics or exits explicitly.',
    },
    go: {
      code: String.raw`package main

import "fmt"

func main() {
	fmt.Println("Hello, World!")
}
`,
      expectedOutput: 'Hello, World!',
      note: 'Every Go file starts with its package, and a program lives in package main; an unused import is a compile error. fmt.Println adds the newline itself, and strings are immutable sequences of bytes that store their length.',
    },
    python: {
      code: String.raw`print("Hello, World!")
`,
      expectedOutput: 'Hello, World!',
      note: 'Python needs no main function, no header and no compile step: the interpreter runs the file from top to bottom. print adds the newline, and strings are immutable Unicode objects freed automatically when nothing uses them anymore.',
    },
    javascript: {
      code: String.raw`console.log('Hello, World!');
`,
      expectedOutput: 'Hello, World!',
      note: 'Node runs the file directly, with no compile step and no main function. console.log adds the newline, and strings are immutable values whose memory the garbage collector reclaims.',
    },
  },
};
