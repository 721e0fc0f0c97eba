import { Bell } from 'lucide-react';
import type { NotificationSettings } from '../../../domain/account';
import { Section, Toggle, ToggleList } from './fields';

const switches: { key: keyof NotificationSettings; label: string; description: string }[] = [
  {
    key: 'emailNotifications',
    label: 'Email Notifications',
    description: 'Important news about your account and learning, by email.',
  },
  {
    key: 'pushNotifications',
    label: 'Push Notifications',
    description: 'Alerts in your browser when something needs your attention.',
  },
  {
    key: 'weeklyProgress',
    label: 'Weekly Progress Report',
    description: 'A summary of what you learned and practised each week.',
  },
  {
    key: 'newCourses',
    label: 'New Courses',
    description: 'Hear about new courses and languages as soon as they launch.',
  },
  {
    key: 'communityUpdates',
    label: 'Community Updates',
    description: 'Highlights and events from the CodeNest community.',
  },
];

export function NotificationsTab({
  value,
  onChange,
}: {
  value: NotificationSettings;
  onChange: (value: NotificationSettings) => void;
}) {
  return (
    <Section
      title="Notifications"
      description="Choose what CodeNest tells you about."
      icon={<Bell className="size-5" />}
    >
      <ToggleList>
        {switches.map(({ key, label, description }) => (
          <Toggle
            key={key}
            label={label}
            description={description}
            checked={value[key]}
            onChange={(checked) => onChange({ ...value, [key]: checked })}
          />
        ))}
      </ToggleList>
    </Section>
  );
}
