import type { CompareConceptContent } from '../compare';

export const arrays: CompareConceptContent = {
  description:
    'Keep a fixed list of numbers in an array, walk through it to find the sum, the largest value and the average, and print it backwards.',
  programs: {
    c: {
      code: String.raw`#include <stdio.h>

int main(void) {
    int numbers[] = {7, 2, 9, 4, 12, 5, 1};
    /* The array does not store its length: compute it from its size in bytes. */
    size_t count = sizeof numbers / sizeof numbers[0];

    int sum = 0;
    int max = numbers[0];
    for (size_t i = 0; i < count; i++) {
        sum += numbers[i];
        if (numbers[i] > max) {
            max = numbers[i];
        }
    }
    printf("Sum: %d\n", sum);
    printf("Max: %d\n", max);
    printf("Average: %.2f\n", (double)sum / count);

    printf("Reversed:");
    for (size_t i = count; i > 0; i--) {
        printf(" %d", numbers[i - 1]);
    }
    printf("\n");
    return 0;
}
`,
      expectedOutput: 'Sum: 40\nMax: 12\nAverage: 5.71\nReversed: 1 5 12 4 9 2 7',
      note: 'A C array is a fixed block of memory that does not know its own length, and passed to a function it becomes a mere pointer to its first element, so the length has to travel separately. Nothing checks an index: numbers[7] reads past the end without any error, which is undefined behaviour. The cast to double is needed, or the average would be computed in integers.',
    },
    cpp: {
      code: String.raw`#include <algorithm>
#include <array>
#include <iomanip>
#include <iostream>
#include <numeric>

int main() {
    const std::array<int, 7> numbers{7, 2, 9, 4, 12, 5, 1};

    const int sum = std::accumulate(numbers.begin(), numbers.end(), 0);
    const int max = *std::max_element(numbers.begin(), numbers.end());
    const double average = static_cast<double>(sum) / numbers.size();

    std::cout << "Sum: " << sum << '\n';
    std::cout << "Max: " << max << '\n';
    std::cout << "Average: " << std::fixed << std::setprecision(2) << average << '\n';

    std::cout << "Reversed:";
    for (auto it = numbers.rbegin(); it != numbers.rend(); ++it) {
        std::cout << ' ' << *it;
    }
    std::cout << '\n';
}
`,
      expectedOutput: 'Sum: 40\nMax: 12\nAverage: 5.71\nReversed: 1 5 12 4 9 2 7',
      note: 'std::array keeps the fixed size and stack storage of a C array but knows its length and can be copied and passed like any value; std::vector is the growable version, which frees its heap memory itself. The <algorithm> and <numeric> headers replace hand-written loops. numbers.at(i) checks the index and throws std::out_of_range, while numbers[i] is as unchecked as in C.',
    },
    rust: {
      code: String.raw`fn main() {
    let numbers = [7, 2, 9, 4, 12, 5, 1];

    let sum: i32 = numbers.iter().sum();
    let max = numbers.iter().max().unwrap(); // max is None only for an empty array
    let average = sum as f64 / numbers.len() as f64;

    println!("Sum: {sum}");
    println!("Max: {max}");
    println!("Average: {average:.2}");

    let reversed: Vec<String> = numbers.iter().rev().map(|n| n.to_string()).collect();
    println!("Reversed: {}", reversed.join(" "));
}
`,
      expectedOutput: 'Sum: 40\nMax: 12\nAverage: 5.71\nReversed: 1 5 12 4 9 2 7',
      note: "The length is part of an array's type ([i32; 7]) and every index is checked, so reading past the end panics instead of reading stray memory; a Vec is the growable version on the heap, freed when its owner goes out of scope. Iterators (iter, sum, max, rev) replace index loops, and max returns an Option because an empty array has no maximum. Numeric conversions are never implicit: as turns the integers into f64 for the average.",
    },
    go: {
      code: String.raw`package main

import "fmt"

func main() {
	numbers := []int{7, 2, 9, 4, 12, 5, 1}

	sum, largest := 0, numbers[0]
	for _, n := range numbers {
		sum += n
		if n > largest {
			largest = n
		}
	}
	average := float64(sum) / float64(len(numbers))

	fmt.Printf("Sum: %d\n", sum)
	fmt.Printf("Max: %d\n", largest)
	fmt.Printf("Average: %.2f\n", average)

	fmt.Print("Reversed:")
	for i := len(numbers) - 1; i >= 0; i-- {
		fmt.Printf(" %d", numbers[i])
	}
	fmt.Println()
}
`,
      expectedOutput: 'Sum: 40\nMax: 12\nAverage: 5.71\nReversed: 1 5 12 4 9 2 7',
      note: 'Go has fixed arrays like C ([7]int), but code usually uses a slice ([]int): a view of an array that knows its length, can grow with append, and is freed by the garbage collector. Every index is checked, and going past the end panics with "index out of range". Go never mixes int and float64 implicitly, so the average converts both sides with float64().',
    },
    python: {
      code: String.raw`numbers = [7, 2, 9, 4, 12, 5, 1]

total = sum(numbers)
print(f"Sum: {total}")
print(f"Max: {max(numbers)}")
print(f"Average: {total / len(numbers):.2f}")  # / always gives a float
print("Reversed:", *reversed(numbers))
`,
      expectedOutput: 'Sum: 40\nMax: 12\nAverage: 5.71\nReversed: 1 5 12 4 9 2 7',
      note: 'A list is a growable array of references to objects, kept on the heap and freed automatically; it can even mix types, and a tuple is the fixed version. Indexing past the end raises IndexError, and negative indexes count from the end (numbers[-1] is the last element). Built-ins such as sum, max and reversed replace most hand-written loops.',
    },
    javascript: {
      code: `const numbers = [7, 2, 9, 4, 12, 5, 1];

const sum = numbers.reduce((total, n) => total + n, 0);
const max = Math.max(...numbers);
const average = sum / numbers.length;

console.log(\`Sum: \${sum}\`);
console.log(\`Max: \${max}\`);
console.log(\`Average: \${average.toFixed(2)}\`);
// reverse() changes the array itself, so reverse a copy.
console.log(\`Reversed: \${[...numbers].reverse().join(' ')}\`);
`,
      expectedOutput: 'Sum: 40\nMax: 12\nAverage: 5.71\nReversed: 1 5 12 4 9 2 7',
      note: 'Arrays are growable objects on the garbage-collected heap and may hold values of any type; const only stops the name from pointing to another array, not the array from changing. Reading past the end gives undefined instead of an error or undefined behaviour. Division always works on floating-point numbers, so the average needs no cast.',
    },
  },
};
