import type { NotificationKind } from '@domain/community';
import { PRODUCT_NAME } from '@domain/constants';
import type { MailMessage } from './mailer';
import { settingMail, type SettingMailLinks } from './setting-mail';

/*
 * The mails of community notifications, sent to learners whose "Community updates" setting is
 * on: a reply to their question, a mention, their answer accepted. Each carries the link to the
 * post, a link to the settings and a one-click unsubscribe (RFC 8058) that turns that setting off.
 */

export interface CommunityMailInput {
  to: string;
  kind: NotificationKind;
  /** Who replied, mentioned or accepted: their community name. */
  actorName: string;
  threadTitle: string;
  /** The post on PUBLIC_URL. */
  link: string;
  links: SettingMailLinks;
}

/** Mail headers take one line: titles and names lose their line breaks and runs of spaces. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function wording(kind: NotificationKind, actor: string, title: string) {
  switch (kind) {
    case 'reply':
      return {
        subject: `${actor} replied to your question “${title}”`,
        heading: 'A new reply to your question',
        line: `${actor} replied to your question “${title}” in the ${PRODUCT_NAME} community.`,
        button: 'Read the reply',
      };
    case 'mention':
      return {
        subject: `${actor} mentioned you in “${title}”`,
        heading: 'You were mentioned',
        line: `${actor} mentioned you in the discussion “${title}” in the ${PRODUCT_NAME} community.`,
        button: 'Read the post',
      };
    case 'accepted':
      return {
        subject: `Your answer in “${title}” was accepted`,
        heading: 'Your answer was accepted',
        line: `${actor} accepted your answer in “${title}”: it is now shown as the answer that helped. Thank you for helping!`,
        button: 'See your answer',
      };
  }
}

const footer = `You receive this e-mail because "Community updates" is on in your ${PRODUCT_NAME} settings. We send at most one e-mail an hour about each discussion.`;

export function communityNotificationMail(input: CommunityMailInput): MailMessage {
  const actor = oneLine(input.actorName);
  const title = oneLine(input.threadTitle);
  const words = wording(input.kind, actor, title);
  return settingMail({
    to: input.to,
    subject: words.subject,
    heading: words.heading,
    lines: ['Hi,', words.line],
    action: { button: words.button, link: input.link },
    footer,
    links: input.links,
  });
}
