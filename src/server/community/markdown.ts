import { POST_HTML_TAGS } from '@domain/community-html';
import type { Element, Root as HastRoot } from 'hast';
import type {
  Nodes as MdastNodes,
  Parent as MdastParent,
  PhrasingContent,
  Root as MdastRoot,
  RootContent,
} from 'mdast';
import rehypeSanitize, { type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { HANDLE_MENTION, LESSON_MENTION } from '@domain/community';

/*
 * Posts' Markdown to sanitised HTML. GitHub-flavoured Markdown without raw HTML: HTML typed in a
 * post shows as the text it is, never as an element. The sanitiser's narrow schema is the last
 * word on what a post's HTML may hold, and the browser cleans it once more before showing it.
 */

interface RenderOptions {
  /** Links get rel="nofollow ugc" (accounts younger than NEW_ACCOUNT_HOURS); else rel="ugc". */
  nofollow: boolean;
}

/** Where a lesson opens in the app (the learn page, at that lesson). */
function lessonHref(lessonId: string): string {
  return `/learn/c?lesson=${lessonId}`;
}

export const HIDDEN_CODE_TEXT = 'Code hidden until you pass this.';
const HIDDEN_CODE_HTML = `<div class="spoiler-code" data-hidden-code="">${HIDDEN_CODE_TEXT}</div>`;

/** Everything a rendered post may contain; what remark-rehype makes of GFM and nothing more. */
const schema: SanitizeSchema = {
  tagNames: [...POST_HTML_TAGS],
  attributes: {
    a: ['href', 'title'],
    code: [['className', /^language-[a-z0-9+#-]+$/i]],
    input: [['type', 'checkbox'], ['disabled', true], 'checked'],
    li: [['className', 'task-list-item']],
    ol: ['start', ['className', 'contains-task-list']],
    ul: [['className', 'contains-task-list']],
    span: [['className', 'mention']],
    td: ['align'],
    th: ['align'],
  },
  required: { input: { type: 'checkbox', disabled: true } },
  ancestors: {
    tbody: ['table'],
    td: ['table'],
    th: ['table'],
    thead: ['table'],
    tr: ['table'],
  },
  protocols: { href: ['http', 'https', 'mailto'] },
  clobber: [],
  strip: ['script', 'style'],
};

/** http(s) and mailto (checked by the schema), a path on this site, or a place on the page. */
function allowedHref(href: string): boolean {
  if (/^(?:https?|mailto):/i.test(href)) return true;
  // "//host" and "/\host" leave the site in a browser.
  return /^\/(?![/\\])/.test(href) || href.startsWith('#');
}

// ---------------------------------------------------------------------------------------------
// Markdown tree

const BLOCK_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

/** Raw HTML is shown as its text; a block of it as a paragraph of text. */
function htmlAsText(parent: MdastParent, value: string): RootContent {
  const text = { type: 'text' as const, value };
  return BLOCK_PARENTS.has(parent.type) ? { type: 'paragraph', children: [text] } : text;
}

/**
 * Nodes with no safe or useful HTML here: images become links (a remote image would tell its
 * host who reads the post), raw HTML becomes text, footnotes become plain text (their ids would
 * clash between posts on one page).
 */
function replaceUnsafeNode(node: RootContent, parent: MdastParent): RootContent[] | null {
  switch (node.type) {
    case 'html':
      return [htmlAsText(parent, node.value)];
    case 'image':
      return [
        {
          type: 'link',
          url: node.url,
          title: node.title ?? null,
          children: [{ type: 'text', value: node.alt || node.url }],
        },
      ];
    case 'imageReference':
      return [
        {
          type: 'linkReference',
          identifier: node.identifier,
          label: node.label ?? null,
          referenceType: node.referenceType,
          children: [{ type: 'text', value: node.alt || node.label || node.identifier }],
        },
      ];
    case 'footnoteReference':
      return [{ type: 'text', value: `[^${node.label ?? node.identifier}]` }];
    case 'footnoteDefinition': {
      const [first, ...rest] = node.children;
      const label = { type: 'text' as const, value: `[^${node.label ?? node.identifier}]: ` };
      if (first?.type === 'paragraph') {
        return [{ ...first, children: [label, ...first.children] }, ...rest];
      }
      return [{ type: 'paragraph', children: [label] }, ...node.children];
    }
    default:
      return null;
  }
}

/** A text's lesson ids as links and @handles as mentions. */
function linkMentions(value: string): PhrasingContent[] {
  const pattern = new RegExp(`${LESSON_MENTION.source}|${HANDLE_MENTION.source}`, 'g');
  const parts: PhrasingContent[] = [];
  let last = 0;
  for (const match of value.matchAll(pattern)) {
    const [whole, lessonId, before = '', handle] = match;
    const start = match.index + (lessonId ? 0 : before.length);
    if (start > last) parts.push({ type: 'text', value: value.slice(last, start) });
    if (lessonId) {
      parts.push({
        type: 'link',
        url: lessonHref(lessonId),
        children: [{ type: 'text', value: lessonId }],
      });
    } else {
      parts.push({
        type: 'text',
        value: `@${handle}`,
        data: { hName: 'span', hProperties: { className: ['mention'] } },
      });
    }
    last = match.index + whole.length;
  }
  if (last === 0) return [{ type: 'text', value }];
  if (last < value.length) parts.push({ type: 'text', value: value.slice(last) });
  return parts;
}

/** Children of links keep their text: a link inside a link would not be valid. */
const NO_MENTIONS_INSIDE = new Set(['link', 'linkReference']);

function transformTree(parent: MdastParent, mentions: boolean): void {
  const children: RootContent[] = [];
  for (const child of parent.children) {
    for (const node of replaceUnsafeNode(child, parent) ?? [child]) {
      if (mentions && node.type === 'text') {
        children.push(...linkMentions(node.value));
        continue;
      }
      if ('children' in node) transformTree(node, mentions && !NO_MENTIONS_INSIDE.has(node.type));
      children.push(node);
    }
  }
  parent.children = children;
}

function postTree() {
  return (tree: MdastRoot) => transformTree(tree, true);
}

// ---------------------------------------------------------------------------------------------
// HTML tree

/**
 * Every link ends up on an allowed address with its rel; one without an address is its text. A
 * class list the sanitiser emptied (a fence's odd language) goes.
 */
function finishTree(parent: HastRoot | Element, rel: string[]): void {
  const children: (typeof parent.children)[number][] = [];
  for (const child of parent.children) {
    if (child.type !== 'element') {
      children.push(child);
      continue;
    }
    finishTree(child, rel);
    const { className } = child.properties;
    if (Array.isArray(className) && className.length === 0) delete child.properties.className;
    if (child.tagName === 'a') {
      const href = child.properties.href;
      if (typeof href !== 'string' || !allowedHref(href)) {
        children.push(...child.children);
        continue;
      }
      child.properties = {
        href,
        ...(typeof child.properties.title === 'string' ? { title: child.properties.title } : {}),
        rel,
      };
    }
    children.push(child);
  }
  parent.children = children;
}

function linkRel(options: RenderOptions) {
  const rel = [...(options.nofollow ? ['nofollow'] : []), 'ugc', 'noopener', 'noreferrer'];
  return () => (tree: HastRoot) => finishTree(tree, rel);
}

function postProcessor(options: RenderOptions) {
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(postTree)
    .use(remarkRehype)
    .use(rehypeSanitize, schema)
    .use(linkRel(options))
    .use(rehypeStringify)
    .freeze();
}

/** One processor for each kind of link, made once. */
const processors = new Map<boolean, ReturnType<typeof postProcessor>>();

/** The post's sanitised HTML. */
export function renderPost(body: string, options: RenderOptions): string {
  let processor = processors.get(options.nofollow);
  if (!processor) {
    processor = postProcessor({ nofollow: options.nofollow });
    processors.set(options.nofollow, processor);
  }
  return processor.processSync(body).toString();
}

/** The HTML with its code blocks taken out (spoilers), and how many there were. */
export function hideCodeBlocks(html: string): { html: string; hidden: number } {
  let hidden = 0;
  // The HTML is renderPost's: `<pre>` never nests, and a "</pre>" in the code is escaped.
  const shown = html.replace(/<pre[\s>][\s\S]*?<\/pre>/g, () => {
    hidden += 1;
    return HIDDEN_CODE_HTML;
  });
  return { html: shown, hidden };
}

// ---------------------------------------------------------------------------------------------
// Plain text

const markdownParser = unified().use(remarkParse).use(remarkGfm).freeze();

function parseMarkdown(body: string): MdastRoot {
  return markdownParser.parse(body);
}

/** A node's words, code blocks left out, blocks separated by a space. */
function plainText(node: MdastNodes): string {
  switch (node.type) {
    case 'code':
      return ' ';
    case 'text':
    case 'inlineCode':
    case 'html':
      return node.value;
    case 'image':
    case 'imageReference':
      return node.alt ?? '';
    case 'break':
    case 'thematicBreak':
      return ' ';
    default:
      if (!('children' in node)) return '';
      return node.children.map((child) => plainText(child)).join(isBlock(node) ? ' ' : '');
  }
}

function isBlock(node: MdastNodes): boolean {
  return !['paragraph', 'heading', 'tableCell', 'emphasis', 'strong', 'delete', 'link'].includes(
    node.type,
  );
}

/** `text` cut to at most `max` characters, at a word when it can, with "…" when cut. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 1) return '…'.slice(0, max);
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const endsAtWord = /\s/.test(text.charAt(max - 1));
  const kept = endsAtWord || space <= max / 2 ? cut : cut.slice(0, space);
  return `${kept.trimEnd()}…`;
}

/** The post's words as plain text, code blocks left out, whitespace collapsed. */
export function postPlainText(body: string): string {
  return plainText(parseMarkdown(body)).replace(/\s+/g, ' ').trim();
}

/** The first `max` characters of the post as plain text, code left out: excerpts. */
export function plainExcerpt(body: string, max: number): string {
  return cutAtWord(postPlainText(body), max);
}

/** The words full-text search matches, normalised the same way for SQLite and PostgreSQL. */
export function searchWords(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .join(' ');
}

// ---------------------------------------------------------------------------------------------
// Mentions

function mentionsIn(node: MdastNodes, found: Set<string>): void {
  if (node.type === 'code' || node.type === 'inlineCode') return;
  if (node.type === 'link' || node.type === 'linkReference') return;
  if (node.type === 'text' || node.type === 'html') {
    for (const match of node.value.matchAll(HANDLE_MENTION)) if (match[2]) found.add(match[2]);
    return;
  }
  if ('children' in node) for (const child of node.children) mentionsIn(child, found);
}

/** The @handles a post mentions, each once. */
export function mentionedHandles(body: string): string[] {
  const found = new Set<string>();
  mentionsIn(parseMarkdown(body), found);
  return [...found];
}
