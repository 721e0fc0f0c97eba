import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import { PRODUCT_NAME } from '@domain/constants';
import type { MailMessage } from './mailer';
import { escapeHtml, layout } from './templates';

/**
 * RFC 8058 one-click unsubscribe: a mail reader shows its own Unsubscribe button and POSTs
 * `List-Unsubscribe=One-Click` to the link. Every newsletter mail carries these headers.
 */
export function listUnsubscribeHeaders(unsubscribeLink: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeLink}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

const signUpFooter = `You received this e-mail because this address was entered in the newsletter box on ${PRODUCT_NAME}'s blog. Questions? Send us a message through the contact form on the site.`;

const unsubscribeText = (link: string) =>
  `To receive no ${PRODUCT_NAME} newsletter at this address, unsubscribe:\n${link}`;

export interface NewsletterLinks {
  confirm: string;
  unsubscribe: string;
}

/** Double opt-in: nothing is sent to the address until its owner follows this mail's link. */
export function newsletterConfirmMail(to: string, links: NewsletterLinks): MailMessage {
  const lines = [
    'Hi,',
    `someone, probably you, asked to receive the ${PRODUCT_NAME} newsletter at this address: one e-mail every two weeks with a new tutorial, a C puzzle and what we shipped.`,
    'Confirm to start receiving it. The link works for 24 hours. If you did not ask for this, ignore this e-mail: without the confirmation you will receive nothing more.',
  ];
  return {
    to,
    subject: `Confirm your subscription to the ${PRODUCT_NAME} newsletter`,
    text: `${lines.join('\n\n')}\n\nConfirm your subscription:\n${links.confirm}\n\n${unsubscribeText(links.unsubscribe)}\n\n${signUpFooter}\n`,
    html: layout({
      heading: 'Confirm your subscription',
      paragraphs: lines,
      action: { button: 'Confirm my subscription', link: links.confirm },
      footer: signUpFooter,
      unsubscribeLink: links.unsubscribe,
    }),
    link: links.confirm,
    headers: listUnsubscribeHeaders(links.unsubscribe),
  };
}

/**
 * What a subscribed address receives when it is entered again: the site answers every address
 * alike, so the owner hears it here, with the way out.
 */
export function newsletterAlreadySubscribedMail(to: string, unsubscribeLink: string): MailMessage {
  const lines = [
    'Hi,',
    `someone, probably you, entered this address in the newsletter box on ${PRODUCT_NAME}'s blog. It is already subscribed, so nothing changed: the next issue will reach you as usual.`,
  ];
  return {
    to,
    subject: `You are already subscribed to the ${PRODUCT_NAME} newsletter`,
    text: `${lines.join('\n\n')}\n\n${unsubscribeText(unsubscribeLink)}\n\n${signUpFooter}\n`,
    html: layout({
      heading: 'You are already subscribed',
      paragraphs: lines,
      footer: signUpFooter,
      unsubscribeLink,
    }),
    headers: listUnsubscribeHeaders(unsubscribeLink),
  };
}

export interface NewsletterIssue {
  subject: string;
  /** The issue's text in Markdown: sent as it is in the text part, rendered in the HTML part. */
  markdown: string;
}

const issueFooter = `You receive the ${PRODUCT_NAME} newsletter because you subscribed to it and confirmed your address.`;

/** One issue of the newsletter, as one subscriber receives it. */
export function newsletterIssueMail(
  to: string,
  issue: NewsletterIssue,
  unsubscribeLink: string,
): MailMessage {
  // react-markdown escapes any HTML in the text and drops unsafe link targets.
  const body = renderToStaticMarkup(createElement(Markdown, null, issue.markdown));
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f1f5f9;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#0f172a">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px;font-size:15px;line-height:1.6">
<p style="margin:0 0 16px;font-size:18px;font-weight:700;color:#4f46e5">${PRODUCT_NAME} newsletter</p>
${body}
<p style="margin:24px 0 0;font-size:13px;color:#64748b;border-top:1px solid #e2e8f0;padding-top:16px">${escapeHtml(issueFooter)} <a href="${escapeHtml(unsubscribeLink)}" style="color:#4f46e5">Unsubscribe</a></p>
</div></body></html>`;
  return {
    to,
    subject: issue.subject,
    text: `${issue.markdown.trim()}\n\n--\n${issueFooter}\n${unsubscribeText(unsubscribeLink)}\n`,
    html,
    headers: listUnsubscribeHeaders(unsubscribeLink),
  };
}
