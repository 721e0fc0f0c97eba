import type { ReactNode, Ref } from 'react';
import type { CodeEditorHandle } from '@web/components/code/CodeEditor';
import type { EditorDiagnostic } from '@web/components/code/editor-diagnostics';
import { LazyCodeEditor } from '@web/components/code/LazyCodeEditor';
import { DraftStatus } from './DraftStatus';
import type { Draft } from './use-draft';

const NO_DIAGNOSTICS: readonly EditorDiagnostic[] = [];

/** A lesson program's heading with where its draft stands, then the editor that edits the draft. */
export function DraftEditor({
  heading,
  label,
  draft,
  editorRef,
  diagnostics,
  onRun,
}: {
  heading: ReactNode;
  label: string;
  draft: Draft;
  editorRef: Ref<CodeEditorHandle>;
  diagnostics: readonly EditorDiagnostic[] | undefined;
  onRun: (code: string) => void;
}) {
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        {heading}
        <DraftStatus draft={draft} />
      </div>
      <LazyCodeEditor
        ref={editorRef}
        label={label}
        value={draft.code}
        onChange={draft.setCode}
        diagnostics={diagnostics ?? NO_DIAGNOSTICS}
        onRun={onRun}
      />
    </>
  );
}
