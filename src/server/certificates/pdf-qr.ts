import QRCode from 'qrcode';
import {
  beginMarkedContent,
  endMarkedContent,
  fill,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setFillingRgbColor,
  type PDFPage,
} from 'pdf-lib';

/** Modules of white kept around the symbol, as ISO/IEC 18004 asks, so scanners find it. */
export const QUIET_ZONE_MODULES = 4;

/** The marked-content tag around the QR code's drawing. */
export const QR_TAG = 'QRCode';

/**
 * Draws the QR code of `text` (error correction M) as vector squares: `size` is the side of the
 * whole symbol with its quiet zone, whose lower-left corner is at (x, y). Each row's runs of dark
 * modules are one rectangle, all filled at once, so no seams show between them.
 */
export function drawQrCode(page: PDFPage, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const module = size / (count + 2 * QUIET_ZONE_MODULES);
  const left = x + QUIET_ZONE_MODULES * module;
  const top = y + size - QUIET_ZONE_MODULES * module;
  const squares = [];
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count;) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < count && modules.get(row, col)) col += 1;
      squares.push(
        rectangle(left + start * module, top - (row + 1) * module, (col - start) * module, module),
      );
    }
  }
  page.pushOperators(
    beginMarkedContent(QR_TAG),
    pushGraphicsState(),
    setFillingRgbColor(0, 0, 0),
    ...squares,
    fill(),
    popGraphicsState(),
    endMarkedContent(),
  );
}
