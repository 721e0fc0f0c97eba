import type { CompareConceptContent } from '../compare';

export const structures: CompareConceptContent = {
  description:
    'Bundle related values into one type, a rectangle with a width and a height, give it functions that compute its area and perimeter or scale it, and keep several in an array.',
  programs: {
    c: {
      code: String.raw`#include <stdio.h>

struct Rectangle {
    int width;
    int height;
};

/* Functions take a pointer: const when they only read the rectangle. */
int area(const struct Rectangle *r) {
    return r->width * r->height;
}

int perimeter(const struct Rectangle *r) {
    return 2 * (r->width + r->height);
}

void scale(struct Rectangle *r, int factor) {
    r->width *= factor;
    r->height *= factor;
}

int main(void) {
    struct Rectangle rects[] = {{3, 4}, {5, 5}, {2, 7}};
    size_t count = sizeof rects / sizeof rects[0];

    for (size_t i = 0; i < count; i++) {
        printf("%d x %d: area %d, perimeter %d\n", rects[i].width, rects[i].height,
               area(&rects[i]), perimeter(&rects[i]));
    }

    scale(&rects[0], 2);
    printf("Scaled: %d x %d, area %d\n", rects[0].width, rects[0].height, area(&rects[0]));
    return 0;
}
`,
      expectedOutput:
        '3 x 4: area 12, perimeter 14\n5 x 5: area 25, perimeter 20\n2 x 7: area 14, perimeter 18\nScaled: 6 x 8, area 48',
      note: 'A C struct holds only data: the functions that work on it live outside and take a pointer, so the struct is not copied and can be changed. Nothing hides the fields or checks that they were initialised. This array lives on the stack and disappears with main; structs made with malloc must be freed by hand.',
    },
    cpp: {
      code: String.raw`#include <iostream>
#include <vector>

struct Rectangle {
    int width;
    int height;

    // const: these methods promise not to change the rectangle.
    int area() const { return width * height; }
    int perimeter() const { return 2 * (width + height); }

    void scale(int factor) {
        width *= factor;
        height *= factor;
    }
};

int main() {
    std::vector<Rectangle> rects{{3, 4}, {5, 5}, {2, 7}};

    for (const Rectangle& r : rects) {
        std::cout << r.width << " x " << r.height << ": area " << r.area() << ", perimeter "
                  << r.perimeter() << '\n';
    }

    Rectangle& first = rects[0];
    first.scale(2);
    std::cout << "Scaled: " << first.width << " x " << first.height << ", area " << first.area()
              << '\n';
}
`,
      expectedOutput:
        '3 x 4: area 12, perimeter 14\n5 x 5: area 25, perimeter 20\n2 x 7: area 14, perimeter 18\nScaled: 6 x 8, area 48',
      note: 'A C++ struct can hold methods, which receive the object as the hidden this pointer; struct and class differ only in whether members are public or private by default. The std::vector keeps its rectangles on the heap and frees them itself when it goes out of scope. const Rectangle& borrows each element without copying it, like a const pointer that cannot be null.',
    },
    rust: {
      code: String.raw`use std::fmt;

struct Rectangle {
    width: u32,
    height: u32,
}

impl Rectangle {
    fn new(width: u32, height: u32) -> Self {
        Rectangle { width, height }
    }

    fn area(&self) -> u32 {
        self.width * self.height
    }

    fn perimeter(&self) -> u32 {
        2 * (self.width + self.height)
    }

    // &mut self: scaling borrows the rectangle exclusively to change it.
    fn scale(&mut self, factor: u32) {
        self.width *= factor;
        self.height *= factor;
    }
}

impl fmt::Display for Rectangle {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{} x {}", self.width, self.height)
    }
}

fn main() {
    let mut rects = [
        Rectangle::new(3, 4),
        Rectangle::new(5, 5),
        Rectangle::new(2, 7),
    ];

    for r in &rects {
        println!("{r}: area {}, perimeter {}", r.area(), r.perimeter());
    }

    let first = &mut rects[0];
    first.scale(2);
    println!("Scaled: {first}, area {}", first.area());
}
`,
      expectedOutput:
        '3 x 4: area 12, perimeter 14\n5 x 5: area 25, perimeter 20\n2 x 7: area 14, perimeter 18\nScaled: 6 x 8, area 48',
      note: 'Data lives in the struct and methods in a separate impl block: &self borrows the rectangle to read it, and &mut self borrows it exclusively to change it, which is only allowed on a variable declared mut. Implementing the Display trait lets {} print a Rectangle. Every field must be given a value (there is no null), and the array is freed automatically when its owner goes out of scope.',
    },
    go: {
      code: String.raw`package main

import "fmt"

type Rectangle struct {
	Width, Height int
}

func (r Rectangle) Area() int      { return r.Width * r.Height }
func (r Rectangle) Perimeter() int { return 2 * (r.Width + r.Height) }

// Scale has a pointer receiver: with a value receiver it would change a copy.
func (r *Rectangle) Scale(factor int) {
	r.Width *= factor
	r.Height *= factor
}

func main() {
	rects := []Rectangle{{3, 4}, {5, 5}, {2, 7}}

	for _, r := range rects {
		fmt.Printf("%d x %d: area %d, perimeter %d\n", r.Width, r.Height, r.Area(), r.Perimeter())
	}

	first := &rects[0]
	first.Scale(2)
	fmt.Printf("Scaled: %d x %d, area %d\n", first.Width, first.Height, first.Area())
}
`,
      expectedOutput:
        '3 x 4: area 12, perimeter 14\n5 x 5: area 25, perimeter 20\n2 x 7: area 14, perimeter 18\nScaled: 6 x 8, area 48',
      note: 'Methods are declared outside the struct with a receiver: a value receiver works on a copy, so Scale needs a pointer receiver to change the original. range also copies each element, which is fine for printing but not for changing it. Fields left out get their zero value, and the garbage collector frees the slice and its rectangles.',
    },
    python: {
      code: String.raw`from dataclasses import dataclass


@dataclass  # writes __init__ (and printing, comparison) from the fields
class Rectangle:
    width: int
    height: int

    def area(self) -> int:
        return self.width * self.height

    def perimeter(self) -> int:
        return 2 * (self.width + self.height)

    def scale(self, factor: int) -> None:
        self.width *= factor
        self.height *= factor


rects = [Rectangle(3, 4), Rectangle(5, 5), Rectangle(2, 7)]
for r in rects:
    print(f"{r.width} x {r.height}: area {r.area()}, perimeter {r.perimeter()}")

first = rects[0]
first.scale(2)
print(f"Scaled: {first.width} x {first.height}, area {first.area()}")
`,
      expectedOutput:
        '3 x 4: area 12, perimeter 14\n5 x 5: area 25, perimeter 20\n2 x 7: area 14, perimeter 18\nScaled: 6 x 8, area 48',
      note: 'Methods receive the object explicitly as self. Variables and list elements are references, so first and rects[0] are the same object, changed without any pointer syntax, and the garbage collector frees it. Fields are not private and type hints are not enforced when the program runs.',
    },
    javascript: {
      code: `class Rectangle {
  constructor(width, height) {
    this.width = width;
    this.height = height;
  }

  area() {
    return this.width * this.height;
  }

  perimeter() {
    return 2 * (this.width + this.height);
  }

  scale(factor) {
    this.width *= factor;
    this.height *= factor;
  }
}

const rects = [new Rectangle(3, 4), new Rectangle(5, 5), new Rectangle(2, 7)];
for (const r of rects) {
  console.log(\`\${r.width} x \${r.height}: area \${r.area()}, perimeter \${r.perimeter()}\`);
}

const first = rects[0]; // the same object as rects[0], not a copy
first.scale(2);
console.log(\`Scaled: \${first.width} x \${first.height}, area \${first.area()}\`);
`,
      expectedOutput:
        '3 x 4: area 12, perimeter 14\n5 x 5: area 25, perimeter 20\n2 x 7: area 14, perimeter 18\nScaled: 6 x 8, area 48',
      note: 'A class bundles a constructor, which creates the fields on this, with the methods; objects are always handled by reference and freed by the garbage collector. Nothing declares the fields or their types in advance, so a misspelt property quietly reads undefined instead of failing to compile.',
    },
  },
};
