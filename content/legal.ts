/**
 * Building blocks shared by the legal pages (terms, privacy, accessibility and cookies), and the
 * rich text (text with links) the Help Center's articles use too.
 */
import type { SiteText } from './site-text';

/** A link inside running text: a route ("/cookies"), a mailto: address or a web address. */
export interface TextLink {
  text: string;
  href: string;
}

/** Plain text, or text with links in it. */
export type RichText = string | readonly (string | TextLink)[];

export type LegalBlock =
  | { kind: 'paragraph'; text: SiteText<RichText> }
  | { kind: 'list'; items: readonly SiteText<RichText>[] }
  | {
      kind: 'definitions';
      /** Terms are names a browser shows (storage keys), set in a monospace face. */
      code?: boolean;
      items: readonly { term: string; description: RichText }[];
    };

export interface LegalSubsection {
  /** The fragment the table of contents links to. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalSection extends LegalSubsection {
  subsections?: readonly LegalSubsection[];
}

export interface LegalDocumentContent {
  /** ISO date (YYYY-MM-DD) of the last change. */
  lastUpdated: string;
  /** A plain-language summary shown above the sections. */
  summary: readonly RichText[];
  sections: readonly LegalSection[];
}

export const link = (text: string, href: string): TextLink => ({ text, href });
export const mail = (address: string): TextLink => ({ text: address, href: `mailto:${address}` });
export const paragraph = (...parts: (string | TextLink)[]): LegalBlock => ({
  kind: 'paragraph',
  text: parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : parts,
});
export const list = (...items: SiteText<RichText>[]): LegalBlock => ({ kind: 'list', items });
/** A paragraph that names one of the site's addresses (see SiteText). */
export const siteParagraph = (text: SiteText<RichText>): LegalBlock => ({
  kind: 'paragraph',
  text,
});
/** The contact form, which always reaches the team: where a sentence sends readers without an address. */
export const contactForm = (text = 'contact form'): TextLink => link(text, '/contact');

/** The text of rich text without its link targets, for search and tests. */
export function plainText(text: RichText): string {
  return typeof text === 'string'
    ? text
    : text.map((part) => (typeof part === 'string' ? part : part.text)).join('');
}
