import { Globe, SlidersHorizontal } from 'lucide-react';
import {
  DATE_FORMAT_CHOICES,
  LANGUAGE_CHOICES,
  LANGUAGE_LABELS,
  THEME_CHOICES,
  TIMEZONE_CHOICES,
  type PreferenceSettings,
} from '../../../domain/account';
import { Section, SelectField, SwitchList, type Choice, type SwitchSpec } from './fields';

type Theme = PreferenceSettings['theme'];
type Timezone = PreferenceSettings['timezone'];
type BooleanPreference = {
  [K in keyof PreferenceSettings]: PreferenceSettings[K] extends boolean ? K : never;
}[keyof PreferenceSettings];

const THEME_LABELS: Record<Theme, string> = { system: 'System', light: 'Light', dark: 'Dark' };

const TIMEZONE_LABELS: Record<Timezone, string> = {
  Pacific: 'Pacific Time (PT)',
  Mountain: 'Mountain Time (MT)',
  Central: 'Central Time (CT)',
  Eastern: 'Eastern Time (ET)',
  UTC: 'UTC',
};

const themeChoices: Choice<Theme>[] = THEME_CHOICES.map((value) => ({
  value,
  label: THEME_LABELS[value],
}));
const languageChoices: Choice<PreferenceSettings['language']>[] = LANGUAGE_CHOICES.map((value) => ({
  value,
  label: LANGUAGE_LABELS[value],
}));
const timezoneChoices: Choice<Timezone>[] = TIMEZONE_CHOICES.map((value) => ({
  value,
  label: TIMEZONE_LABELS[value],
}));
const dateFormatChoices: Choice<PreferenceSettings['dateFormat']>[] = DATE_FORMAT_CHOICES.map(
  (value) => ({ value, label: value }),
);

const switches: SwitchSpec<BooleanPreference>[] = [
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
    description: 'Play a sound when you finish an exercise or earn an achievement.',
  },
  {
    key: 'animationsEnabled',
    label: 'Animations',
    description: 'Use motion and transitions across CodeNest.',
  },
];

export function PreferencesTab({
  value,
  onChange,
}: {
  value: PreferenceSettings;
  onChange: (value: PreferenceSettings) => void;
}) {
  const set =
    <K extends keyof PreferenceSettings>(key: K) =>
    (next: PreferenceSettings[K]) =>
      onChange({ ...value, [key]: next });

  return (
    <div className="space-y-6">
      <Section
        title="Appearance and region"
        description="How CodeNest looks and how it shows dates and times."
        icon={<Globe className="size-5" />}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Theme"
            value={value.theme}
            choices={themeChoices}
            onChange={set('theme')}
          />
          <SelectField
            label="Language"
            value={value.language}
            choices={languageChoices}
            onChange={set('language')}
          />
          <SelectField
            label="Timezone"
            value={value.timezone}
            choices={timezoneChoices}
            onChange={set('timezone')}
          />
          <SelectField
            label="Date format"
            value={value.dateFormat}
            choices={dateFormatChoices}
            onChange={set('dateFormat')}
          />
        </div>
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
