import type { PDFFont } from 'pdf-lib';

/** Letters whose stroke or bar Unicode does not decompose into a base letter and a mark. */
const BASE_LETTERS: Record<string, string> = {
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ł: 'L',
  ł: 'l',
  Ŧ: 'T',
  ŧ: 't',
  Ɨ: 'I',
  ɨ: 'i',
};

const COMBINING_MARK = /\p{M}/u;
const CONTROL_OR_SEPARATOR = /[\p{Cc}\p{Zl}\p{Zp}]/u;

/**
 * The text as the standard fonts can show it (WinAnsi): what they cannot encode is transliterated
 * (ć → c, Đ → D, ﬁ → fi) or, when nothing is left of it (李), replaced by '?'.
 */
export function encodableText(text: string, font: PDFFont): string {
  const encodable = new Set(font.getCharacterSet());
  const canEncode = (char: string) => encodable.has(char.codePointAt(0) ?? -1);
  let result = '';
  for (const char of text.normalize('NFC')) {
    if (CONTROL_OR_SEPARATOR.test(char)) result += ' ';
    else if (canEncode(char)) result += char;
    else {
      const base = BASE_LETTERS[char] ?? [...char.normalize('NFKD')].filter(canEncode).join('');
      result += base === '' && COMBINING_MARK.test(char) ? '' : base || '?';
    }
  }
  return result;
}

/**
 * The largest size from `size` down to `minSize` at which the text fits `maxWidth`; past that, the
 * text cut short with an ellipsis at `minSize`.
 */
export function fitText(
  text: string,
  font: PDFFont,
  size: number,
  maxWidth: number,
  minSize = size * 0.6,
): { text: string; size: number } {
  for (let fitted = size; fitted >= minSize; fitted -= 0.5) {
    if (font.widthOfTextAtSize(text, fitted) <= maxWidth) return { text, size: fitted };
  }
  const chars = [...text];
  while (chars.length > 1 && font.widthOfTextAtSize(`${chars.join('')}…`, minSize) > maxWidth)
    chars.pop();
  return { text: `${chars.join('').trimEnd()}…`, size: minSize };
}
