/*
 * Posts' Markdown to sanitised HTML. (Being written: this first version escapes the text.)
 */
export interface RenderOptions {
  /** Links get rel="nofollow ugc" (accounts younger than NEW_ACCOUNT_HOURS); else rel="ugc". */
  nofollow: boolean;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The post's sanitised HTML. */
export function renderPost(body: string, _options: RenderOptions): string {
  return `<p>${escape(body)}</p>`;
}

/** The HTML with its code blocks taken out (spoilers), and how many there were. */
export function hideCodeBlocks(html: string): { html: string; hidden: number } {
  return { html, hidden: 0 };
}

/** The first `max` characters of the post as plain text, code left out: excerpts. */
export function plainExcerpt(body: string, max: number): string {
  return body.slice(0, max);
}

/** The words full-text search matches, normalised the same way for SQLite and PostgreSQL. */
export function searchWords(text: string): string {
  return text.toLowerCase();
}

/** The @handles a post mentions, each once. */
export function mentionedHandles(body: string): string[] {
  return [...new Set([...body.matchAll(/@([a-z0-9-]+)/g)].map((match) => match[1] ?? ''))];
}
