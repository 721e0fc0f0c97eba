import { describe, expect, it } from 'vitest';
import { courses } from '@content/course-c';
import {
  DIAGNOSTIC_LESSONS,
  diagnosticPattern,
  lessonExplaining,
  topDiagnostics,
} from './diagnostics';

describe('diagnosticPattern', () => {
  it('leaves out the names in quotes, in either quoting gcc uses', () => {
    expect(diagnosticPattern('‘x’ undeclared (first use in this function)')).toBe(
      "'…' undeclared (first use in this function)",
    );
    expect(diagnosticPattern("'total' undeclared (first use in this function)")).toBe(
      "'…' undeclared (first use in this function)",
    );
  });

  it('keeps quoted punctuation, drops the suggestion, the option and the numbers', () => {
    expect(diagnosticPattern('expected ‘;’ before ‘return’')).toBe("expected ';' before '…'");
    expect(
      diagnosticPattern(
        'implicit declaration of function ‘prinf’; did you mean ‘printf’? [-Wimplicit-function-declaration]',
      ),
    ).toBe("implicit declaration of function '…'");
    expect(
      diagnosticPattern(
        'format ‘%d’ expects argument of type ‘int’, but argument 2 has type ‘double’',
      ),
    ).toBe("format '…' expects argument of type '…', but argument N has type '…'");
    expect(diagnosticPattern("storage size of ‘p’ isn't known")).toBe(
      "storage size of '…' isn't known",
    );
  });
});

describe('the lessons that explain common messages', () => {
  it('point to lessons of the C course', () => {
    const lessonIds = new Set(courses.flatMap((course) => course.lessons.map((l) => l.id)));
    for (const entry of DIAGNOSTIC_LESSONS) expect(lessonIds).toContain(entry.lessonId);
  });

  it.each([
    ['implicit declaration of function ‘prinf’', 'c-001'],
    ['‘count’ undeclared (first use in this function)', 'c-002'],
    ['expected ‘;’ before ‘}’ token', 'c-001'],
    ['format ‘%s’ expects argument of type ‘char *’, but argument 2 has type ‘int’', 'c-002'],
    ['unused variable ‘i’', 'c-002'],
    ['control reaches end of non-void function', 'c-007'],
    ['assignment to ‘int *’ from incompatible pointer type ‘char *’', 'c-011'],
    ['‘struct point’ has no member named ‘z’', 'c-014'],
  ])('%s → %s', (message, lessonId) => {
    expect(lessonExplaining(diagnosticPattern(message))?.id).toBe(lessonId);
  });

  it('names no lesson for a message the table does not know', () => {
    expect(lessonExplaining('something unheard of')).toBeNull();
  });
});

describe('topDiagnostics', () => {
  it('groups by pattern, the most met first, then the latest, with the last example', () => {
    const top = topDiagnostics(
      ['‘a’ undeclared', 'unused variable ‘q’', '‘b’ undeclared', 'weird'],
      2,
    );
    expect(top.map((entry) => [entry.pattern, entry.count, entry.example])).toEqual([
      ["'…' undeclared", 2, '‘b’ undeclared'],
      ['weird', 1, 'weird'],
    ]);
  });
});
