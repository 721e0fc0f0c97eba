import { describe, expect, it } from 'vitest';
import { findMathLibrary, mathLibraryFor } from './math-library';

const HELLO =
  '#include <stdio.h>\nint main(void) {\n    printf("Hello, World!\\n");\n    return 0;\n}\n';

describe('math library', () => {
  const libm = mathLibraryFor(new Set(['sqrt', 'pow', 'floor']));

  it('links libm only for a program that names one of its functions', () => {
    expect(libm.librariesFor(HELLO)).toEqual([]);
    expect(libm.librariesFor('double f(double x) { return sqrt(x); }')).toEqual(['-lm']);
    // A prototype of its own instead of <math.h> links libm too.
    expect(libm.librariesFor('double pow(double, double);\nint main(void){}')).toEqual(['-lm']);
  });

  it('matches whole identifiers only, and any compiler builtin', () => {
    expect(libm.librariesFor('int sqrtish = 1; int power = 2;')).toEqual([]);
    expect(libm.librariesFor('double x = __builtin_sqrt(2.0);')).toEqual(['-lm']);
  });

  it("reads libm's functions from the installed library", () => {
    const found = findMathLibrary('gcc');
    expect(
      found.librariesFor('#include <math.h>\nint main(void) { return (int)cbrt(27.0); }'),
    ).toEqual(['-lm']);
    expect(found.librariesFor(HELLO)).toEqual([]);
  });
});
