import { Bell } from 'lucide-react';
import { useState } from 'react';
import type { NotificationSettings } from '@domain/account';
import { useT, type Translate } from '@web/i18n/translate';
import {
  PUSH_UNSUPPORTED,
  PushError,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from '@web/lib/push';
import { Section, SwitchList, type SettingsTabProps, type SwitchSpec } from './fields';

function switchesOf(t: Translate): SwitchSpec<keyof NotificationSettings>[] {
  return [
    {
      key: 'emailNotifications',
      label: t('Email Notifications'),
      description: t(
        'E-mail reminders: an evening nudge when your study streak of 3 days or more would end at midnight, and your team assignments the day before they are due.',
      ),
    },
    {
      key: 'pushNotifications',
      label: t('Push Notifications'),
      description: t(
        'The evening streak reminder as a notification on this device too (your browser asks first).',
      ),
    },
    {
      key: 'weeklyProgress',
      label: t('Weekly Progress Report'),
      description: t(
        'Every Monday morning, an e-mail with last week’s lessons, exercises, challenges and time, your streak and your next lesson.',
      ),
    },
    {
      key: 'newCourses',
      label: t('New Courses'),
      description: t('An e-mail when a new course opens.'),
    },
    {
      key: 'communityUpdates',
      label: t('Community Updates'),
      description: t(
        'E-mails when someone replies to your question, mentions you or accepts your answer in the community.',
      ),
    },
  ];
}

/**
 * The notification switches. Push Notifications also subscribes this device (the browser's
 * permission first), or forgets it; a refusal keeps the switch off and says what to do.
 */
export function NotificationsTab({ value, onChange }: SettingsTabProps<NotificationSettings>) {
  const t = useT();
  const [pushProblem, setPushProblem] = useState<string | null>(null);
  const change = (next: NotificationSettings) => {
    if (next.pushNotifications === value.pushNotifications) {
      onChange(next);
      return;
    }
    setPushProblem(null);
    if (!next.pushNotifications) {
      onChange(next);
      void unsubscribeThisDevice().catch(() => undefined);
      return;
    }
    subscribeThisDevice().then(
      () => onChange(next),
      (error: unknown) =>
        setPushProblem(error instanceof PushError ? error.message : PUSH_UNSUPPORTED),
    );
  };
  return (
    <Section
      title={t('Notifications')}
      description={t('Choose what CodeNest tells you about.')}
      icon={<Bell className="size-5" />}
    >
      <SwitchList switches={switchesOf(t)} value={value} onChange={change} />
      {pushProblem && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {t(pushProblem)}
        </p>
      )}
    </Section>
  );
}
