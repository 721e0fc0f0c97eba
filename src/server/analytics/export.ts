import type { ActivityRecord } from '@domain/analytics-api';

/** The CSV export's columns, in order: its header row. */
export const CSV_COLUMNS = [
  'created_at',
  'kind',
  'outcome',
  'error_kind',
  'course_id',
  'lesson_id',
  'challenge_id',
  'duration_ms',
  'diagnostics',
] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, its quotes
 * doubled. A field a spreadsheet would take for a formula (=, +, -, @ first) gets a leading
 * apostrophe, so opening the file runs nothing.
 */
export function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The records as CSV with a header row; a record's messages are joined by line breaks. */
export function activityCsv(records: readonly ActivityRecord[]): string {
  const rows = records.map((record) =>
    [
      record.createdAt,
      record.kind,
      record.outcome,
      record.errorKind,
      record.courseId,
      record.lessonId,
      record.challengeId,
      record.durationMs,
      record.diagnostics.join('\n'),
    ]
      .map(csvField)
      .join(','),
  );
  return [CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}
