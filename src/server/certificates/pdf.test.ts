import QRCode from 'qrcode';
import {
  decodePDFRawStream,
  PageSizes,
  PDFArray,
  PDFDocument,
  PDFRawStream,
  StandardFonts,
  type PDFObject,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { certificatePdf } from './pdf';
import { encodableText } from './pdf-text';
import type { CertificateRecord, Issuer } from './record';

const issuer: Issuer = { siteName: 'CodeNest', publicUrl: 'https://codenest.example' };
const record: CertificateRecord = {
  id: 'abcdefghijklmnopqrstuvwxyz',
  learnerName: 'Zoë Ðurić 李',
  courseId: 'c',
  courseTitle: 'C Programming',
  certificateName: 'CodeNest Certified C Programmer',
  certificateDescription: 'Awarded to learners who finish the complete C Programming course.',
  issuedAt: '2026-11-27T23:30:00.000Z',
  hours: 12.5,
  assessmentPercent: 85,
  requirements: [
    { id: 'lessons', label: 'Completed all 42 lessons' },
    { id: 'exercises', label: 'Solved all 120 exercises' },
    { id: 'project', label: 'Built the course project' },
    { id: 'assessment', label: 'Passed the final assessment' },
  ],
};
const url = 'https://codenest.example/certificates/abcdefghijklmnopqrstuvwxyz';

/** The page's content stream, decoded: its operators as text. */
async function pageContent(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  const page = pdf.getPage(0);
  const contents = page.node.Contents();
  const parts: PDFObject[] =
    contents instanceof PDFArray
      ? contents.asArray().map((ref) => pdf.context.lookup(ref) as PDFObject)
      : contents
        ? [contents]
        : [];
  const operators = parts
    .map((part) => {
      if (!(part instanceof PDFRawStream)) throw new Error('unexpected content stream');
      return Buffer.from(decodePDFRawStream(part).decode()).toString('latin1');
    })
    .join('\n');
  return { pdf, page, operators };
}

/** Every string the page shows, in drawing order (the standard fonts' text is hex in WinAnsi). */
function shownTexts(operators: string): string[] {
  return [...operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((match) =>
    Buffer.from(match[1] ?? '', 'hex').toString('latin1'),
  );
}

describe('the certificate PDF', () => {
  it('is a landscape A4 page naming the learner, the course, the date and where to verify it', async () => {
    const bytes = await certificatePdf(record, issuer);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const { pdf, page, operators } = await pageContent(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const [a4Width, a4Height] = PageSizes.A4;
    expect(page.getWidth()).toBeCloseTo(a4Height);
    expect(page.getHeight()).toBeCloseTo(a4Width);
    expect(page.getWidth()).toBeGreaterThan(page.getHeight());

    const texts = shownTexts(operators);
    expect(texts).toEqual(
      expect.arrayContaining([
        'CodeNest',
        'Certificate of Completion',
        'This certifies that',
        'Zoë Ðuric ?',
        'has completed the course ',
        'C Programming',
        '27 November 2026',
        ' · 12.5 hours of study · final assessment 85%',
        'Completed all 42 lessons',
        'Solved all 120 exercises',
        'Built the course project',
        'Passed the final assessment',
        'Verify at',
        url,
        'Certificate ID',
        'abcdefghijklmnopqrstuvwxyz',
      ]),
    );
  });

  it('draws the QR code of the verification page with error correction M and a quiet zone', async () => {
    const { operators } = await pageContent(await certificatePdf(record, issuer));
    const drawing = /\/QRCode BMC([\s\S]*?)EMC/.exec(operators)?.[1];
    expect(drawing).toBeDefined();
    const rects = [...(drawing ?? '').matchAll(/(\S+) (\S+) (\S+) (\S+) re/g)].map((match) =>
      match.slice(1, 5).map(Number),
    ) as [number, number, number, number][];
    expect(rects.length).toBeGreaterThan(0);

    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
    const module = rects[0]?.[3] ?? 0;
    // The symbol plus four modules of quiet zone on each side fill the 104-point square.
    expect(module * (modules.size + 8)).toBeCloseTo(104);
    // The finder patterns make row 0 and column 0 dark: they give the symbol's corner.
    const left = Math.min(...rects.map(([x]) => x));
    const top = Math.max(...rects.map(([, y, , height]) => y + height));
    const drawn = Array.from({ length: modules.size }, () =>
      new Array<number>(modules.size).fill(0),
    );
    for (const [x, y, width, height] of rects) {
      expect(height).toBeCloseTo(module);
      const row = Math.round((top - y) / module) - 1;
      const col = Math.round((x - left) / module);
      for (let i = 0; i < Math.round(width / module); i += 1) (drawn[row] ?? [])[col + i] = 1;
    }
    const expected = Array.from({ length: modules.size }, (_, row) =>
      Array.from({ length: modules.size }, (_, col) => (modules.get(row, col) ? 1 : 0)),
    );
    expect(drawn).toEqual(expected);
  });

  it('keeps the exact name and the certificate in its metadata', async () => {
    const pdf = await PDFDocument.load(await certificatePdf(record, issuer), {
      updateMetadata: false,
    });
    expect(pdf.getTitle()).toBe('CodeNest Certified C Programmer: Zoë Ðurić 李');
    expect(pdf.getAuthor()).toBe('CodeNest');
    expect(pdf.getCreator()).toBe('CodeNest');
    expect(pdf.getSubject()).toBe(`Certificate abcdefghijklmnopqrstuvwxyz, verified at ${url}`);
    expect(pdf.getCreationDate()?.toISOString()).toBe('2026-11-27T23:30:00.000Z');
  });

  it('renders the same certificate to the same bytes', async () => {
    const first = await certificatePdf(record, issuer);
    const second = await certificatePdf(record, issuer);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  });

  it('does not fail on names the standard fonts cannot show, nor on very long ones', async () => {
    for (const learnerName of ['李小龙', 'Đorđe Ćosić', 'Ⅻ ﬁne\u0000\nname', 'A'.repeat(300)]) {
      const { operators } = await pageContent(
        await certificatePdf({ ...record, learnerName }, issuer),
      );
      expect(shownTexts(operators)).toContain('This certifies that');
    }
    const { operators } = await pageContent(
      await certificatePdf({ ...record, learnerName: 'A'.repeat(300) }, issuer),
    );
    expect(shownTexts(operators).find((text) => text.startsWith('AAA'))).toMatch(/^A+\x85$/);
  });
});

describe('text for the standard fonts', () => {
  it('transliterates what WinAnsi lacks and marks what it cannot', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(encodableText('Zoë Ðurić 李', font)).toBe('Zoë Ðuric ?');
    expect(encodableText('Đorđe Łukasz Ħ', font)).toBe('Dorde Lukasz H');
    expect(encodableText('ﬁne Ｗide ŝ', font)).toBe('fine Wide s');
    expect(encodableText('e\u0301 and a lone \u0301', font)).toBe('é and a lone ');
    expect(encodableText('two\nlines\ttab', font)).toBe('two lines tab');
    expect(encodableText('李小龙', font)).toBe('???');
    expect(encodableText('Ørsted, Æsir, Œuvre, naïve', font)).toBe('Ørsted, Æsir, Œuvre, naïve');
  });
});
