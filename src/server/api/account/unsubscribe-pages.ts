import { PRODUCT_NAME } from '@domain/constants';
import { mailedLinkPage, type Page } from '@server/http/mailed-link-page';
import { escapeHtml } from '@server/mail/templates';

/*
 * The pages a notification mail's unsubscribe link opens: plain HTML from the server, in the
 * newsletter pages' look. Opening the link changes nothing (mail scanners open links too); its
 * page has the button that turns the setting off.
 */

const toSettings =
  '<p><a href="/settings">Open your settings</a> to choose which e-mails you receive.</p>';

/** GET: what the button turns off, for which address. */
export function unsubscribeAskPage(input: { email: string; what: string; action: string }): Page {
  return mailedLinkPage(
    200,
    'Turn these e-mails off?',
    `<p>Press the button and <strong>${escapeHtml(input.email)}</strong> will receive no more ${escapeHtml(input.what)} from ${PRODUCT_NAME}. Your other settings stay as they are.</p>
<form method="post" action="${escapeHtml(input.action)}"><button type="submit">Turn them off</button></form>
${toSettings}`,
  );
}

/** POST from a browser: done. */
export function unsubscribedPage(what: string): Page {
  return mailedLinkPage(
    200,
    'E-mails turned off',
    `<p>You will receive no more ${escapeHtml(what)}. Changed your mind? Turn them on again in your settings.</p>
${toSettings}`,
  );
}

export function badTokenPage(): Page {
  return mailedLinkPage(
    400,
    'This link is incomplete',
    `<p>This unsubscribe link is incomplete or was changed. Open the link from the e-mail again, or copy the whole address from the e-mail into your browser.</p>
${toSettings}`,
  );
}

export function unknownAccountPage(): Page {
  return mailedLinkPage(
    404,
    'This account no longer exists',
    `<p>The account this link was made for has been deleted, so it receives no e-mails and there is nothing to turn off.</p>`,
  );
}
