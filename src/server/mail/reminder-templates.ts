import { PRODUCT_NAME } from '@domain/constants';
import type { MailMessage } from './mailer';
import { settingMail, type SettingMailLinks } from './setting-mail';

/*
 * The scheduled mails: the weekly progress mail, the evening streak reminder and a new course's
 * announcement. Each is governed by one notification setting and carries its way out.
 */

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "2 hours 5 minutes", "45 minutes", "0 minutes". */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return plural(rest, 'minute', 'minutes');
  return rest === 0
    ? plural(hours, 'hour', 'hours')
    : `${plural(hours, 'hour', 'hours')} ${plural(rest, 'minute', 'minutes')}`;
}

/** "November 16 to 22, 2026"; across months "November 30 to December 6, 2026". */
export function weekText(first: string, last: string): string {
  const date = (day: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );
  const sameMonth = first.slice(0, 7) === last.slice(0, 7);
  const sameYear = first.slice(0, 4) === last.slice(0, 4);
  const start = date(first, sameYear ? { month: 'long', day: 'numeric' } : { dateStyle: 'long' });
  const end = date(last, sameMonth ? { day: 'numeric' } : { month: 'long', day: 'numeric' });
  return `${start} to ${end}, ${last.slice(0, 4)}`;
}

export interface LessonLink {
  /** "Lesson 5: Loops" */
  title: string;
  link: string;
}

export interface WeeklyFigures {
  lessons: number;
  exercises: number;
  challenges: number;
  minutes: number;
  /** The study streak in days as the mail is sent. */
  streak: number;
}

export function weeklyProgressMail(input: {
  to: string;
  firstName: string;
  week: { first: string; last: string };
  figures: WeeklyFigures;
  /** The lesson to continue with; null when the learner has not started or finished the course. */
  next: LessonLink | null;
  /** Where to start when there is no next lesson (the course or the courses page). */
  startLink: string;
  links: SettingMailLinks;
}): MailMessage {
  const { figures } = input;
  const learned = figures.lessons + figures.exercises + figures.challenges > 0;
  const summary = learned
    ? `From ${weekText(input.week.first, input.week.last)} you completed ${plural(figures.lessons, 'lesson', 'lessons')}, passed ${plural(figures.exercises, 'exercise', 'exercises')} and solved ${plural(figures.challenges, 'challenge', 'challenges')}, in ${durationText(figures.minutes)} of lessons.`
    : `From ${weekText(input.week.first, input.week.last)} you did not complete a lesson, an exercise or a challenge. A few minutes a day is enough to keep going.`;
  const streak =
    figures.streak > 0
      ? `Your study streak: ${plural(figures.streak, 'day', 'days')} in a row.`
      : 'Your study streak starts again with the next thing you complete.';
  const action = input.next
    ? { button: 'Continue learning', link: input.next.link }
    : { button: 'Start learning', link: input.startLink };
  const lines = [
    `Hi ${input.firstName},`,
    summary,
    streak,
    input.next ? `Next up: ${input.next.title}.` : `Pick up where you like on ${PRODUCT_NAME}.`,
  ];
  return settingMail({
    to: input.to,
    subject: learned
      ? `Your week on ${PRODUCT_NAME}: ${plural(figures.lessons, 'lesson', 'lessons')}, ${plural(figures.exercises, 'exercise', 'exercises')}, ${plural(figures.challenges, 'challenge', 'challenges')}`
      : `Your week on ${PRODUCT_NAME}: time for a lesson?`,
    heading: 'Your week in review',
    lines,
    action,
    footer: `You receive this e-mail every Monday because "Weekly Progress" is on in your ${PRODUCT_NAME} settings.`,
    links: input.links,
  });
}

export function streakReminderMail(input: {
  to: string;
  firstName: string;
  streak: number;
  next: LessonLink | null;
  /** Today's challenge, the quickest way to keep the streak. */
  challengeLink: string;
  links: SettingMailLinks;
}): MailMessage {
  const days = plural(input.streak, 'day', 'days');
  const lines = [
    `Hi ${input.firstName},`,
    `you have learned ${days} in a row, and today is not done yet. Complete a lesson, pass an exercise or solve today's challenge before midnight to make it ${input.streak + 1}.`,
    ...(input.next ? [`Next up: ${input.next.title}.`] : []),
  ];
  return settingMail({
    to: input.to,
    subject: `Keep your ${days} streak going`,
    heading: `Your ${days} streak ends at midnight`,
    lines,
    action: input.next
      ? { button: 'Continue learning', link: input.next.link }
      : { button: "Solve today's challenge", link: input.challengeLink },
    footer: `You receive this reminder on evenings of days without learning, once your streak reaches 3 days, because "Email Notifications" is on in your ${PRODUCT_NAME} settings.`,
    links: input.links,
  });
}

export function newCourseMail(input: {
  to: string;
  firstName: string;
  course: { title: string; description: string };
  link: string;
  links: SettingMailLinks;
}): MailMessage {
  return settingMail({
    to: input.to,
    subject: `New on ${PRODUCT_NAME}: ${input.course.title}`,
    heading: `${input.course.title} is open`,
    lines: [
      `Hi ${input.firstName},`,
      `a new course is open on ${PRODUCT_NAME}: ${input.course.title}.`,
      input.course.description,
    ],
    action: { button: 'Start the course', link: input.link },
    footer: `You receive this e-mail because "New Courses" is on in your ${PRODUCT_NAME} settings, or you asked to be told when this course opens.`,
    links: input.links,
  });
}
