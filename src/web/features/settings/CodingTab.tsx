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
import { msg, useT, type Translate } from '@web/i18n/translate';
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
  dark: msg('Dark'),
  light: msg('Light'),
};
const FONT_SIZE_NAMES: Record<CodingSettings['fontSize'], string> = {
  small: msg('Small'),
  medium: msg('Medium'),
  large: msg('Large'),
  'extra-large': msg('Extra Large'),
};
const INDENTATION_LABELS: Record<CodingSettings['indentationType'], string> = {
  spaces: msg('Spaces'),
  tabs: msg('Tabs'),
};
const FORMATTING_LABELS: Record<CodingSettings['codeFormatting'], string> = {
  auto: msg('Automatic'),
  manual: msg('Manual'),
};

/** The editor's multiple-choice settings, labelled in the interface's language. */
function selectsOf(t: Translate): SelectSpec<CodingSettings>[] {
  return [
    {
      key: 'codeTheme',
      label: t('Code theme'),
      choices: choicesOf(CODE_THEME_CHOICES, (value) => t(CODE_THEME_LABELS[value])),
    },
    {
      key: 'fontSize',
      label: t('Font size'),
      choices: choicesOf(FONT_SIZE_CHOICES, (value) =>
        t('{{size}} ({{px}}px)', { size: t(FONT_SIZE_NAMES[value]), px: FONT_SIZE_PX[value] }),
      ),
    },
    {
      key: 'tabSize',
      label: t('Tab size'),
      choices: choicesOf(TAB_SIZE_CHOICES, (value) =>
        t('{{count}} spaces', { count: value, defaultValue_one: '{{count}} space' }),
      ),
    },
    {
      key: 'indentationType',
      label: t('Indentation'),
      choices: choicesOf(INDENTATION_CHOICES, (value) => t(INDENTATION_LABELS[value])),
    },
    {
      key: 'codeFormatting',
      label: t('Code formatting'),
      choices: choicesOf(CODE_FORMATTING_CHOICES, (value) => t(FORMATTING_LABELS[value])),
    },
  ];
}

function switchesOf(t: Translate): SwitchSpec<BooleanKeys<CodingSettings>>[] {
  return [
    {
      key: 'wordWrap',
      label: t('Word wrap'),
      description: t('Wrap long lines instead of scrolling sideways.'),
    },
    {
      key: 'lineNumbers',
      label: t('Line numbers'),
      description: t('Show a number beside every line.'),
    },
    {
      key: 'autoComplete',
      label: t('Auto-complete'),
      description: t('Suggest keywords and names while you type.'),
    },
    {
      key: 'syntaxHighlighting',
      label: t('Syntax highlighting'),
      description: t('Colour keywords, strings and comments.'),
    },
    {
      key: 'bracketMatching',
      label: t('Bracket matching'),
      description: t('Highlight the bracket that pairs with the one at the cursor.'),
    },
  ];
}

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
  const t = useT();
  return (
    <figure className="mt-6">
      <figcaption id={captionId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('Preview')}
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
  const t = useT();
  return (
    <div className="space-y-6">
      <p className="flex items-start gap-2 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-800 dark:border-brand-900 dark:bg-brand-950/40 dark:text-brand-200">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('These settings apply to every code editor on CodeNest.')}
      </p>
      <Section
        title={t('Code editor')}
        description={t('Theme, text size and indentation.')}
        icon={<CodeXml className="size-5" />}
      >
        <SelectGrid selects={selectsOf(t)} value={value} onChange={onChange} />
        <EditorPreview value={value} />
      </Section>
      <Section
        title={t('Editor features')}
        description={t('Helpers you can switch on or off.')}
        icon={<Wrench className="size-5" />}
      >
        <SwitchList switches={switchesOf(t)} value={value} onChange={onChange} />
      </Section>
    </div>
  );
}
