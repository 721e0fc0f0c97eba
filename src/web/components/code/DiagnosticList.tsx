import { CircleAlert, Info, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { msg, useT } from '@web/i18n/translate';
import { hasLocation, type EditorDiagnostic } from './editor-diagnostics';

function SeverityIcon({ severity }: { severity: string }) {
  const classes = 'mt-0.5 size-4 shrink-0';
  if (severity === 'warning')
    return <TriangleAlert aria-hidden="true" className={`${classes} text-amber-500`} />;
  if (severity === 'note') return <Info aria-hidden="true" className={`${classes} text-sky-500`} />;
  return <CircleAlert aria-hidden="true" className={`${classes} text-red-500`} />;
}

/** The severities gcc and the sanitizer give, as the list names them. */
const SEVERITIES: Record<string, string> = {
  error: msg('Error'),
  warning: msg('Warning'),
  note: msg('Note'),
  'fatal error': msg('Fatal error'),
  sorry: msg('Sorry'),
  'runtime error': msg('Runtime error'),
};

function DiagnosticText({ diagnostic }: { diagnostic: EditorDiagnostic }) {
  const t = useT();
  const known = SEVERITIES[diagnostic.severity];
  const severity = known
    ? t(known)
    : diagnostic.severity.charAt(0).toUpperCase() + diagnostic.severity.slice(1);
  return (
    <span className="min-w-0">
      <span className="font-medium text-slate-900 dark:text-white">
        {hasLocation(diagnostic)
          ? t('{{severity}} on line {{line}}, column {{column}}', {
              severity,
              line: diagnostic.line,
              column: Math.max(diagnostic.column, 1),
            })
          : severity}
      </span>
      <span className="block break-words font-mono text-xs text-slate-600 dark:text-slate-400">
        {diagnostic.message}
      </span>
    </span>
  );
}

/** The compiler's and sanitizer's messages; each one with a place jumps there in the editor. */
export function DiagnosticList({
  diagnostics,
  onGoTo,
}: {
  diagnostics: readonly EditorDiagnostic[];
  onGoTo: (line: number, column: number) => void;
}) {
  const t = useT();
  const headingId = useId();
  if (diagnostics.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-white">
        {t('Problems in your code')}
      </h4>
      <ul className="mt-2 space-y-1.5">
        {diagnostics.map((diagnostic, index) => (
          <li key={index}>
            {hasLocation(diagnostic) ? (
              <button
                type="button"
                onClick={() => onGoTo(diagnostic.line, diagnostic.column)}
                className="flex w-full items-start gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-left text-sm transition hover:border-brand-300 hover:bg-brand-50 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-800 dark:hover:bg-brand-950/40"
              >
                <SeverityIcon severity={diagnostic.severity} />
                <DiagnosticText diagnostic={diagnostic} />
              </button>
            ) : (
              <p className="flex items-start gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm dark:border-slate-800">
                <SeverityIcon severity={diagnostic.severity} />
                <DiagnosticText diagnostic={diagnostic} />
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
