import type { CompareConceptContent } from '../compare';

export const variables: CompareConceptContent = {
  description:
    'Store a whole number, a decimal number, a character, some text and a true/false value in named variables, change one of them, and print them all.',
  programs: {
    c: {
      code: String.raw`#include <stdbool.h>
#include <stdio.h>

int main(void) {
    const char *name = "Ada";
    int age = 20;
    double height = 1.75;
    char grade = 'A';
    bool is_student = true;

    printf("Name: %s\n", name);
    printf("Age: %d\n", age);
    printf("Height: %.2f m\n", height);
    printf("Grade: %c\n", grade);
    printf("Student: %s\n", is_student ? "yes" : "no");

    age = age + 1; /* a variable can be given a new value */
    printf("Next year: %d\n", age);
    return 0;
}
`,
      expectedOutput: 'Name: Ada\nAge: 20\nHeight: 1.75 m\nGrade: A\nStudent: yes\nNext year: 21',
      note: 'C makes you declare the type of every variable, and the type fixes its size: int is usually 32 bits, and overflowing a signed int is undefined behaviour. There is no string type, only arrays of char ending in a zero byte, and bool needs <stdbool.h> before C23. Each printf placeholder must match the type of its argument; compilers can warn, but a mismatch is undefined behaviour.',
    },
    cpp: {
      code: String.raw`#include <iomanip>
#include <iostream>
#include <string>

int main() {
    std::string name = "Ada";
    int age = 20;
    auto height = 1.75; // auto: the compiler infers double
    char grade = 'A';
    bool isStudent = true;

    std::cout << "Name: " << name << '\n';
    std::cout << "Age: " << age << '\n';
    std::cout << "Height: " << std::fixed << std::setprecision(2) << height << " m\n";
    std::cout << "Grade: " << grade << '\n';
    std::cout << "Student: " << (isStudent ? "yes" : "no") << '\n';

    age += 1;
    std::cout << "Next year: " << age << '\n';
}
`,
      expectedOutput: 'Name: Ada\nAge: 20\nHeight: 1.75 m\nGrade: A\nStudent: yes\nNext year: 21',
      note: 'std::string owns its characters, knows its length and frees its memory itself when it goes out of scope, unlike a char array. auto lets the compiler infer a type, but every variable still has one fixed type at compile time, and signed overflow is undefined behaviour as in C. bool is a built-in type, with no header needed.',
    },
    rust: {
      code: String.raw`fn main() {
    let name = "Ada";
    let mut age: i32 = 20; // mut: only this one may change
    let height = 1.75; // inferred as f64
    let grade = 'A';
    let is_student = true;

    println!("Name: {name}");
    println!("Age: {age}");
    println!("Height: {height:.2} m");
    println!("Grade: {grade}");
    println!("Student: {}", if is_student { "yes" } else { "no" });

    age += 1;
    println!("Next year: {age}");
}
`,
      expectedOutput: 'Name: Ada\nAge: 20\nHeight: 1.75 m\nGrade: A\nStudent: yes\nNext year: 21',
      note: 'Variables are immutable unless declared with mut, and types are inferred but fixed at compile time; using a variable before giving it a value is a compile error. A char is a 4-byte Unicode scalar value, not a byte. Integer overflow panics in debug builds and wraps around in release builds, instead of being undefined behaviour.',
    },
    go: {
      code: String.raw`package main

import "fmt"

func main() {
	name := "Ada" // := declares a variable and infers its type
	age := 20
	height := 1.75
	grade := 'A' // a rune: Go's type for one Unicode character
	isStudent := true

	fmt.Printf("Name: %s\n", name)
	fmt.Printf("Age: %d\n", age)
	fmt.Printf("Height: %.2f m\n", height)
	fmt.Printf("Grade: %c\n", grade)
	if isStudent {
		fmt.Println("Student: yes")
	} else {
		fmt.Println("Student: no")
	}

	age++
	fmt.Printf("Next year: %d\n", age)
}
`,
      expectedOutput: 'Name: Ada\nAge: 20\nHeight: 1.75 m\nGrade: A\nStudent: yes\nNext year: 21',
      note: 'Types are inferred with := but fixed at compile time, and a local variable that is never used is a compile error. A variable declared without a value starts at the zero value of its type (0, "", false) instead of holding garbage. int is 64 bits on 64-bit platforms, and integer overflow wraps around instead of being undefined behaviour.',
    },
    python: {
      code: String.raw`name = "Ada"
age = 20
height = 1.75
grade = "A"  # Python has no character type: this is a one-letter string
is_student = True

print(f"Name: {name}")
print(f"Age: {age}")
print(f"Height: {height:.2f} m")
print(f"Grade: {grade}")
print(f"Student: {'yes' if is_student else 'no'}")

age += 1
print(f"Next year: {age}")
`,
      expectedOutput: 'Name: Ada\nAge: 20\nHeight: 1.75 m\nGrade: A\nStudent: yes\nNext year: 21',
      note: 'Variables have no declared type: a name refers to an object, and the object carries its type, which is checked only when the program runs. Integers never overflow, they grow as large as memory allows. Objects are freed automatically when nothing refers to them anymore.',
    },
    javascript: {
      code: `const name = 'Ada';
let age = 20; // let: can be reassigned; const: cannot
const height = 1.75;
const grade = 'A'; // there is no character type: this is a one-letter string
const isStudent = true;

console.log(\`Name: \${name}\`);
console.log(\`Age: \${age}\`);
console.log(\`Height: \${height.toFixed(2)} m\`);
console.log(\`Grade: \${grade}\`);
console.log(\`Student: \${isStudent ? 'yes' : 'no'}\`);

age += 1;
console.log(\`Next year: \${age}\`);
`,
      expectedOutput: 'Name: Ada\nAge: 20\nHeight: 1.75 m\nGrade: A\nStudent: yes\nNext year: 21',
      note: 'Types belong to values, not to variables: let and const only say whether the name can be given a new value. Every ordinary number is a 64-bit floating-point value (whole numbers are exact up to 2^53), so there is no int/double split and no overflow trap. Reading a variable that was never declared throws a ReferenceError when that line runs.',
    },
  },
};
