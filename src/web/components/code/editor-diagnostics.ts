import type { Diagnostic as LintDiagnostic } from '@codemirror/lint';
import type { Text } from '@codemirror/state';
import type { Diagnostic } from '@domain/execution';

/** A compiler or sanitizer message at a line and column of the program (both from 1). */
export type EditorDiagnostic = Pick<Diagnostic, 'line' | 'column' | 'message'> & {
  severity: string;
};

/** True when the message points at a place in the program (the sanitizer may not). */
export function hasLocation(diagnostic: Pick<EditorDiagnostic, 'line'>): boolean {
  return diagnostic.line > 0;
}

/** The document offset of a line and column, kept inside the document. */
export function offsetOf(doc: Text, line: number, column: number): number {
  const target = doc.line(Math.min(Math.max(line, 1), doc.lines));
  return Math.min(target.from + Math.max(column, 1) - 1, target.to);
}

function lintSeverity(severity: string): LintDiagnostic['severity'] {
  if (severity === 'warning') return 'warning';
  if (severity === 'note') return 'info';
  return 'error';
}

/** gcc's and the sanitizer's messages as lint markers: from the column to the end of its word. */
export function toLintDiagnostics(
  doc: Text,
  diagnostics: readonly EditorDiagnostic[],
): LintDiagnostic[] {
  return diagnostics.filter(hasLocation).map((diagnostic) => {
    const from = offsetOf(doc, diagnostic.line, diagnostic.column);
    const line = doc.lineAt(from);
    const word = /^\w+/.exec(line.text.slice(from - line.from))?.[0].length ?? 1;
    return {
      from,
      to: Math.min(from + word, line.to),
      severity: lintSeverity(diagnostic.severity),
      message: diagnostic.message,
      source: diagnostic.severity,
    };
  });
}
