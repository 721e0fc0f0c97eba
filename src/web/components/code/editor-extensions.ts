import { autocompletion, closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { cpp } from '@codemirror/lang-cpp';
import {
  bracketMatching,
  defaultHighlightStyle,
  indentOnInput,
  indentUnit,
  HighlightStyle,
  syntaxHighlighting,
} from '@codemirror/language';
import { lintGutter, lintKeymap } from '@codemirror/lint';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import { Annotation, Compartment, EditorState, Prec, type Extension } from '@codemirror/state';
import { oneDarkHighlightStyle, oneDarkTheme } from '@codemirror/theme-one-dark';
import {
  drawSelection,
  dropCursor,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { FONT_SIZE_PX, type CodingSettings } from '@domain/account';
import { msg, t } from '@web/i18n/translate';
import { cCompletions } from './c-completions';

/*
 * What the editor is made of. Everything the Coding settings control sits in its own
 * compartment, so a change of settings reconfigures the running editor instead of making a
 * new one.
 */

const lightTheme = EditorView.theme(
  {
    '&': { backgroundColor: '#ffffff', color: '#0f172a' },
    '.cm-content': { caretColor: '#4f46e5' },
    '.cm-cursor, .cm-dropCursor': { borderLeftColor: '#4f46e5' },
    '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
      backgroundColor: '#c7d2fe',
    },
    '.cm-gutters': {
      backgroundColor: '#f8fafc',
      color: '#64748b',
      borderRight: '1px solid #e2e8f0',
    },
    '.cm-activeLine': { backgroundColor: '#f1f5f9' },
    '.cm-activeLineGutter': { backgroundColor: '#e2e8f0', color: '#0f172a' },
  },
  { dark: false },
);

/**
 * One Dark's token colours with its two dim ones lifted to 4.5:1 on its background: comments
 * (#7d8799, 3.9:1) and names (#e06c75, 4.4:1).
 */
const LIFTED = new Map([
  ['#7d8799', '#a3abb9'],
  ['#e06c75', '#e88388'],
]);
const readableOneDark = HighlightStyle.define(
  oneDarkHighlightStyle.specs.map((spec) => {
    const color = typeof spec.color === 'string' ? LIFTED.get(spec.color) : undefined;
    return color ? { ...spec, color } : spec;
  }),
);

/** One Dark's line numbers, lighter: 4.5:1 against its background at least. */
const darkGutters = EditorView.theme(
  {
    // More specific than One Dark's own rule, whatever order the two style sheets load in.
    '&.cm-editor .cm-gutters': { color: '#a3abb9' },
    '&.cm-editor .cm-activeLineGutter': { color: '#e6e9ef' },
  },
  { dark: true },
);

const layout = EditorView.theme({
  '&': { minHeight: '10rem', maxHeight: '32rem' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'var(--font-mono)', lineHeight: '1.6', overflow: 'auto' },
  '.cm-content': { padding: '0.75rem 0' },
  '.cm-gutters': { minHeight: '10rem' },
});

/** Marks a change that came from the value prop rather than from typing. */
export const externalChange = Annotation.define<boolean>();

type Setting = keyof Omit<CodingSettings, 'tabSize' | 'indentationType'> | 'indentation';

/** One compartment per setting (tab size and indentation type share one). */
export type EditorCompartments = Record<Setting, Compartment> & {
  label: Compartment;
  phrases: Compartment;
};

export function createCompartments(): EditorCompartments {
  return {
    codeTheme: new Compartment(),
    syntaxHighlighting: new Compartment(),
    fontSize: new Compartment(),
    indentation: new Compartment(),
    wordWrap: new Compartment(),
    lineNumbers: new Compartment(),
    autoComplete: new Compartment(),
    bracketMatching: new Compartment(),
    codeFormatting: new Compartment(),
    label: new Compartment(),
    phrases: new Compartment(),
  };
}

/** What CodeMirror itself says (search panel, diagnostics panel, completions, screen readers). */
const EDITOR_PHRASES = [
  msg('Find'),
  msg('Replace'),
  msg('next'),
  msg('previous'),
  msg('all'),
  msg('match case'),
  msg('regexp'),
  msg('by word'),
  msg('replace'),
  msg('replace all'),
  msg('close'),
  msg('current match'),
  msg('on line'),
  msg('replaced match on line $'),
  msg('replaced $ matches'),
  msg('Go to line'),
  msg('go'),
  msg('Diagnostics'),
  msg('No diagnostics'),
  msg('Completions'),
  msg('Selection deleted'),
];

/** CodeMirror's phrases in the interface's language. */
function phrasesExtension(): Extension {
  return EditorState.phrases.of(
    Object.fromEntries(EDITOR_PHRASES.map((phrase) => [phrase, t(phrase)])),
  );
}

/** The extension each setting stands for. */
function settingExtensions(settings: CodingSettings): Record<Setting, Extension> {
  const dark = settings.codeTheme === 'dark';
  return {
    codeTheme: dark ? [oneDarkTheme, darkGutters] : lightTheme,
    syntaxHighlighting: settings.syntaxHighlighting
      ? syntaxHighlighting(dark ? readableOneDark : defaultHighlightStyle)
      : [],
    fontSize: EditorView.editorAttributes.of({
      style: `font-size: ${FONT_SIZE_PX[settings.fontSize]}px`,
    }),
    indentation: [
      EditorState.tabSize.of(settings.tabSize),
      indentUnit.of(settings.indentationType === 'tabs' ? '\t' : ' '.repeat(settings.tabSize)),
    ],
    wordWrap: settings.wordWrap ? EditorView.lineWrapping : [],
    lineNumbers: settings.lineNumbers ? [lineNumbers(), highlightActiveLineGutter()] : [],
    autoComplete: settings.autoComplete ? autocompletion() : [],
    bracketMatching: settings.bracketMatching
      ? [bracketMatching(), closeBrackets(), keymap.of(closeBracketsKeymap)]
      : [],
    codeFormatting: settings.codeFormatting === 'auto' ? indentOnInput() : [],
  };
}

function labelExtension(label: string, describedBy: string | undefined): Extension {
  return EditorView.contentAttributes.of({
    'aria-label': label,
    // The scrolling area's keyboard access: its content takes focus in the tab order.
    tabindex: '0',
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  });
}

export interface EditorSetup {
  compartments: EditorCompartments;
  settings: CodingSettings;
  label: string;
  describedBy: string | undefined;
  /** Ctrl+Enter / Cmd+Enter; false lets the key do what it does otherwise. */
  onRun: (code: string) => boolean;
  onDocChange: (code: string) => void;
}

export function editorExtensions(setup: EditorSetup): Extension[] {
  const { compartments } = setup;
  const bySetting = settingExtensions(setup.settings);
  return [
    Prec.highest(
      keymap.of([{ key: 'Mod-Enter', run: (view) => setup.onRun(view.state.doc.toString()) }]),
    ),
    ...(Object.keys(bySetting) as Setting[]).map((key) => compartments[key].of(bySetting[key])),
    compartments.label.of(labelExtension(setup.label, setup.describedBy)),
    compartments.phrases.of(phrasesExtension()),
    cpp(),
    cCompletions,
    history(),
    drawSelection(),
    dropCursor(),
    highlightSpecialChars(),
    highlightActiveLine(),
    highlightSelectionMatches(),
    lintGutter(),
    layout,
    keymap.of([...defaultKeymap, ...historyKeymap, ...searchKeymap, ...lintKeymap, indentWithTab]),
    EditorView.updateListener.of((update) => {
      const typed = !update.transactions.some((transaction) =>
        transaction.annotation(externalChange),
      );
      if (update.docChanged && typed) setup.onDocChange(update.state.doc.toString());
    }),
  ];
}

/** The effects that bring a running editor to new settings. */
export function reconfigureSettings(compartments: EditorCompartments, settings: CodingSettings) {
  const bySetting = settingExtensions(settings);
  return (Object.keys(bySetting) as Setting[]).map((key) =>
    compartments[key].reconfigure(bySetting[key]),
  );
}

export function reconfigureLabel(
  compartments: EditorCompartments,
  label: string,
  describedBy: string | undefined,
) {
  return compartments.label.reconfigure(labelExtension(label, describedBy));
}

/** The effect that brings a running editor's own phrases to the interface's language. */
export function reconfigurePhrases(compartments: EditorCompartments) {
  return compartments.phrases.reconfigure(phrasesExtension());
}
