/**
 * How many bytes a string takes in UTF-8, as Node's Buffer.byteLength and TextEncoder count it:
 * a lone surrogate is written as U+FFFD, three bytes.
 */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  // for...of walks code points: a surrogate pair is one step, a lone surrogate another.
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    bytes += codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
  }
  return bytes;
}
