import { lazyLibrary } from '../../common/lazy/lazy-library.js';

/** bwip-js, loaded with the first document that draws a barcode (PdfWriter.create awaits it). */
const bwip = lazyLibrary('bwip-js', async () => (await import('bwip-js')).default);

/** Loads the barcode encoder; the drawing helpers below need it loaded. */
export function loadPdfBarcodes(): Promise<unknown> {
  return bwip.load();
}

/** What the barcode helpers draw on: pdfkit's path API (rect + fill). */
export interface VectorCanvas {
  rect(x: number, y: number, w: number, h: number): unknown;
  fill(color?: string): unknown;
  save(): unknown;
  restore(): unknown;
  translate(x: number, y: number): unknown;
  scale(x: number, y: number): unknown;
  transform(a: number, b: number, c: number, d: number, e: number, f: number): unknown;
}

/** Modules of quiet zone that Code 128 needs each side to scan. */
const CODE128_QUIET_MODULES = 10;

/** Code 128 widths in modules: bars and spaces alternate, starting with a bar. */
export function code128Modules(text: string): number[] {
  const [symbol] = bwip.get().raw('code128', text, '') as Array<{ sbs: number[] }>;
  return symbol!.sbs;
}

/** Width in modules of the symbol with its quiet zones. */
export function code128Width(text: string): number {
  return code128Modules(text).reduce((sum, w) => sum + w, 0) + 2 * CODE128_QUIET_MODULES;
}

/**
 * Draws a Code 128 symbol as filled rectangles (vector: sharp at any zoom, a few hundred bytes) inside the box
 * x, y, width, height; the module width is as large as the box allows, capped at `maxModule` points.
 */
export function drawCode128(
  canvas: VectorCanvas,
  text: string,
  box: { x: number; y: number; width: number; height: number; maxModule?: number },
): void {
  const sbs = code128Modules(text);
  const modules = sbs.reduce((sum, w) => sum + w, 0) + 2 * CODE128_QUIET_MODULES;
  const unit = Math.min(box.maxModule ?? 1, box.width / modules);
  // Drawn in module units (bars at whole numbers, one unit tall): short integers compress to a third of the
  // bytes of page coordinates, which matters with a barcode on each of 96 rows.
  // One matrix for position and scale, and the colour set by the caller: 96 barcodes repeat neither.
  canvas.save();
  canvas.transform(unit, 0, 0, box.height, box.x + CODE128_QUIET_MODULES * unit, box.y);
  let x = 0;
  sbs.forEach((width, index) => {
    if (index % 2 === 0) canvas.rect(x, 0, width, 1);
    x += width;
  });
  canvas.fill();
  canvas.restore();
}

/** A QR code (error correction M) as filled squares, `size` points wide including a 4-module quiet zone. */
export function drawQr(canvas: VectorCanvas, text: string, box: { x: number; y: number; size: number }): void {
  const [symbol] = bwip.get().raw('qrcode', text, 'eclevel=M') as Array<{ pixs: number[]; pixx: number; pixy: number }>;
  const { pixs, pixx, pixy } = symbol!;
  const unit = box.size / (pixx + 8);
  canvas.save();
  canvas.translate(box.x + 4 * unit, box.y + 4 * unit);
  canvas.scale(unit, unit);
  for (let row = 0; row < pixy; row += 1) {
    // Runs of dark modules in a row become one rectangle: a tenth of the path operators.
    let start = -1;
    for (let col = 0; col <= pixx; col += 1) {
      const dark = col < pixx && pixs[row * pixx + col] === 1;
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        canvas.rect(start, row, col - start, 1);
        start = -1;
      }
    }
  }
  canvas.fill('#000');
  canvas.restore();
}
