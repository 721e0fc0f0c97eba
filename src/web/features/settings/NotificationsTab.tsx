import { Bell } from 'lucide-react';
import type { NotificationSettings } from '@domain/account';
import { Section, SwitchList, type SettingsTabProps, type SwitchSpec } from './fields';

const switches: SwitchSpec<keyof NotificationSettings>[] = [
  {
    key: 'emailNotifications',
    label: 'Email Notifications',
    description:
      'E-mail reminders: an evening nudge when your study streak of 3 days or more would end at midnight, and your team assignments the day before they are due.',
  },
  {
    key: 'pushNotifications',
    label: 'Push Notifications',
    description: 'Alerts in your browser when something needs your attention.',
  },
  {
    key: 'weeklyProgress',
    label: 'Weekly Progress Report',
    description:
      'Every Monday morning, an e-mail with last week’s lessons, exercises, challenges and time, your streak and your next lesson.',
  },
  {
    key: 'newCourses',
    label: 'New Courses',
    description: 'An e-mail when a new course opens.',
  },
  {
    key: 'communityUpdates',
    label: 'Community Updates',
    description:
      'E-mails when someone replies to your question, mentions you or accepts your answer in the community.',
  },
];

export function NotificationsTab({ value, onChange }: SettingsTabProps<NotificationSettings>) {
  return (
    <Section
      title="Notifications"
      description="Choose what CodeNest tells you about."
      icon={<Bell className="size-5" />}
    >
      <SwitchList switches={switches} value={value} onChange={onChange} />
    </Section>
  );
}
