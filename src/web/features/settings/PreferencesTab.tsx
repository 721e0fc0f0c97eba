import { Globe, SlidersHorizontal } from 'lucide-react';
import {
  DATE_FORMAT_CHOICES,
  LANGUAGE_CHOICES,
  LANGUAGE_LABELS,
  THEME_CHOICES,
  TIMEZONE_CHOICES,
  type DateFormat,
  type PreferenceSettings,
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

type Theme = PreferenceSettings['theme'];
type Timezone = PreferenceSettings['timezone'];

const THEME_LABELS: Record<Theme, string> = {
  system: msg('System'),
  light: msg('Light'),
  dark: msg('Dark'),
};

const TIMEZONE_LABELS: Record<Timezone, string> = {
  Pacific: msg('Pacific Time (PT)'),
  Mountain: msg('Mountain Time (MT)'),
  Central: msg('Central Time (CT)'),
  Eastern: msg('Eastern Time (ET)'),
  UTC: msg('UTC'),
};

/** Each date format as its pattern reads in the interface's language (JJ/MM/AAAA in French). */
const DATE_FORMAT_LABELS: Record<DateFormat, string> = {
  'MM/DD/YYYY': msg('MM/DD/YYYY'),
  'DD/MM/YYYY': msg('DD/MM/YYYY'),
  'YYYY-MM-DD': msg('YYYY-MM-DD'),
};

// Each language is named in itself.
const languageChoices = choicesOf(LANGUAGE_CHOICES, (value) => LANGUAGE_LABELS[value]);

function selectsOf(t: Translate): SelectSpec<PreferenceSettings>[] {
  return [
    {
      key: 'theme',
      label: t('Theme'),
      choices: choicesOf(THEME_CHOICES, (theme) => t(THEME_LABELS[theme])),
    },
    {
      key: 'language',
      // The interface's language, not a programming language.
      label: t('Language', { context: 'interface' }),
      choices: languageChoices,
      help: t(
        'Lessons, challenges and the long texts of the site’s information pages stay in English for now.',
      ),
    },
    {
      key: 'timezone',
      label: t('Timezone'),
      choices: choicesOf(TIMEZONE_CHOICES, (timezone) => t(TIMEZONE_LABELS[timezone])),
    },
    {
      key: 'dateFormat',
      label: t('Date format'),
      choices: choicesOf(DATE_FORMAT_CHOICES, (format) => t(DATE_FORMAT_LABELS[format])),
    },
  ];
}

function switchesOf(t: Translate): SwitchSpec<BooleanKeys<PreferenceSettings>>[] {
  return [
    {
      key: 'autoSave',
      label: t('Auto-save code'),
      description: t('Keep your code safe by saving it as you type.'),
    },
    {
      key: 'compactMode',
      label: t('Compact mode'),
      description: t('Tighter spacing so more fits on the screen.'),
    },
    {
      key: 'showHints',
      label: t('Show hints'),
      description: t('Offer hints in lessons and challenges when you get stuck.'),
    },
    {
      key: 'enableSounds',
      label: t('Sound effects'),
      description: t(
        'Short, quiet sounds when a check passes, a run fails or you complete a challenge.',
      ),
    },
    {
      key: 'animationsEnabled',
      label: t('Animations'),
      description: t('Use motion and transitions across CodeNest.'),
    },
  ];
}

export function PreferencesTab({ value, onChange }: SettingsTabProps<PreferenceSettings>) {
  const t = useT();
  return (
    <div className="space-y-6">
      <Section
        title={t('Appearance and region')}
        description={t('How CodeNest looks and how it shows dates and times.')}
        icon={<Globe className="size-5" />}
      >
        <SelectGrid selects={selectsOf(t)} value={value} onChange={onChange} />
      </Section>
      <Section
        title={t('Learning experience')}
        description={t('Fine-tune how lessons and the app behave.')}
        icon={<SlidersHorizontal className="size-5" />}
      >
        <SwitchList switches={switchesOf(t)} value={value} onChange={onChange} />
      </Section>
    </div>
  );
}
