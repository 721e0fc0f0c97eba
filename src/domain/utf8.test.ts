import { describe, expect, it } from 'vitest';
import { utf8ByteLength } from './utf8';

describe('utf8ByteLength', () => {
  it.each([
    ['', 0],
    ['int main(void) { return 0; }', 28],
    ['\u007f', 1],
    ['\u0080', 2],
    ['é', 2],
    ['\u07ff', 2],
    ['\u0800', 3],
    ['€', 3],
    ['\uffff', 3],
    ['😀', 4],
    ['\u{10ffff}', 4],
    ['👍🏽', 8],
    ['👨‍👩‍👧', 18],
    ['printf("héllo 😀\\n");', 24],
  ])('counts %j as %i bytes', (text, bytes) => {
    expect(utf8ByteLength(text)).toBe(bytes);
  });

  it('counts a lone surrogate as U+FFFD, three bytes', () => {
    expect(utf8ByteLength('\ud83d')).toBe(3);
    expect(utf8ByteLength('\ude00')).toBe(3);
    expect(utf8ByteLength('a\ud83d')).toBe(4);
    expect(utf8ByteLength('\ude00\ud83d')).toBe(6);
  });

  it('agrees with Buffer.byteLength and TextEncoder', () => {
    const samples = ['ascii', 'ünïcödé', '日本語', '😀👍🏽', '\ud800x\udfff', 'x'.repeat(70_000)];
    for (const text of samples) {
      expect(utf8ByteLength(text)).toBe(Buffer.byteLength(text, 'utf8'));
      expect(utf8ByteLength(text)).toBe(new TextEncoder().encode(text).length);
    }
  });
});
