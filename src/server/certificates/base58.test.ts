import { describe, expect, it } from 'vitest';
import { base58btcDecode, base58btcEncode } from './base58';

describe('base58btc', () => {
  it('encodes as Bitcoin does, one "1" per leading zero byte', () => {
    expect(base58btcEncode(new TextEncoder().encode('Hello World!'))).toBe('2NEpo7TZRRrLZSi2U');
    expect(base58btcEncode(Uint8Array.of(0, 0, 0x28, 0x7f, 0xb4, 0xcd))).toBe('11233QC4');
    expect(base58btcEncode(new Uint8Array())).toBe('');
  });

  it('decodes what it encodes and refuses characters outside the alphabet', () => {
    const bytes = Uint8Array.of(0, 0xed, 0x01, ...new Array<number>(32).fill(0xff));
    expect(base58btcDecode(base58btcEncode(bytes))).toEqual(bytes);
    expect(base58btcDecode('11233QC4')).toEqual(Uint8Array.of(0, 0, 0x28, 0x7f, 0xb4, 0xcd));
    for (const invalid of ['0', 'O', 'I', 'l', '+'])
      expect(base58btcDecode(`2N${invalid}`)).toBeNull();
  });
});
