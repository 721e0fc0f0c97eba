import createDOMPurify from 'dompurify';
import { POST_HTML_TAGS } from '@domain/community-html';

/*
 * The browser cleans a post's HTML again before showing it, with the same narrow allowance as the
 * server's Markdown renderer: if a stored post or a bug on the server ever let something through,
 * it still cannot run here.
 */

/** The server's elements, and the spoiler's placeholder (a div) that replaces hidden code. */
const ALLOWED_TAGS = [...POST_HTML_TAGS, 'div'];

const ALLOWED_ATTR = [
  'href',
  'rel',
  'title',
  'class',
  'align',
  'type',
  'checked',
  'disabled',
  'start',
  'aria-label',
  'data-hidden-code',
  'data-lesson',
];

/** http(s), mailto, a site-relative path or a fragment; nothing else (no javascript:, data:). */
export const ALLOWED_URL = /^(?:https?:\/\/|mailto:|\/(?![/\\])|#)/i;

/** The classes the server's renderer writes; any other class is dropped. */
const ALLOWED_CLASS =
  /^(?:language-[a-z0-9+#-]+|mention|lesson-link|spoiler-code|contains-task-list|task-list-item|footnotes|sr-only|data-footnote-backref)$/;

const LINK_REL = new Set(['nofollow', 'ugc', 'noopener', 'noreferrer']);

type Purifier = ReturnType<typeof createDOMPurify>;
let purifier: Purifier | null = null;

function keepClasses(value: string): string {
  return value
    .split(/\s+/)
    .filter((name) => ALLOWED_CLASS.test(name))
    .join(' ');
}

function makePurifier(): Purifier {
  const purify = createDOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName === 'class') {
      data.attrValue = keepClasses(data.attrValue);
      if (data.attrValue === '') data.keepAttr = false;
    }
    if (data.attrName === 'href' && !ALLOWED_URL.test(data.attrValue.trim())) {
      data.keepAttr = false;
    }
    // Task list boxes only: no other form fields.
    if (node.nodeName === 'INPUT' && data.attrName === 'type' && data.attrValue !== 'checkbox') {
      data.keepAttr = false;
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'INPUT') {
      if (node.getAttribute('type') !== 'checkbox') node.remove();
      else node.setAttribute('disabled', '');
    }
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      const rel = (node.getAttribute('rel') ?? '')
        .split(/\s+/)
        .filter((token) => LINK_REL.has(token));
      const tokens = new Set([...(rel.includes('nofollow') ? ['nofollow'] : []), 'ugc']);
      node.setAttribute('rel', [...tokens, 'noopener', 'noreferrer'].join(' '));
    }
  });
  return purify;
}

/**
 * The post's HTML with only what a rendered post may hold. Without a DOM (the server's render of
 * the page) nothing is shown: the browser fills it in.
 */
export function purifyPostHtml(html: string): string {
  if (typeof window === 'undefined') return '';
  purifier ??= makePurifier();
  if (!purifier.isSupported) return '';
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: ALLOWED_URL,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    SANITIZE_DOM: true,
    SANITIZE_NAMED_PROPS: false,
  });
}
