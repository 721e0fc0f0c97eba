import type { MailMessage } from './mailer';
import { listUnsubscribeHeaders } from './newsletter-templates';
import { layout } from './templates';

/** The way out of a mail a notification setting governs (see account/mail-unsubscribe.ts). */
export interface SettingMailLinks {
  /** The notification settings on PUBLIC_URL. */
  settingsLink: string;
  /** The one-click link that turns this mail's setting off. */
  unsubscribeLink: string;
  /** What that link turns off, as its label says: "Turn off {label}". */
  unsubscribeLabel: string;
}

/**
 * A mail sent because a notification setting is on: its lines and main action, then the footer,
 * a link to the settings and a one-click unsubscribe, in the text, the HTML and the RFC 8058
 * List-Unsubscribe headers.
 */
export function settingMail(input: {
  to: string;
  subject: string;
  heading: string;
  lines: string[];
  action?: { button: string; link: string };
  footer: string;
  links: SettingMailLinks;
}): MailMessage {
  const { links } = input;
  const turnOff = `Turn off ${links.unsubscribeLabel}`;
  const text = [
    ...input.lines,
    ...(input.action ? [`${input.action.button}:\n${input.action.link}`] : []),
    input.footer,
    `Change your e-mail settings:\n${links.settingsLink}`,
    `${turnOff} with one click:\n${links.unsubscribeLink}`,
  ].join('\n\n');
  return {
    to: input.to,
    subject: input.subject,
    text: `${text}\n`,
    html: layout({
      heading: input.heading,
      paragraphs: input.lines,
      ...(input.action ? { action: input.action } : {}),
      footer: input.footer,
      footerLinks: [
        { label: 'Change your e-mail settings', link: links.settingsLink },
        { label: turnOff, link: links.unsubscribeLink },
      ],
    }),
    ...(input.action ? { link: input.action.link } : {}),
    headers: listUnsubscribeHeaders(links.unsubscribeLink),
  };
}
