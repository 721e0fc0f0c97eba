/**
 * The elements a post's HTML may hold: what Markdown with GitHub's tables, strikethrough and task
 * lists renders to, and nothing more. The server's sanitiser allows these, and the browser's
 * again (with the spoiler's placeholder).
 */
export const POST_HTML_TAGS = [
  'a',
  'blockquote',
  'br',
  'code',
  'del',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'input',
  'li',
  'ol',
  'p',
  'pre',
  'span',
  'strong',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
] as const;
