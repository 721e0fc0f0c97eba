import type { CompareConceptContent } from '../compare';

export const functions: CompareConceptContent = {
  description:
    'Give a piece of work a name: one function takes two numbers and returns their greatest common divisor, and another computes a factorial by calling itself.',
  programs: {
    c: {
      code: String.raw`#include <stdio.h>

/* Greatest common divisor, by Euclid's algorithm. */
int gcd(int a, int b) {
    while (b != 0) {
        int remainder = a % b;
        a = b;
        b = remainder;
    }
    return a;
}

/* n! = n * (n - 1)!, and 1! = 0! = 1 */
int factorial(int n) {
    if (n <= 1) {
        return 1;
    }
    return n * factorial(n - 1);
}

int main(void) {
    printf("gcd(48, 18) = %d\n", gcd(48, 18));
    printf("gcd(17, 5) = %d\n", gcd(17, 5));
    printf("5! = %d\n", factorial(5));
    printf("10! = %d\n", factorial(10));
    return 0;
}
`,
      expectedOutput: 'gcd(48, 18) = 6\ngcd(17, 5) = 1\n5! = 120\n10! = 3628800',
      note: "C makes you declare a function before the code that calls it, and every argument is copied: to let a function change the caller's variable you pass a pointer to it. Each call gets a stack frame that vanishes when it returns; nothing stops you from returning a pointer into it or recursing until the stack overflows. factorial(13) no longer fits in a 32-bit int, and that signed overflow is undefined behaviour.",
    },
    cpp: {
      code: String.raw`#include <iostream>

// Greatest common divisor, by Euclid's algorithm (std::gcd in <numeric> does the same).
int gcd(int a, int b) {
    while (b != 0) {
        int remainder = a % b;
        a = b;
        b = remainder;
    }
    return a;
}

// constexpr: the compiler may run it while compiling, as the static_assert below does.
constexpr int factorial(int n) {
    return n <= 1 ? 1 : n * factorial(n - 1);
}

static_assert(factorial(5) == 120);

int main() {
    std::cout << "gcd(48, 18) = " << gcd(48, 18) << '\n';
    std::cout << "gcd(17, 5) = " << gcd(17, 5) << '\n';
    std::cout << "5! = " << factorial(5) << '\n';
    std::cout << "10! = " << factorial(10) << '\n';
}
`,
      expectedOutput: 'gcd(48, 18) = 6\ngcd(17, 5) = 1\n5! = 120\n10! = 3628800',
      note: "C++ adds references (int&), which let a function change the caller's variable without pointer syntax, as well as overloading and default arguments; constexpr functions can even run at compile time. Arguments are still copied by default, and overflow or runaway recursion is as undefined as in C.",
    },
    rust: {
      code: String.raw`/// Greatest common divisor, by Euclid's algorithm.
fn gcd(mut a: u32, mut b: u32) -> u32 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a // the last expression, without a semicolon, is the return value
}

fn factorial(n: u32) -> u32 {
    match n {
        0 | 1 => 1,
        _ => n * factorial(n - 1),
    }
}

fn main() {
    println!("gcd(48, 18) = {}", gcd(48, 18));
    println!("gcd(17, 5) = {}", gcd(17, 5));
    println!("5! = {}", factorial(5));
    println!("10! = {}", factorial(10));
}
`,
      expectedOutput: 'gcd(48, 18) = 6\ngcd(17, 5) = 1\n5! = 120\n10! = 3628800',
      note: 'Every parameter and return type must be written in the signature, and even parameters are immutable unless marked mut. Instead of raw pointers, arguments are moved or borrowed (&, &mut), and the borrow checker refuses to compile a function that returns a reference to one of its locals. factorial(13) overflows u32: a debug build panics with a clear message instead of silently going wrong.',
    },
    go: {
      code: String.raw`package main

import "fmt"

// gcd returns the greatest common divisor, by Euclid's algorithm.
func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func factorial(n int) int {
	if n <= 1 {
		return 1
	}
	return n * factorial(n-1)
}

func main() {
	fmt.Printf("gcd(48, 18) = %d\n", gcd(48, 18))
	fmt.Printf("gcd(17, 5) = %d\n", gcd(17, 5))
	fmt.Printf("5! = %d\n", factorial(5))
	fmt.Printf("10! = %d\n", factorial(10))
}
`,
      expectedOutput: 'gcd(48, 18) = 6\ngcd(17, 5) = 1\n5! = 120\n10! = 3628800',
      note: 'Types come after the names, functions may be declared in any order, and a function can return several values, which Go uses to report errors instead of exceptions. Arguments are copied as in C, but returning a pointer to a local variable is safe: the compiler moves it to the garbage-collected heap. Goroutine stacks grow as needed, so deep recursion fails only at a large limit, with a fatal error rather than undefined behaviour.',
    },
    python: {
      code: String.raw`def gcd(a: int, b: int) -> int:
    """Greatest common divisor, by Euclid's algorithm."""
    while b:
        a, b = b, a % b
    return a


def factorial(n: int) -> int:
    return 1 if n <= 1 else n * factorial(n - 1)


print(f"gcd(48, 18) = {gcd(48, 18)}")
print(f"gcd(17, 5) = {gcd(17, 5)}")
print(f"5! = {factorial(5)}")
print(f"10! = {factorial(10)}")
`,
      expectedOutput: 'gcd(48, 18) = 6\ngcd(17, 5) = 1\n5! = 120\n10! = 3628800',
      note: 'Type hints such as a: int document a function but are not checked when it runs; a wrong argument fails only when an operation on it does, with an exception. Integers never overflow, so factorial(100) is exact, and recursion deeper than the limit (1000 calls by default) raises RecursionError instead of crashing.',
    },
    javascript: {
      code: `// Greatest common divisor, by Euclid's algorithm.
function gcd(a, b) {
  while (b !== 0) {
    [a, b] = [b, a % b];
  }
  return a;
}

const factorial = (n) => (n <= 1 ? 1 : n * factorial(n - 1));

console.log(\`gcd(48, 18) = \${gcd(48, 18)}\`);
console.log(\`gcd(17, 5) = \${gcd(17, 5)}\`);
console.log(\`5! = \${factorial(5)}\`);
console.log(\`10! = \${factorial(10)}\`);
`,
      expectedOutput: 'gcd(48, 18) = 6\ngcd(17, 5) = 1\n5! = 120\n10! = 3628800',
      note: 'Parameters have no types and the number of arguments is not checked: a missing one is simply undefined. Functions are values, so one can be stored in a const, as the arrow function factorial is. Recursing too deeply throws a RangeError instead of crashing, and results above 2^53 lose precision rather than overflowing (BigInt gives exact large integers).',
    },
  },
};
