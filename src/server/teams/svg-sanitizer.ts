import createDOMPurify, { type WindowLike } from 'dompurify';

/*
 * SVG logos are cleaned before they are stored: DOMPurify with its SVG profile (no scripts, no
 * event handlers, no foreignObject) on a jsdom window, then a pass of our own that drops what
 * DOMPurify lets through but a logo must not have: references outside the file (an href or a
 * url() to anything but a #fragment) and style sheets that could load something.
 */

/** The parts of the DOM the pass reads (the server compiles without the DOM's types). */
interface DomAttribute {
  name: string;
  localName: string;
  value: string;
}
interface DomElement {
  localName: string;
  namespaceURI: string | null;
  textContent: string | null;
  attributes: ArrayLike<DomAttribute>;
  children: ArrayLike<DomElement>;
  removeAttribute(name: string): void;
  remove(): void;
  querySelectorAll(selectors: string): ArrayLike<DomElement>;
}
interface XmlSerializer {
  serializeToString(node: DomElement): string;
}

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
/** Elements that describe a drawing without drawing anything. */
const NOT_DRAWN = new Set(['title', 'desc', 'metadata', 'style', 'defs']);

interface Sanitizer {
  purify: ReturnType<typeof createDOMPurify>;
  serializer: XmlSerializer;
}

let sanitizer: Promise<Sanitizer> | undefined;

/** jsdom loads with the first SVG logo, not with the server. */
function loadSanitizer(): Promise<Sanitizer> {
  sanitizer ??= import('jsdom').then(({ JSDOM }) => {
    const window = new JSDOM('').window as WindowLike & {
      XMLSerializer: new () => XmlSerializer;
    };
    return { purify: createDOMPurify(window), serializer: new window.XMLSerializer() };
  });
  return sanitizer;
}

/** What may stand before the root element: an XML declaration, comments and a doctype. */
const PROLOG = /^(?:\s+|<\?xml\b[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE\s[^>[]*(?:\[[\s\S]*?\])?\s*>)*/i;

/** The SVG's text from its root element on, or null when the text is not an SVG document. */
export function svgDocumentOf(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  const afterProlog = text.replace(/^\uFEFF/, '').replace(PROLOG, '');
  return /^<svg[\s>/]/.test(afterProlog) ? afterProlog : null;
}

/** A url(…) that points anywhere but a #fragment of the same file. */
function hasOutsideUrl(value: string): boolean {
  for (const match of value.matchAll(/url\s*\(\s*['"]?\s*([^'")\s]*)/gi)) {
    if (!(match[1] ?? '').startsWith('#')) return true;
  }
  return false;
}

/** CSS that could load something: @import, image-set(), escapes that could spell url(. */
function isUnsafeCss(css: string): boolean {
  return /@import|image-set\s*\(|\\/i.test(css) || hasOutsideUrl(css);
}

function cleanElement(element: DomElement): void {
  if (element.localName === 'style' && isUnsafeCss(element.textContent ?? '')) {
    element.remove();
    return;
  }
  for (const attribute of Array.from(element.attributes)) {
    const unsafe =
      attribute.localName === 'href'
        ? !attribute.value.trim().startsWith('#')
        : attribute.localName === 'style'
          ? isUnsafeCss(attribute.value)
          : hasOutsideUrl(attribute.value);
    if (unsafe) element.removeAttribute(attribute.name);
  }
}

export type SanitizedSvg = { ok: true; svg: string } | { ok: false; reason: 'empty' };

/** `document` (from svgDocumentOf) cleaned and written out as XML. */
export async function sanitizeSvg(document: string): Promise<SanitizedSvg> {
  const { purify, serializer } = await loadSanitizer();
  const body = purify.sanitize(document, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignobject'],
    RETURN_DOM: true,
  }) as unknown as DomElement;
  const root = Array.from(body.children).find(
    (child) => child.localName === 'svg' && child.namespaceURI === SVG_NAMESPACE,
  );
  if (!root) return { ok: false, reason: 'empty' };
  cleanElement(root);
  for (const element of Array.from(root.querySelectorAll('*'))) cleanElement(element);
  const drawn = Array.from(root.children).some((child) => !NOT_DRAWN.has(child.localName));
  if (!drawn) return { ok: false, reason: 'empty' };
  return { ok: true, svg: serializer.serializeToString(root) };
}
