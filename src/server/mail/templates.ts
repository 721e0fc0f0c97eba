import { PRODUCT_NAME } from '@domain/constants';
import type { MailMessage } from './mailer';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A mail's main action: a button, and its address written out for mail readers without one. */
function buttonBlock(button: string, link: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(button)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#475569">If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${escapeHtml(link)}</span></p>`;
}

export function layout(input: {
  heading: string;
  paragraphs: string[];
  /** The main action, if the mail asks for one. */
  action?: { button: string; link: string };
  footer: string;
  /** Newsletter mails: the link that stops them, under the footer. */
  unsubscribeLink?: string;
  /** Links under the footer (a notification's settings and one-click unsubscribe). */
  footerLinks?: { label: string; link: string }[];
}) {
  const paragraphs = input.paragraphs
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`)
    .join('');
  const unsubscribe = input.unsubscribeLink
    ? `\n<p style="margin:8px 0 0;font-size:13px;color:#64748b"><a href="${escapeHtml(input.unsubscribeLink)}" style="color:#4f46e5">Unsubscribe from the ${PRODUCT_NAME} newsletter</a></p>`
    : '';
  const footerLinks = input.footerLinks?.length
    ? `\n<p style="margin:8px 0 0;font-size:13px;color:#64748b">${input.footerLinks
        .map(
          ({ label, link }) =>
            `<a href="${escapeHtml(link)}" style="color:#4f46e5">${escapeHtml(label)}</a>`,
        )
        .join(' · ')}</p>`
    : '';
  return `<!doctype html>
<html lang="en"><body style="margin:0;background:#f1f5f9;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px" cellpadding="0" cellspacing="0"><tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#4f46e5">${PRODUCT_NAME}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(input.heading)}</h1>
${paragraphs}
${input.action ? buttonBlock(input.action.button, input.action.link) : ''}
<p style="margin:24px 0 0;font-size:13px;color:#64748b">${escapeHtml(input.footer)}</p>${unsubscribe}${footerLinks}
</td></tr></table></td></tr></table></body></html>`;
}

const footer = `You received this e-mail because someone used this address on ${PRODUCT_NAME}. Questions? Send us a message through the contact form on the site.`;

export function confirmSignupMail(to: string, name: string | undefined, link: string): MailMessage {
  const greeting = name ? `Hi ${name},` : 'Hi,';
  const lines = [
    greeting,
    `welcome to ${PRODUCT_NAME}! Confirm your e-mail address to finish creating your account and start writing C.`,
    'The link works once and expires in 24 hours. If you did not sign up, ignore this e-mail: no account is created without the confirmation.',
  ];
  return {
    to,
    subject: `Confirm your ${PRODUCT_NAME} account`,
    text: `${lines.join('\n\n')}\n\nConfirm your e-mail address:\n${link}\n\n${footer}\n`,
    html: layout({
      heading: 'Confirm your e-mail address',
      paragraphs: lines,
      action: { button: 'Confirm my account', link },
      footer,
    }),
    link,
  };
}

export function resetPasswordMail(to: string, link: string): MailMessage {
  const lines = [
    'Hi,',
    `we received a request to reset the password of your ${PRODUCT_NAME} account. Follow the link to choose a new one.`,
    'The link works once and expires in 24 hours. If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ];
  return {
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: `${lines.join('\n\n')}\n\nChoose a new password:\n${link}\n\n${footer}\n`,
    html: layout({
      heading: 'Reset your password',
      paragraphs: lines,
      action: { button: 'Choose a new password', link },
      footer,
    }),
    link,
  };
}

export interface ContactMailInput {
  name: string;
  email: string;
  subject: string;
  category: string;
  categoryLabel: string;
  message: string;
  reference: string;
  receivedAt: string;
}

/**
 * A form submission as the team receives it: the facts as a table, then what the sender wrote
 * (under `bodyLabel` when given), and a reminder that answering replies to `replyName`.
 */
function teamMail(input: {
  title: string;
  facts: [string, string][];
  bodyLabel?: string;
  body: string;
  replyName: string;
}): Pick<MailMessage, 'text' | 'html'> {
  const { facts, bodyLabel, body, replyName } = input;
  const textBody = bodyLabel ? `${bodyLabel}:\n${body}` : body;
  const text = `${facts.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${textBody}\n\nReply to this e-mail to answer ${replyName}.\n`;
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#64748b">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const label = bodyLabel
    ? `<p style="margin:0 0 8px;font-size:14px;color:#64748b">${escapeHtml(bodyLabel)}</p>\n`
    : '';
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f1f5f9;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#0f172a">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<p style="margin:0 0 16px;font-size:18px;font-weight:700;color:#4f46e5">${input.title}</p>
<table role="presentation" style="font-size:14px;margin-bottom:16px">${rows}</table>
${label}<div style="white-space:pre-wrap;font-size:15px;line-height:1.6;border-top:1px solid #e2e8f0;padding-top:16px">${escapeHtml(body)}</div>
<p style="margin:24px 0 0;font-size:13px;color:#64748b">Reply to this e-mail to answer ${escapeHtml(replyName)}.</p>
</div></body></html>`;
  return { text, html };
}

/** A contact-form message as the team receives it; answering replies to the visitor. */
export function contactMail(to: string, input: ContactMailInput): MailMessage {
  return {
    to,
    subject: `[${PRODUCT_NAME} contact] ${input.categoryLabel}: ${input.subject} (${input.reference})`,
    ...teamMail({
      title: `${PRODUCT_NAME} contact form`,
      facts: [
        ['From', `${input.name} <${input.email}>`],
        ['Category', input.categoryLabel],
        ['Subject', input.subject],
        ['Reference', input.reference],
        ['Received', input.receivedAt],
      ],
      body: input.message,
      replyName: input.name,
    }),
  };
}

export interface EnterpriseDemoMailInput {
  firstName: string;
  lastName: string;
  workEmail: string;
  company: string;
  phone: string;
  teamSize: string;
  needs: string;
  marketingConsent: boolean;
  reference: string;
  receivedAt: string;
}

/** An enterprise demo request as the team receives it; answering replies to the requester. */
export function enterpriseDemoMail(to: string, input: EnterpriseDemoMailInput): MailMessage {
  const name = `${input.firstName} ${input.lastName}`;
  return {
    to,
    subject: `[${PRODUCT_NAME} enterprise demo] ${input.company}, ${input.teamSize} people: ${name} (${input.reference})`,
    ...teamMail({
      title: `${PRODUCT_NAME} enterprise demo request`,
      facts: [
        ['From', `${name} <${input.workEmail}>`],
        ['Company', input.company],
        ['Team size', input.teamSize],
        ['Phone', input.phone || 'Not given'],
        ['Marketing e-mails', input.marketingConsent ? 'Yes, agreed' : 'No'],
        ['Reference', input.reference],
        ['Received', input.receivedAt],
      ],
      bodyLabel: 'Their needs',
      body: input.needs || 'No details given.',
      replyName: name,
    }),
  };
}
