import { PageSizes, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { drawQrCode } from './pdf-qr';
import { encodableText, fitText } from './pdf-text';
import { certificateUrl, longDate, type CertificateRecord, type Issuer } from './record';

const INK = rgb(0.118, 0.106, 0.294); // #1e1b4b
const BRAND = rgb(0.263, 0.22, 0.792); // #4338ca
const BRAND_LIGHT = rgb(0.647, 0.706, 0.988); // #a5b4fc
const MUTED = rgb(0.294, 0.333, 0.388); // #4b5563

/** Baselines in points from the bottom edge, listed from the top of the page down. */
const LINE = {
  siteName: 497,
  title: 444,
  titleRule: 428,
  intro: 392,
  name: 344,
  nameRule: 332,
  course: 302,
  date: 279,
  requirements: 220,
};

const QR_SIZE = 104;
/** Left edge of the text in the lower half. */
const LEFT = 72;
const MARGIN = 20;

interface Fonts {
  sans: PDFFont;
  sansBold: PDFFont;
  serif: PDFFont;
  serifBoldItalic: PDFFont;
  mono: PDFFont;
}

interface Run {
  text: string;
  font: PDFFont;
  color?: ReturnType<typeof rgb>;
}

/** One line of runs in several fonts, centred on the page, shrunk to fit `maxWidth`. */
function drawCentred(page: PDFPage, runs: Run[], y: number, size: number, maxWidth: number) {
  const safe = runs.map((run) => ({ ...run, text: encodableText(run.text, run.font) }));
  const widthAt = (fontSize: number) =>
    safe.reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, fontSize), 0);
  let fontSize = size;
  while (fontSize > size * 0.6 && widthAt(fontSize) > maxWidth) fontSize -= 0.5;
  let x = (page.getWidth() - widthAt(fontSize)) / 2;
  for (const run of safe) {
    page.drawText(run.text, { x, y, size: fontSize, font: run.font, color: run.color ?? INK });
    x += run.font.widthOfTextAtSize(run.text, fontSize);
  }
}

/** Left-aligned (or right-aligned, ending at x) text, shrunk or cut to fit `maxWidth`. */
function drawFitted(
  page: PDFPage,
  text: string,
  options: { x: number; y: number; size: number; font: PDFFont; maxWidth: number },
  color = INK,
  align: 'left' | 'right' = 'left',
) {
  const fitted = fitText(
    encodableText(text, options.font),
    options.font,
    options.size,
    options.maxWidth,
  );
  const width = options.font.widthOfTextAtSize(fitted.text, fitted.size);
  page.drawText(fitted.text, {
    x: align === 'left' ? options.x : options.x - width,
    y: options.y,
    size: fitted.size,
    font: options.font,
    color,
  });
}

function drawFrame(page: PDFPage) {
  const { width, height } = page.getSize();
  page.drawRectangle({
    x: MARGIN,
    y: MARGIN,
    width: width - 2 * MARGIN,
    height: height - 2 * MARGIN,
    borderColor: BRAND,
    borderWidth: 4,
  });
  page.drawRectangle({
    x: MARGIN + 9,
    y: MARGIN + 9,
    width: width - 2 * (MARGIN + 9),
    height: height - 2 * (MARGIN + 9),
    borderColor: BRAND_LIGHT,
    borderWidth: 1,
  });
}

const hoursText = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'} of study`;

