import { lazy, Suspense, useRef, type Ref } from 'react';
import type { CodeEditorProps } from './CodeEditor';
import { useT } from '@web/i18n/translate';
import { useInBrowser } from '@web/lib/use-in-browser';
import { useNearViewport } from '@web/lib/use-near-viewport';

const CodeEditor = lazy(() =>
  import('./CodeEditor').then((module) => ({ default: module.CodeEditor })),
);

/** The program as plain text until the editor is there. */
function EditorPlaceholder({
  value,
  label,
  ref,
}: {
  value: string;
  label: string;
  ref?: Ref<HTMLDivElement>;
}) {
  const t = useT();
  return (
    <div
      ref={ref}
      aria-busy="true"
      className="min-h-40 overflow-hidden rounded-xl border border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900"
    >
      <p className="sr-only">{t('Loading the editor for {{label}}…', { label: t(label) })}</p>
      <pre className="overflow-x-auto p-3 pl-4 font-mono text-sm leading-relaxed text-slate-700 dark:text-slate-300">
        {value}
      </pre>
    </div>
  );
}

/**
 * The code editor, loaded in the browser once the page has rendered and the editor's place is
 * within a screen of the viewport: the lesson text shows and responds first, and an editor
 * further down costs nothing until the learner scrolls towards it. The server's HTML has the
 * placeholder, never the editor.
 */
export function LazyCodeEditor(props: CodeEditorProps) {
  const inBrowser = useInBrowser();
  const placeholderRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholderRef);
  const placeholder = (
    <EditorPlaceholder ref={placeholderRef} value={props.value} label={props.label} />
  );
  if (!inBrowser || !near) return placeholder;
  return (
    <Suspense fallback={<EditorPlaceholder value={props.value} label={props.label} />}>
      <CodeEditor {...props} />
    </Suspense>
  );
}
