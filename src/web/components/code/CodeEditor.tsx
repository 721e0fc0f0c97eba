import { setDiagnostics } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { CodingSettings } from '@domain/account';
import { useLanguage, useT } from '@web/i18n/translate';
import { offsetOf, toLintDiagnostics, type EditorDiagnostic } from './editor-diagnostics';
import {
  createCompartments,
  editorExtensions,
  externalChange,
  reconfigureLabel,
  reconfigurePhrases,
  reconfigureSettings,
} from './editor-extensions';
import { useCodingSettings } from './use-coding-settings';

export interface CodeEditorHandle {
  /** Puts the cursor at a line and column (both from 1), scrolls there and focuses the editor. */
  goTo: (line: number, column: number) => void;
  focus: () => void;
}

export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** The editor's accessible name. */
  label: string;
  /** Shown as lint markers at their line and column. */
  diagnostics?: readonly EditorDiagnostic[];
  /** Ctrl+Enter / Cmd+Enter, with the program as it is at that moment. */
  onRun?: (code: string) => void;
  ref?: Ref<CodeEditorHandle>;
  /** Settings to use instead of the learner's (keep the object stable between renders). */
  settings?: CodingSettings;
}

const NO_DIAGNOSTICS: readonly EditorDiagnostic[] = [];

/** A CodeMirror editor for C that follows the learner's Coding settings. */
export function CodeEditor({
  value,
  onChange,
  label: englishLabel,
  diagnostics = NO_DIAGNOSTICS,
  onRun,
  ref,
  settings: settingsOverride,
}: CodeEditorProps) {
  const t = useT();
  const language = useLanguage();
  const label = t(englishLabel);
  const learnerSettings = useCodingSettings();
  const settings = settingsOverride ?? learnerSettings;
  const helpId = useId();
  const hostRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<EditorView | null>(null);
  const [compartments] = useState(createCompartments);
  const callbacks = useRef({ onChange, onRun });
  const initial = useRef({ value, settings, label });

  useEffect(() => {
    callbacks.current = { onChange, onRun };
  }, [onChange, onRun]);

  // The editor is made once; later props reach it as transactions.
  useEffect(() => {
    const created = new EditorView({
      parent: hostRef.current ?? undefined,
      state: EditorState.create({
        doc: initial.current.value,
        extensions: editorExtensions({
          compartments,
          settings: initial.current.settings,
          label: initial.current.label,
          describedBy: helpId,
          onRun: (code) => {
            const run = callbacks.current.onRun;
            run?.(code);
            return run !== undefined;
          },
          onDocChange: (code) => callbacks.current.onChange(code),
        }),
      }),
    });
    setView(created);
    return () => {
      created.destroy();
      setView(null);
    };
  }, [compartments, helpId]);

  useEffect(() => {
    if (!view) return;
    const current = view.state.doc.toString();
    if (current === value) return;
    view.dispatch({
      changes: { from: 0, to: current.length, insert: value },
      annotations: externalChange.of(true),
    });
  }, [view, value]);

  useEffect(() => {
    view?.dispatch({ effects: reconfigureSettings(compartments, settings) });
  }, [view, compartments, settings]);

  useEffect(() => {
    view?.dispatch({ effects: reconfigureLabel(compartments, label, helpId) });
  }, [view, compartments, label, helpId]);

  useEffect(() => {
    // CodeMirror's own phrases, read again in a new language.
    view?.dispatch({ effects: reconfigurePhrases(compartments) });
  }, [view, compartments, language]);

  useEffect(() => {
    if (!view) return;
    view.dispatch(setDiagnostics(view.state, toLintDiagnostics(view.state.doc, diagnostics)));
  }, [view, diagnostics]);

  useImperativeHandle(
    ref,
    () => ({
      goTo: (line, column) => {
        if (!view) return;
        const offset = offsetOf(view.state.doc, line, column);
        view.dispatch({
          selection: { anchor: offset },
          effects: EditorView.scrollIntoView(offset, { y: 'center' }),
        });
        view.focus();
      },
      focus: () => view?.focus(),
    }),
    [view],
  );

  return (
    <div>
      <div
        ref={hostRef}
        data-code-theme={settings.codeTheme}
        className="overflow-hidden rounded-xl border border-slate-200 shadow-sm focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30 dark:border-slate-800"
      />
      <p id={helpId} className="sr-only">
        {t('Tab indents the code. To leave the editor with the keyboard, press Escape, then Tab.')}
      </p>
    </div>
  );
}
