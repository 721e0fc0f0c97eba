import { PRODUCT_NAME } from '@domain/constants';
import { TEACHER_SEES_CODE_NOTICE, type InviteRole } from '@domain/teams';
import type { MailMessage } from './mailer';
import { layout } from './templates';

const footer = `You received this e-mail because of a team on ${PRODUCT_NAME}. Questions? Ask the person who invited you, or write to us through the contact form on the site.`;

function mail(
  to: string,
  subject: string,
  heading: string,
  lines: string[],
  action?: { button: string; link: string },
): MailMessage {
  const actionText = action ? `\n\n${action.button}:\n${action.link}` : '';
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}${actionText}\n\n${footer}\n`,
    html: layout({ heading, paragraphs: lines, ...(action ? { action } : {}), footer }),
    ...(action ? { link: action.link } : {}),
  };
}

export function teamInviteMail(input: {
  to: string;
  teamName: string;
  invitedBy: string;
  role: InviteRole;
  link: string;
  days: number;
}): MailMessage {
  const as = input.role === 'manager' ? ' as a manager' : '';
  return mail(
    input.to,
    `${input.invitedBy} invited you to ${input.teamName} on ${PRODUCT_NAME}`,
    `Join ${input.teamName}`,
    [
      `${input.invitedBy} invited you to join the team ${input.teamName}${as} on ${PRODUCT_NAME}. While you are in the team you have ${PRODUCT_NAME} Pro: every course, unlimited challenges, debugging and the visualizer.`,
      TEACHER_SEES_CODE_NOTICE,
      `The invitation is for this address and works for ${input.days} days. Without an account you create one on the way, in one step. If you did not expect it, ignore this e-mail.`,
    ],
    { button: `Join ${input.teamName}`, link: input.link },
  );
}

export function noFreeSeatMail(input: {
  to: string;
  teamName: string;
  who: string;
  seats: number;
  link: string;
  /** How they tried: an invitation (the default), or signing in with the team's single sign-on. */
  way?: 'invitation' | 'sso';
}): MailMessage {
  const sso = input.way === 'sso';
  return mail(
    input.to,
    `${input.who} could not join ${input.teamName}: no free seat`,
    'Someone could not join your team',
    [
      `${input.who} tried to join ${input.teamName} ${sso ? 'by signing in with single sign-on' : 'with an invitation'}, but all ${input.seats} seats are taken, so they could not join.`,
      `Add seats from the team page (Seats and invitations), or remove someone who no longer needs one; then they can ${sso ? 'sign in with single sign-on again' : 'use the same invitation again'}.`,
    ],
    { button: 'Manage seats', link: input.link },
  );
}
