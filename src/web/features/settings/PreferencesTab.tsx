import { Globe, SlidersHorizontal } from 'lucide-react';
import {
  DATE_FORMAT_CHOICES,
  LANGUAGE_CHOICES,
  LANGUAGE_LABELS,
  THEME_CHOICES,
  TIMEZONE_CHOICES,
  type PreferenceSettings,
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

type Theme = PreferenceSettings['theme'];
type Timezone = PreferenceSettings['timezone'];

const THEME_LABELS: Record<Theme, string> = { system: 'System', light: 'Light', dark: 'Dark' };

const TIMEZONE_LABELS: Record<Timezone, string> = {
  Pacific: 'Pacific Time (PT)',
  Mountain: 'Mountain Time (MT)',
  Central: 'Central Time (CT)',
  Eastern: 'Eastern Time (ET)',
  UTC: 'UTC',
};

const themeChoices = choicesOf(THEME_CHOICES, (value) => THEME_LABELS[value]);
const languageChoices = choicesOf(LANGUAGE_CHOICES, (value) => LANGUAGE_LABELS[value]);
const timezoneChoices = choicesOf(TIMEZONE_CHOICES, (value) => TIMEZONE_LABELS[value]);
const dateFormatChoices = choicesOf(DATE_FORMAT_CHOICES, (value) => value);

const selects: SelectSpec<PreferenceSettings>[] = [
  { key: 'theme', label: 'Theme', choices: themeChoices },
  { key: 'language', label: 'Language', choices: languageChoices },
  { key: 'timezone', label: 'Timezone', choices: timezoneChoices },
  { key: 'dateFormat', label: 'Date format', choices: dateFormatChoices },
];

const switches: SwitchSpec<BooleanKeys<PreferenceSettings>>[] = [
  {
    key: 'autoSave',
    label: 'Auto-save code',
    description: 'Keep your code safe by saving it as you type.',
  },
  {
    key: 'compactMode',
    label: 'Compact mode',
    description: 'Tighter spacing so more fits on the screen.',
  },
  {
    key: 'showHints',
    label: 'Show hints',
    description: 'Offer hints in lessons and challenges when you get stuck.',
  },
  {
    key: 'enableSounds',
    label: 'Sound effects',
    description:
      'Short, quiet sounds when a check passes, a run fails or you complete a challenge.',
  },
  {
    key: 'animationsEnabled',
    label: 'Animations',
    description: 'Use motion and transitions across CodeNest.',
  },
];

export function PreferencesTab({ value, onChange }: SettingsTabProps<PreferenceSettings>) {
  return (
    <div className="space-y-6">
      <Section
        title="Appearance and region"
        description="How CodeNest looks and how it shows dates and times."
        icon={<Globe className="size-5" />}
      >
        <SelectGrid selects={selects} value={value} onChange={onChange} />
      </Section>
      <Section
        title="Learning experience"
        description="Fine-tune how lessons and the app behave."
        icon={<SlidersHorizontal className="size-5" />}
      >
        <SwitchList switches={switches} value={value} onChange={onChange} />
      </Section>
    </div>
  );
}
