import { lazy, Suspense } from 'react';
import type { CodeEditorProps } from './CodeEditor';
import { useInBrowser } from '../../lib/use-in-browser';

const CodeEditor = lazy(() =>
  import('./CodeEditor').then((module) => ({ default: module.CodeEditor })),
);

/** The program as plain text while the editor's code is still loading. */
function EditorPlaceholder({ value, label }: { value: string; label: string }) {
  return (
    <div
      aria-busy="true"
      className="min-h-40 overflow-hidden rounded-xl border border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900"
    >
      <p className="sr-only">Loading the editor for {label}…</p>
      <pre className="overflow-x-auto p-3 pl-4 font-mono text-sm leading-relaxed text-slate-700 dark:text-slate-300">
        {value}
      </pre>
    </div>
  );
}

/**
 * The code editor, loaded in the browser once the page has rendered, so the lesson text shows
 * first. The server's HTML has the placeholder, never the editor.
 */
export function LazyCodeEditor(props: CodeEditorProps) {
  const inBrowser = useInBrowser();
  const placeholder = <EditorPlaceholder value={props.value} label={props.label} />;
  if (!inBrowser) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <CodeEditor {...props} />
    </Suspense>
  );
}
