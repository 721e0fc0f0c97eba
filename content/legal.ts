/** Building blocks shared by the legal pages: terms, privacy, accessibility and cookies. */

/** A link inside running text: a route ("/cookies"), a mailto: address or a web address. */
export interface TextLink {
  text: string;
  href: string;
}

/** Plain text, or text with links in it. */
export type RichText = string | readonly (string | TextLink)[];

export type LegalBlock =
  | { kind: 'paragraph'; text: RichText }
  | { kind: 'list'; items: readonly RichText[] }
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
export const list = (...items: RichText[]): LegalBlock => ({ kind: 'list', items });

/** The text of rich text without its link targets, for search and tests. */
export function plainText(text: RichText): string {
  return typeof text === 'string'
    ? text
    : text.map((part) => (typeof part === 'string' ? part : part.text)).join('');
}

export const LEGAL_EMAIL = 'legal@codenest.dev';
export const PRIVACY_EMAIL = 'privacy@codenest.dev';
export const ACCESSIBILITY_EMAIL = 'accessibility@codenest.dev';
