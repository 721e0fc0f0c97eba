import type { CompareConceptContent } from '../compare';

export const loops: CompareConceptContent = {
  description:
    'Repeat work with a counting loop and a while loop, then skip some rounds with continue and stop early with break.',
  programs: {
    c: {
      code: String.raw`#include <stdio.h>

int main(void) {
    int sum = 0;
    for (int i = 1; i <= 10; i++) {
        sum += i;
    }
    printf("Sum of 1 to 10: %d\n", sum);

    int n = 5;
    printf("Countdown:");
    while (n > 0) {
        printf(" %d", n);
        n--;
    }
    printf(" Liftoff!\n");

    printf("Odd numbers:");
    for (int i = 1; i <= 10; i++) {
        if (i % 2 == 0) {
            continue; /* skip the even ones */
        }
        printf(" %d", i);
    }
    printf("\n");

    int multiple = 51;
    while (1) {
        if (multiple % 7 == 0) {
            break;
        }
        multiple++;
    }
    printf("First multiple of 7 above 50: %d\n", multiple);
    return 0;
}
`,
      expectedOutput:
        'Sum of 1 to 10: 55\nCountdown: 5 4 3 2 1 Liftoff!\nOdd numbers: 1 3 5 7 9\nFirst multiple of 7 above 50: 56',
      note: 'C makes you manage the counter yourself: start value, condition and step, and an off-by-one mistake that walks past the end of an array goes unnoticed. Any number can be a condition (0 is false, everything else true), which is why while (1) runs forever. A counter of signed type that overflows is undefined behaviour.',
    },
    cpp: {
      code: String.raw`#include <iostream>

int main() {
    int sum = 0;
    for (int i = 1; i <= 10; ++i) {
        sum += i;
    }
    std::cout << "Sum of 1 to 10: " << sum << '\n';

    int n = 5;
    std::cout << "Countdown:";
    while (n > 0) {
        std::cout << ' ' << n;
        --n;
    }
    std::cout << " Liftoff!\n";

    std::cout << "Odd numbers:";
    for (int i = 1; i <= 10; ++i) {
        if (i % 2 == 0) {
            continue; // skip the even ones
        }
        std::cout << ' ' << i;
    }
    std::cout << '\n';

    int multiple = 51;
    while (true) {
        if (multiple % 7 == 0) {
            break;
        }
        ++multiple;
    }
    std::cout << "First multiple of 7 above 50: " << multiple << '\n';
}
`,
      expectedOutput:
        'Sum of 1 to 10: 55\nCountdown: 5 4 3 2 1 Liftoff!\nOdd numbers: 1 3 5 7 9\nFirst multiple of 7 above 50: 56',
      note: "C++ keeps all of C's loops and adds the range-based for (for (int x : values)), which visits every element of a container without an index to get wrong. true and false are keywords, though numbers still convert to bool in conditions. Overflowing a signed counter is undefined behaviour, as in C.",
    },
    rust: {
      code: String.raw`fn main() {
    let mut sum = 0;
    for i in 1..=10 {
        sum += i;
    }
    println!("Sum of 1 to 10: {sum}");

    let mut n = 5;
    print!("Countdown:");
    while n > 0 {
        print!(" {n}");
        n -= 1;
    }
    println!(" Liftoff!");

    print!("Odd numbers:");
    for i in 1..=10 {
        if i % 2 == 0 {
            continue;
        }
        print!(" {i}");
    }
    println!();

    // loop repeats until break, and break can hand back a value.
    let mut candidate = 51;
    let multiple = loop {
        if candidate % 7 == 0 {
            break candidate;
        }
        candidate += 1;
    };
    println!("First multiple of 7 above 50: {multiple}");
}
`,
      expectedOutput:
        'Sum of 1 to 10: 55\nCountdown: 5 4 3 2 1 Liftoff!\nOdd numbers: 1 3 5 7 9\nFirst multiple of 7 above 50: 56',
      note: 'for walks over a range or an iterator (1..=10 includes 10) instead of updating an index by hand, and loop is the endless loop, whose break can return a value. A condition must be a bool: while n does not compile, while n > 0 does. Indexing inside a loop is bounds-checked, so running past the end panics instead of reading stray memory.',
    },
    go: {
      code: String.raw`package main

import "fmt"

func main() {
	sum := 0
	for i := 1; i <= 10; i++ {
		sum += i
	}
	fmt.Printf("Sum of 1 to 10: %d\n", sum)

	n := 5
	fmt.Print("Countdown:")
	for n > 0 { // Go's while loop is a for with only a condition
		fmt.Printf(" %d", n)
		n--
	}
	fmt.Println(" Liftoff!")

	fmt.Print("Odd numbers:")
	for i := 1; i <= 10; i++ {
		if i%2 == 0 {
			continue
		}
		fmt.Printf(" %d", i)
	}
	fmt.Println()

	multiple := 51
	for {
		if multiple%7 == 0 {
			break
		}
		multiple++
	}
	fmt.Printf("First multiple of 7 above 50: %d\n", multiple)
}
`,
      expectedOutput:
        'Sum of 1 to 10: 55\nCountdown: 5 4 3 2 1 Liftoff!\nOdd numbers: 1 3 5 7 9\nFirst multiple of 7 above 50: 56',
      note: 'for is the only loop keyword: with three parts it counts, with just a condition it is a while loop, and with nothing it runs until break. Conditions need no parentheses but must be bool, and the braces are mandatory. i++ is a statement, not an expression, so it cannot hide inside another expression as it can in C.',
    },
    python: {
      code: String.raw`total = 0
for i in range(1, 11):  # range(1, 11) stops before 11
    total += i
print(f"Sum of 1 to 10: {total}")

n = 5
print("Countdown:", end="")
while n > 0:
    print(f" {n}", end="")
    n -= 1
print(" Liftoff!")

print("Odd numbers:", end="")
for i in range(1, 11):
    if i % 2 == 0:
        continue
    print(f" {i}", end="")
print()

multiple = 51
while True:
    if multiple % 7 == 0:
        break
    multiple += 1
print(f"First multiple of 7 above 50: {multiple}")
`,
      expectedOutput:
        'Sum of 1 to 10: 55\nCountdown: 5 4 3 2 1 Liftoff!\nOdd numbers: 1 3 5 7 9\nFirst multiple of 7 above 50: 56',
      note: 'for always walks over something, here range(1, 11), so there is no three-part C-style for and no index to update by hand. Blocks are marked by indentation instead of braces, and while True with break replaces an endless C loop. Integers never overflow, so a counter cannot wrap around.',
    },
    javascript: {
      code: `let sum = 0;
for (let i = 1; i <= 10; i++) {
  sum += i;
}
console.log(\`Sum of 1 to 10: \${sum}\`);

// console.log always ends the line, so collect the numbers and join them.
let n = 5;
const steps = [];
while (n > 0) {
  steps.push(n);
  n--;
}
console.log(\`Countdown: \${steps.join(' ')} Liftoff!\`);

const odds = [];
for (let i = 1; i <= 10; i++) {
  if (i % 2 === 0) {
    continue;
  }
  odds.push(i);
}
console.log(\`Odd numbers: \${odds.join(' ')}\`);

let multiple = 51;
while (true) {
  if (multiple % 7 === 0) {
    break;
  }
  multiple++;
}
console.log(\`First multiple of 7 above 50: \${multiple}\`);
`,
      expectedOutput:
        'Sum of 1 to 10: 55\nCountdown: 5 4 3 2 1 Liftoff!\nOdd numbers: 1 3 5 7 9\nFirst multiple of 7 above 50: 56',
      note: "for, while, break and continue work as in C; declaring the counter with let gives each round its own variable, scoped to the loop. for...of walks over the values of an array or string without an index. Conditions accept any value, with C-like truthiness plus JavaScript's own rules (an empty string, null and undefined are false).",
    },
  },
};
