import { courses } from '@content/course-c';
import type { TopDiagnostic } from '@domain/analytics-api';

/**
 * A compiler message without what is particular to one program: quoted names, types and
 * numbers become `'…'` and N, and gcc's suggestion is left out, so that "'x' undeclared" and
 * "'total' undeclared" are one kind. Quoted punctuation (`expected ';'`) is kept: it is the
 * message.
 */
export function diagnosticPattern(message: string): string {
  // gcc quotes with ‘’ in a UTF-8 locale, where ' is an apostrophe (isn't); with ' otherwise.
  const quoted = message.includes('‘') ? /‘([^’]*)’/g : /'([^']*)'/g;
  return message
    .replace(/;\s*did you mean [‘'][^’']*[’']\?/g, '')
    .replace(/\s*\[-W[^\]]*\]$/, '')
    .replace(quoted, (_quote, inner: string) => (/\w/.test(inner) ? "'…'" : `'${inner}'`))
    .replace(/\b\d+\b/g, 'N')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Which lesson of the C course explains a common gcc message; the first match wins. */
export const DIAGNOSTIC_LESSONS: readonly { matches: RegExp; lessonId: string }[] = [
  { matches: /implicit declaration of function/, lessonId: 'c-001' },
  { matches: /No such file or directory/, lessonId: 'c-020' },
  { matches: /undeclared/, lessonId: 'c-002' },
  { matches: /unused variable|set but not used/, lessonId: 'c-002' },
  { matches: /format '…' expects|format string|conversion lacks type/, lessonId: 'c-002' },
  { matches: /unknown type name/, lessonId: 'c-002' },
  { matches: /control reaches end of non-void function/, lessonId: 'c-007' },
  { matches: /too (few|many) arguments to function/, lessonId: 'c-007' },
  { matches: /conflicting types for/, lessonId: 'c-007' },
  { matches: /redefinition of|redeclaration of/, lessonId: 'c-008' },
  { matches: /'else' without a previous 'if'|case label not within a switch/, lessonId: 'c-004' },
  { matches: /break statement not within loop or switch/, lessonId: 'c-005' },
  {
    matches: /subscripted value is neither array nor pointer|excess elements in array/,
    lessonId: 'c-009',
  },
  { matches: /missing terminating/, lessonId: 'c-010' },
  { matches: /makes (pointer from integer|integer from pointer)/, lessonId: 'c-011' },
  {
    matches: /incompatible pointer type|comparison between pointer and integer/,
    lessonId: 'c-011',
  },
  { matches: /invalid type argument of unary '\*'/, lessonId: 'c-011' },
  { matches: /lvalue required/, lessonId: 'c-003' },
  {
    matches: /has no member named|storage size of '…' isn't known|incomplete type/,
    lessonId: 'c-014',
  },
  {
    matches: /expected '[;,)}\]]'|expected expression|expected declaration|expected identifier/,
    lessonId: 'c-001',
  },
];

const lessonTitles = new Map(
  courses.flatMap((course) => course.lessons.map((lesson) => [lesson.id, lesson.title] as const)),
);

/** The lesson that explains a message's pattern, when the table knows one. */
export function lessonExplaining(pattern: string): TopDiagnostic['lesson'] {
  const lessonId = DIAGNOSTIC_LESSONS.find((entry) => entry.matches.test(pattern))?.lessonId;
  const title = lessonId === undefined ? undefined : lessonTitles.get(lessonId);
  return lessonId && title ? { id: lessonId, title } : null;
}

/**
 * The kinds of message met most, from the recorded messages in the order met: each with how
 * often, the last message of its kind and the lesson that explains it.
 */
export function topDiagnostics(messages: readonly string[], limit: number): TopDiagnostic[] {
  const kinds = new Map<string, { example: string; count: number; last: number }>();
  messages.forEach((message, index) => {
    const pattern = diagnosticPattern(message);
    if (pattern === '') return;
    const known = kinds.get(pattern);
    kinds.set(pattern, { example: message, count: (known?.count ?? 0) + 1, last: index });
  });
  return [...kinds]
    .sort(([, a], [, b]) => b.count - a.count || b.last - a.last)
    .slice(0, limit)
    .map(([pattern, kind]) => ({
      pattern,
      example: kind.example,
      count: kind.count,
      lesson: lessonExplaining(pattern),
    }));
}