function drawHeading(page: PDFPage, fonts: Fonts, record: CertificateRecord, issuer: Issuer) {
  const width = page.getWidth();
  const centre = width / 2;
  drawCentred(
    page,
    [{ text: issuer.siteName, font: fonts.sansBold, color: BRAND }],
    LINE.siteName,
    20,
    500,
  );
  drawCentred(
    page,
    [{ text: 'Certificate of Completion', font: fonts.serif }],
    LINE.title,
    40,
    600,
  );
  page.drawLine({
    start: { x: centre - 70, y: LINE.titleRule },
    end: { x: centre + 70, y: LINE.titleRule },
    thickness: 1.5,
    color: BRAND,
  });
  drawCentred(
    page,
    [{ text: 'This certifies that', font: fonts.sans, color: MUTED }],
    LINE.intro,
    13,
    600,
  );

  const name = fitText(
    encodableText(record.learnerName, fonts.serifBoldItalic),
    fonts.serifBoldItalic,
    36,
    width - 220,
    18,
  );
  const nameWidth = fonts.serifBoldItalic.widthOfTextAtSize(name.text, name.size);
  page.drawText(name.text, {
    x: centre - nameWidth / 2,
    y: LINE.name,
    size: name.size,
    font: fonts.serifBoldItalic,
    color: INK,
  });
  const underline = Math.max(nameWidth + 40, 240) / 2;
  page.drawLine({
    start: { x: centre - underline, y: LINE.nameRule },
    end: { x: centre + underline, y: LINE.nameRule },
    thickness: 0.75,
    color: BRAND_LIGHT,
  });

  drawCentred(
    page,
    [
      { text: 'has completed the course ', font: fonts.sans, color: MUTED },
      { text: record.courseTitle, font: fonts.sansBold },
    ],
    LINE.course,
    14,
    width - 220,
  );
  drawCentred(
    page,
    [
      { text: 'on ', font: fonts.sans, color: MUTED },
      { text: longDate(record.issuedAt), font: fonts.sansBold },
      {
        text: ` · ${hoursText(record.hours)} · final assessment ${record.assessmentPercent}%`,
        font: fonts.sans,
        color: MUTED,
      },
    ],
    LINE.date,
    12,
    width - 220,
  );
}

function drawRequirements(page: PDFPage, fonts: Fonts, record: CertificateRecord) {
  const x = LEFT;
  let y = LINE.requirements;
  page.drawText('REQUIREMENTS MET', { x, y, size: 9, font: fonts.sansBold, color: BRAND });
  for (const requirement of record.requirements) {
    y -= 17;
    page.drawText('•', { x, y, size: 11, font: fonts.sans, color: BRAND });
    drawFitted(page, requirement.label, {
      x: x + 12,
      y,
      size: 11,
      font: fonts.sans,
      maxWidth: 330,
    });
  }
}

function drawVerification(page: PDFPage, fonts: Fonts, record: CertificateRecord, issuer: Issuer) {
  const url = certificateUrl(issuer, record.id);
  const qrX = page.getWidth() - MARGIN - 16 - QR_SIZE;
  const qrY = MARGIN + 16;
  drawQrCode(page, url, qrX, qrY, QR_SIZE);
  // The QR code's quiet zone is the gap between the text and its dark modules.
  const right = qrX;
  const maxWidth = right - LEFT;
  drawFitted(
    page,
    'Verify at',
    { x: right, y: 116, size: 9, font: fonts.sans, maxWidth },
    MUTED,
    'right',
  );
  drawFitted(
    page,
    url,
    { x: right, y: 103, size: 10, font: fonts.sansBold, maxWidth },
    BRAND,
    'right',
  );
  drawFitted(
    page,
    'Certificate ID',
    { x: right, y: 80, size: 9, font: fonts.sans, maxWidth },
    MUTED,
    'right',
  );
  drawFitted(
    page,
    record.id,
    { x: right, y: 67, size: 10, font: fonts.mono, maxWidth },
    INK,
    'right',
  );
}

/** The certificate as a one-page landscape A4 PDF, with a QR code of its verification page. */
export async function certificatePdf(
  record: CertificateRecord,
  issuer: Issuer,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const issued = new Date(record.issuedAt);
  pdf.setTitle(`${record.certificateName}: ${record.learnerName}`, { showInWindowTitleBar: true });
  pdf.setAuthor(issuer.siteName);
  pdf.setSubject(`Certificate ${record.id}, verified at ${certificateUrl(issuer, record.id)}`);
  pdf.setCreator(issuer.siteName);
  pdf.setKeywords(['certificate', record.courseTitle, issuer.siteName]);
  pdf.setLanguage('en');
  // Dates of the certificate, not of this rendering: the same certificate yields the same bytes.
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);

  const [portraitWidth, portraitHeight] = PageSizes.A4;
  const page = pdf.addPage([portraitHeight, portraitWidth]);
  const fonts: Fonts = {
    sans: await pdf.embedFont(StandardFonts.Helvetica),
    sansBold: await pdf.embedFont(StandardFonts.HelveticaBold),
    serif: await pdf.embedFont(StandardFonts.TimesRoman),
    serifBoldItalic: await pdf.embedFont(StandardFonts.TimesRomanBoldItalic),
    mono: await pdf.embedFont(StandardFonts.Courier),
  };
  drawFrame(page);
  drawHeading(page, fonts, record, issuer);
  drawRequirements(page, fonts, record);
  drawVerification(page, fonts, record, issuer);
  return pdf.save();
}
