import { Bell } from 'lucide-react';
import type { NotificationSettings } from '@domain/account';
import { Section, SwitchList, type SettingsTabProps, type SwitchSpec } from './fields';

const switches: SwitchSpec<keyof NotificationSettings>[] = [
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
