import { PRODUCT_NAME } from '@domain/constants';
import { ASSIGNMENT_KIND_NAMES } from '@domain/team-assignments';
import type { AssignmentKind } from '@domain/teams';
import type { MailMessage } from './mailer';
import { settingMail, type SettingMailLinks } from './setting-mail';

const footer = `You received this e-mail because you are a member of a team on ${PRODUCT_NAME}, this assignment is not finished yet and "Email Notifications" is on in your settings.`;

/** "Thursday, December 10 at 9:00 AM PST", in the learner's zone. */
export function dueDateText(dueAt: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(dueAt));
}

/** The day-before reminder of an assignment to a member who has not finished it. */
export function assignmentReminderMail(input: {
  to: string;
  name: string;
  teamName: string;
  kind: AssignmentKind;
  title: string;
  dueAt: string;
  timeZone: string;
  link: string;
  links: SettingMailLinks;
}): MailMessage {
  const what = `${ASSIGNMENT_KIND_NAMES[input.kind].toLowerCase()} "${input.title}"`;
  const due = dueDateText(input.dueAt, input.timeZone);
  const lines = [
    `Hi ${input.name},`,
    `a reminder from ${input.teamName}: the ${what} is due ${due}, and you have not finished it yet.`,
    input.kind === 'exercise'
      ? 'It counts as done once your solution passes every check.'
      : input.kind === 'challenge'
        ? 'It counts as done once you submit a solution that passes every case.'
        : 'It counts as done once you complete the lesson: press Next at its end, or pass its exercise.',
    'Your assignments and their due dates are on your dashboard.',
  ];
  const button =
    input.kind === 'challenge'
      ? 'Open my assignments'
      : `Open the ${ASSIGNMENT_KIND_NAMES[input.kind].toLowerCase()}`;
  return settingMail({
    to: input.to,
    subject: `Reminder: ${input.title} is due ${due}`,
    heading: `Due ${due}`,
    lines,
    action: { button, link: input.link },
    footer,
    links: input.links,
  });
}
