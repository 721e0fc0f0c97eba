import { PRODUCT_NAME } from '@domain/constants';
import { escapeHtml } from '@server/mail/templates';

/*
 * The look of the pages a mailed link opens (the newsletter's confirm and unsubscribe, a
 * notification's unsubscribe): plain HTML from the server, readable in any browser, light or dark.
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

export function mailedLinkPage(status: number, title: string, body: string): Page {
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
