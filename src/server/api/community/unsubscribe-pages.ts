import { PRODUCT_NAME } from '@domain/constants';
import { escapeHtml } from '@server/mail/templates';

/*
 * The pages a notification mail's unsubscribe link opens: plain HTML from the server, in the
 * newsletter pages' look. Opening the link changes nothing (mail scanners open links too); its
 * page has the button that turns the setting off.
 */

export interface Page {
  status: number;
  html: string;
}

const STYLE = `
:root{color-scheme:light dark;font-family:system-ui,-apple-system,'Segoe UI',sans-serif}
body{margin:0;background:#f1f5f9;color:#0f172a}
main{max-width:32rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:12px}
.brand{margin:0 0 1.5rem;font-size:1.25rem;font-weight:700;color:#4f46e5}
h1{margin:0 0 1rem;font-size:1.5rem}
p{line-height:1.6}
button{font:inherit;font-weight:600;padding:.75rem 1.25rem;border:0;border-radius:8px;background:#4f46e5;color:#fff;cursor:pointer}
a{color:#4f46e5}
@media (prefers-color-scheme:dark){body{background:#020617;color:#e2e8f0}main{background:#0f172a}a,.brand{color:#a5b4fc}}
`;

function page(status: number, title: string, body: string): Page {
  return {
    status,
    html: `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} | ${PRODUCT_NAME}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand"><a href="/">${PRODUCT_NAME}</a></p>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`,
  };
}

const toSettings =
  '<p><a href="/settings">Open your settings</a> to choose which e-mails you receive.</p>';

/** GET: what the button turns off, for which address. */
export function unsubscribeAskPage(input: { email: string; what: string; action: string }): Page {
  return page(
    200,
    'Turn these e-mails off?',
    `<p>Press the button and <strong>${escapeHtml(input.email)}</strong> will receive no more ${escapeHtml(input.what)} from ${PRODUCT_NAME}. Your other settings stay as they are.</p>
<form method="post" action="${escapeHtml(input.action)}"><button type="submit">Turn them off</button></form>
${toSettings}`,
  );
}

/** POST from a browser: done. */
export function unsubscribedPage(what: string): Page {
  return page(
    200,
    'E-mails turned off',
    `<p>You will receive no more ${escapeHtml(what)}. Changed your mind? Turn them on again in your settings.</p>
${toSettings}`,
  );
}

export function badTokenPage(): Page {
  return page(
    400,
    'This link is incomplete',
    `<p>This unsubscribe link is incomplete or was changed. Open the link from the e-mail again, or copy the whole address from the e-mail into your browser.</p>
${toSettings}`,
  );
}

export function unknownAccountPage(): Page {
  return page(
    404,
    'This account no longer exists',
    `<p>The account this link was made for has been deleted, so it receives no e-mails and there is nothing to turn off.</p>`,
  );
}
