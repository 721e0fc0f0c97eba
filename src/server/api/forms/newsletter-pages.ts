import { PRODUCT_NAME } from '@domain/constants';
import { mailedLinkPage, type Page } from '@server/http/mailed-link-page';
import { escapeHtml } from '@server/mail/templates';

/*
 * The pages the newsletter's mailed links open: plain HTML from the server, readable in any
 * browser. Opening a link changes nothing (mail scanners open links too); its page has the
 * button that confirms or unsubscribes.
 */

export type { Page };

const page = mailedLinkPage;

const button = (action: string, label: string) =>
  `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(label)}</button></form>`;

const toBlog = '<p><a href="/blog">Go to the blog</a></p>';

export function confirmPage(email: string, action: string): Page {
  return page(
    200,
    'Confirm your subscription',
    `<p>Press the button to receive the ${PRODUCT_NAME} newsletter at <strong>${escapeHtml(email)}</strong>: one e-mail every two weeks. Every issue has a link to unsubscribe.</p>
${button(action, 'Confirm my subscription')}`,
  );
}

export function confirmedPage(): Page {
  return page(
    200,
    'You are subscribed',
    `<p>Thank you! The next ${PRODUCT_NAME} newsletter will reach your inbox. Every issue has a link to unsubscribe.</p>
${toBlog}`,
  );
}

export function expiredConfirmationPage(): Page {
  return page(
    404,
    'This link no longer works',
    `<p>A confirmation link works once, for 24 hours. Enter your address in the newsletter box on the blog again and we will send you a new one.</p>
${toBlog}`,
  );
}

export function unsubscribePage(email: string, action: string): Page {
  return page(
    200,
    'Unsubscribe from the newsletter?',
    `<p>Press the button and <strong>${escapeHtml(email)}</strong> will receive no more ${PRODUCT_NAME} newsletters.</p>
${button(action, 'Unsubscribe')}`,
  );
}

export function unsubscribedPage(): Page {
  return page(
    200,
    'You are unsubscribed',
    `<p>This address will receive no more ${PRODUCT_NAME} newsletters. Changed your mind? You can subscribe again on the blog.</p>
${toBlog}`,
  );
}

export function notSubscribedPage(): Page {
  return page(
    200,
    'You are not subscribed',
    `<p>This address is not on the ${PRODUCT_NAME} newsletter list, so it receives no newsletter and there is nothing to unsubscribe.</p>
${toBlog}`,
  );
}

export function incompleteLinkPage(): Page {
  return page(
    400,
    'This link is incomplete',
    `<p>Open the link from the e-mail again, or copy the whole address from the e-mail into your browser.</p>
${toBlog}`,
  );
}
