// Small real images for the logo tests, made here rather than kept as binary files.
import zlib from 'node:zlib';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A PNG of one colour (8-bit RGB), as any image program would write it. */
export function pngImage(width: number, height: number, rgb = [0x1d, 0x4e, 0xd8]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill(rgb).flat())]);
  const pixels = Buffer.concat(Array<Buffer>(height).fill(row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function jpegSegment(marker: number, body: number[]): number[] {
  const length = body.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...body];
}

/**
 * A baseline JPEG of plain mid-grey: one component, every 8×8 block only a zero DC difference
 * and an end of block, each coded with a one-symbol Huffman table (one 0 bit apiece).
 */
export function jpegImage(width: number, height: number): Buffer {
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const oneSymbolTable = (tableClass: number) =>
    jpegSegment(0xc4, [tableClass << 4, 1, ...Array<number>(15).fill(0), 0x00]);
  return Buffer.from([
    0xff,
    0xd8,
    ...jpegSegment(0xdb, [0x00, ...Array<number>(64).fill(1)]),
    ...jpegSegment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]),
    ...oneSymbolTable(0),
    ...oneSymbolTable(1),
    ...jpegSegment(0xda, [1, 1, 0x00, 0, 63, 0]),
    ...Array<number>(Math.ceil((blocks * 2) / 8)).fill(0),
    0xff,
    0xd9,
  ]);
}

export const base64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');
