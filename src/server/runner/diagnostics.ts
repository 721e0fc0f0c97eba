import type { Diagnostic } from '@domain/execution';

interface GccLocation {
  caret?: { file?: string; line?: number; column?: number };
}
interface GccDiagnostic {
  kind?: string;
  message?: string;
  locations?: GccLocation[];
  children?: GccDiagnostic[];
}

const severities = new Set<Diagnostic['severity']>([
  'error',
  'warning',
  'note',
  'fatal error',
  'sorry',
]);

function flatten(list: GccDiagnostic[], out: Diagnostic[]): void {
  for (const item of list) {
    const caret = item.locations?.[0]?.caret;
    const severity = (item.kind ?? 'error') as Diagnostic['severity'];
    out.push({
      file: caret?.file ?? '',
      line: caret?.line ?? 0,
      column: caret?.column ?? 0,
      severity: severities.has(severity) ? severity : 'error',
      message: item.message ?? '',
    });
    if (item.children) flatten(item.children, out);
  }
}

/**
 * gcc -fdiagnostics-format=json prints one JSON array per compilation; anything else on stderr
 * (a linker error) is kept as plain text.
 */
export function parseGccDiagnostics(stderr: string): {
  diagnostics: Diagnostic[];
  otherText: string;
} {
  const diagnostics: Diagnostic[] = [];
  const other: string[] = [];
  for (const line of stderr.split('\n')) {
    const trimmed = line.trim();
    if (trimmed.startsWith('[')) {
      try {
        flatten(JSON.parse(trimmed) as GccDiagnostic[], diagnostics);
        continue;
      } catch {
        // not JSON after all
      }
    }
    if (trimmed) other.push(line);
  }
  return { diagnostics, otherText: other.join('\n') };
}

/** The familiar `main.c:3:5: error: ...` lines, rebuilt from the structured diagnostics. */
export function formatDiagnostics(diagnostics: Diagnostic[], otherText: string): string {
  const lines = diagnostics.map((d) =>
    d.line > 0
      ? `${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message}`
      : `${d.severity}: ${d.message}`,
  );
  if (otherText) lines.push(otherText);
  return lines.join('\n');
}
