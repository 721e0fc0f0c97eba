import { describe, expect, it } from 'vitest';
import { activityCsv, csvField } from './export';

describe('the CSV export', () => {
  it('quotes fields with commas, quotes or line breaks, and doubles quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField(42)).toBe('42');
    expect(csvField(null)).toBe('');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('one\ntwo')).toBe('"one\ntwo"');
  });

  it('keeps a spreadsheet from reading a field as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('-1')).toBe("'-1");
  });

  it('writes a header row and one line per record', () => {
    const csv = activityCsv([
      {
        kind: 'run',
        outcome: 'compile_error',
        errorKind: null,
        courseId: 'c-programming',
        lessonId: 'c-002',
        challengeId: null,
        durationMs: 812,
        diagnostics: ["expected ';' before 'return'", '‘x’ undeclared'],
        createdAt: '2026-06-15T08:00:00.000Z',
      },
    ]);
    expect(csv).toBe(
      'created_at,kind,outcome,error_kind,course_id,lesson_id,challenge_id,duration_ms,diagnostics\r\n' +
        `2026-06-15T08:00:00.000Z,run,compile_error,,c-programming,c-002,,812,"expected ';' before 'return'\n‘x’ undeclared"\r\n`,
    );
  });
});
