import { CodeXml, Info, Wrench } from 'lucide-react';
import { useId } from 'react';
import {
  CODE_FORMATTING_CHOICES,
  CODE_THEME_CHOICES,
  FONT_SIZE_CHOICES,
  FONT_SIZE_PX,
  INDENTATION_CHOICES,
  TAB_SIZE_CHOICES,
  type CodingSettings,
} from '@domain/account';
import {
  choicesOf,
  Section,
  SelectGrid,
  SwitchList,
  type BooleanKeys,
  type SelectSpec,
  type SettingsTabProps,
  type SwitchSpec,
} from './fields';

const CODE_THEME_LABELS: Record<CodingSettings['codeTheme'], string> = {
  dark: 'Dark',
  light: 'Light',
};
const FONT_SIZE_NAMES: Record<CodingSettings['fontSize'], string> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
  'extra-large': 'Extra Large',
};
const INDENTATION_LABELS: Record<CodingSettings['indentationType'], string> = {
  spaces: 'Spaces',
  tabs: 'Tabs',
};
const FORMATTING_LABELS: Record<CodingSettings['codeFormatting'], string> = {
  auto: 'Automatic',
  manual: 'Manual',
};

const codeThemeChoices = choicesOf(CODE_THEME_CHOICES, (value) => CODE_THEME_LABELS[value]);
const fontSizeChoices = choicesOf(
  FONT_SIZE_CHOICES,
  (value) => `${FONT_SIZE_NAMES[value]} (${FONT_SIZE_PX[value]}px)`,
);
const tabSizeChoices = choicesOf(TAB_SIZE_CHOICES, (value) => `${value} spaces`);
const indentationChoices = choicesOf(INDENTATION_CHOICES, (value) => INDENTATION_LABELS[value]);
const formattingChoices = choicesOf(CODE_FORMATTING_CHOICES, (value) => FORMATTING_LABELS[value]);

const selects: SelectSpec<CodingSettings>[] = [
  { key: 'codeTheme', label: 'Code theme', choices: codeThemeChoices },
  { key: 'fontSize', label: 'Font size', choices: fontSizeChoices },
  { key: 'tabSize', label: 'Tab size', choices: tabSizeChoices },
  { key: 'indentationType', label: 'Indentation', choices: indentationChoices },
  { key: 'codeFormatting', label: 'Code formatting', choices: formattingChoices },
];

const switches: SwitchSpec<BooleanKeys<CodingSettings>>[] = [
  {
    key: 'wordWrap',
    label: 'Word wrap',
    description: 'Wrap long lines instead of scrolling sideways.',
  },
  { key: 'lineNumbers', label: 'Line numbers', description: 'Show a number beside every line.' },
  {
    key: 'autoComplete',
    label: 'Auto-complete',
    description: 'Suggest keywords and names while you type.',
  },
  {
    key: 'syntaxHighlighting',
    label: 'Syntax highlighting',
    description: 'Colour keywords, strings and comments.',
  },
  {
    key: 'bracketMatching',
    label: 'Bracket matching',
    description: 'Highlight the bracket that pairs with the one at the cursor.',
  },
];

const PREVIEW = [
  '#include <stdio.h>',
  '',
  'int main(void) {',
  '\tprintf("Hello, CodeNest!\\n");',
  '\treturn 0;',
  '}',
];

function EditorPreview({ value }: { value: CodingSettings }) {
  const dark = value.codeTheme === 'dark';
  const indent = value.indentationType === 'tabs' ? '\t' : ' '.repeat(value.tabSize);
  const captionId = useId();
  return (
    <figure className="mt-6">
      <figcaption id={captionId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        Preview
      </figcaption>
      {/* Without word wrap it scrolls sideways on a phone: focusable, so keys can scroll it. */}
      <pre
        role={value.wordWrap ? undefined : 'region'}
        aria-labelledby={value.wordWrap ? undefined : captionId}
        tabIndex={value.wordWrap ? undefined : 0}
        className={`mt-1.5 overflow-x-auto rounded-xl border p-4 font-mono leading-relaxed ${
          dark
            ? 'border-slate-800 bg-slate-900 text-slate-100'
            : 'border-slate-200 bg-slate-50 text-slate-900'
        } ${value.wordWrap ? 'whitespace-pre-wrap break-words' : ''}`}
        style={{ fontSize: FONT_SIZE_PX[value.fontSize], tabSize: value.tabSize }}
      >
        <code>
          {PREVIEW.map((line, index) => (
            <span key={index} className="block">
              {value.lineNumbers && (
                <span
                  aria-hidden="true"
                  className={`mr-4 inline-block w-4 select-none text-right ${
                    dark ? 'text-slate-500' : 'text-slate-400'
                  }`}
                >
                  {index + 1}
                </span>
              )}
              {line.replace('\t', indent) || ' '}
            </span>
          ))}
        </code>
      </pre>
    </figure>
  );
}

export function CodingTab({ value, onChange }: SettingsTabProps<CodingSettings>) {
  return (
    <div className="space-y-6">
      <p className="flex items-start gap-2 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-800 dark:border-brand-900 dark:bg-brand-950/40 dark:text-brand-200">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        These settings apply to every code editor on CodeNest.
      </p>
      <Section
        title="Code editor"
        description="Theme, text size and indentation."
        icon={<CodeXml className="size-5" />}
      >
        <SelectGrid selects={selects} value={value} onChange={onChange} />
        <EditorPreview value={value} />
      </Section>
      <Section
        title="Editor features"
        description="Helpers you can switch on or off."
        icon={<Wrench className="size-5" />}
      >
        <SwitchList switches={switches} value={value} onChange={onChange} />
      </Section>
    </div>
  );
}
