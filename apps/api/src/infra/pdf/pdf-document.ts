import type PDFDocumentClass from 'pdfkit';
import { lazyLibrary } from '../../common/lazy/lazy-library.js';
import { drawCode128, drawQr, loadPdfBarcodes } from './pdf-barcodes.js';
import { cjkFont } from './pdf-font.js';

/** A4 in points, and the margins of every SeqPortal document (about 15 mm; the footer sits in the bottom one). */
export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = { top: 42, bottom: 48, left: 42, right: 42 } as const;
export const CONTENT_WIDTH = A4.width - MARGIN.left - MARGIN.right;

/** pdfkit (with fontkit), loaded with the first document rather than at start-up. */
const pdfkit = lazyLibrary<typeof PDFDocumentClass>('pdfkit', async () => (await import('pdfkit')).default);

const FONT = 'cjk';
const BORDER = '#999999';
const HEADER_FILL = '#eeeeee';

/** Draws a cell's content itself (a barcode) inside the cell's box. */
export type CellDrawer = (doc: PdfWriter, box: { x: number; y: number; width: number; height: number }) => void;
export type TableCell = string | CellDrawer;

export interface TableColumn {
  header: string;
  width: number;
  align?: 'left' | 'center' | 'right';
}

export interface TableOptions {
  /** Every row at least this tall (a barcode row needs room); text taller than it grows the row. */
  minRowHeight?: number;
  fontSize?: number;
  padding?: number;
}

/** Metadata written into the PDF's info dictionary. */
export interface PdfInfo {
  title: string;
  author?: string;
  subject?: string;
}

/**
 * One document: pdfkit with the subset CJK font, A4, fixed margins, "第 n 页 / 共 m 页" on every page, and the
 * blocks every SeqPortal document is made of (titles, key-value blocks, paragraphs, tables that repeat their header
 * on each page, Code 128 and QR barcodes). Text stays text: pdftotext and copy-paste read it.
 */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  /** A new document; loads pdfkit and the barcode encoder on first use. */
  static async create(info: PdfInfo): Promise<PdfWriter> {
    await Promise.all([pdfkit.load(), loadPdfBarcodes()]);
    return new PdfWriter(info);
  }

  private constructor(info: PdfInfo) {
    const font = cjkFont();
    const PDFDocument = pdfkit.get();
    this.doc = new PDFDocument({
      size: 'A4',
      margins: MARGIN,
      // The footer needs the page count, known only at the end.
      bufferPages: true,
      compress: true,
      info: { Title: info.title, Author: info.author ?? 'SeqPortal', Subject: info.subject ?? info.title },
      lang: 'zh-CN',
    });
    this.doc.registerFont(FONT, font.data, font.family);
    this.doc.font(FONT).fontSize(10).fillColor('#000');
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  get y(): number {
    return this.doc.y;
  }

  /** The lowest y content may reach on a page. */
  get bottom(): number {
    return A4.height - MARGIN.bottom;
  }

  /** Starts a new page when fewer than `height` points are left on this one. */
  ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  title(text: string, size = 18): this {
    this.doc.fontSize(size).text(text, MARGIN.left, this.doc.y, { width: CONTENT_WIDTH, align: 'center' });
    this.doc.moveDown(0.5).fontSize(10);
    return this;
  }

  heading(text: string, size = 12): this {
    this.ensureSpace(size * 3);
    this.doc.moveDown(0.4).fontSize(size).text(text, MARGIN.left, this.doc.y, { width: CONTENT_WIDTH });
    this.doc.moveDown(0.3).fontSize(10);
    return this;
  }

  paragraph(text: string, options: { size?: number; indent?: number } = {}): this {
    const size = options.size ?? 9.5;
    const indent = options.indent ?? 0;
    this.doc.fontSize(size);
    this.ensureSpace(this.doc.heightOfString(text, { width: CONTENT_WIDTH - indent }));
    this.doc.text(text, MARGIN.left + indent, this.doc.y, { width: CONTENT_WIDTH - indent, lineGap: 1.5 });
    this.doc.fontSize(10);
    return this;
  }

  /** Label-value pairs, `columns` pairs per line ("订单编号：2026..."). */
  keyValues(pairs: Array<[string, string]>, columns = 2, size = 10): this {
    const width = CONTENT_WIDTH / columns;
    this.doc.fontSize(size);
    for (let i = 0; i < pairs.length; i += columns) {
      const line = pairs.slice(i, i + columns);
      const height = Math.max(
        ...line.map(([label, value]) => this.doc.heightOfString(`${label}：${value}`, { width: width - 6 })),
      );
      this.ensureSpace(height + 4);
      const top = this.doc.y;
      line.forEach(([label, value], index) => {
        this.doc.text(`${label}：${value}`, MARGIN.left + index * width, top, { width: width - 6 });
      });
      this.doc.x = MARGIN.left;
      this.doc.y = top + height + 4;
    }
    return this;
  }

  /**
   * A bordered table. Rows that do not fit start a new page, which repeats the header row first, so every page
   * of a long sample list can be read on its own. Column widths are scaled to the content width.
   */
  table(columns: TableColumn[], rows: TableCell[][], options: TableOptions = {}): this {
    const size = options.fontSize ?? 9;
    const padding = options.padding ?? 3;
    const scale = CONTENT_WIDTH / columns.reduce((sum, column) => sum + column.width, 0);
    // Half-point widths (the last column takes the rest): short coordinates, repeated row after row, compress well.
    const widths = columns.map((column) => Math.round(column.width * scale * 2) / 2);
    widths[widths.length - 1] = CONTENT_WIDTH - widths.slice(0, -1).reduce((sum, width) => sum + width, 0);
    const heightOf = (cells: TableCell[]) => {
      this.doc.fontSize(size);
      const text = cells.map((cell, index) =>
        typeof cell === 'string' ? this.doc.heightOfString(cell, { width: widths[index]! - 2 * padding }) : 0,
      );
      return Math.max(options.minRowHeight ?? 0, ...text.map((height) => height + 2 * padding));
    };
    // The grid of the rows drawn on the current page: one horizontal line under each row, the column lines once from
    // the top of the page's part of the table to its last row, all in one path with one stroke. Rectangles per cell
    // would state the line width and colour 768 times on a 96-row sheet, about a tenth of the file.
    let gridTop = 0;
    let rowBottoms: number[] = [];
    const strokeGrid = () => {
      if (rowBottoms.length === 0) return;
      const right = MARGIN.left + CONTENT_WIDTH;
      const last = rowBottoms[rowBottoms.length - 1]!;
      this.doc.lineWidth(0.5);
      for (const y of [gridTop, ...rowBottoms]) this.doc.moveTo(MARGIN.left, y).lineTo(right, y);
      let x = MARGIN.left;
      for (const width of [0, ...widths]) {
        x += width;
        this.doc.moveTo(x, gridTop).lineTo(x, last);
      }
      this.doc.stroke(BORDER);
      rowBottoms = [];
    };
    const drawRow = (cells: TableCell[], height: number, header: boolean) => {
      const top = this.doc.y;
      let x = MARGIN.left;
      if (header) {
        gridTop = top;
        this.doc.rect(MARGIN.left, top, CONTENT_WIDTH, height).fill(HEADER_FILL).fillColor('#000');
      }
      rowBottoms.push(top + height);
      const lines: RowLine[] = [];
      cells.forEach((cell, index) => {
        const width = widths[index]!;
        const align = columns[index]?.align ?? (header ? 'center' : 'left');
        this.doc.fontSize(size);
        if (typeof cell === 'string' && isOneLine(this.doc, cell, width - 2 * padding)) {
          lines.push({ text: cell, x: x + padding, width: width - 2 * padding, align });
        } else if (typeof cell === 'string') {
          this.doc.fontSize(size);
          const textHeight = this.doc.heightOfString(cell, { width: width - 2 * padding });
          this.doc.text(cell, x + padding, top + (height - textHeight) / 2, { width: width - 2 * padding, align });
        } else {
          cell(this, { x: x + padding, y: top + padding, width: width - 2 * padding, height: height - 2 * padding });
        }
        x += width;
      });
      this.doc.fontSize(size);
      writeLines(this.doc, lines, top + (height - this.doc.currentLineHeight(true)) / 2);
      this.doc.x = MARGIN.left;
      this.doc.y = top + height;
    };
    const headerCells = columns.map((column) => column.header);
    const headerHeight = heightOf(headerCells);
    const drawHeader = () => drawRow(headerCells, headerHeight, true);
    // The header never sits alone at the foot of a page.
    this.ensureSpace(headerHeight + heightOf(rows[0] ?? headerCells));
    drawHeader();
    for (const row of rows) {
      const height = heightOf(row);
      if (this.doc.y + height > this.bottom) {
        strokeGrid();
        this.doc.addPage();
        drawHeader();
      }
      drawRow(row, height, false);
    }
    strokeGrid();
    this.doc.fontSize(10).moveDown(0.5);
    return this;
  }

  code128(text: string, box: { x: number; y: number; width: number; height: number; maxModule?: number }): this {
    // Black outside the barcode's save/restore, so that pdfkit's idea of the fill colour stays true after it.
    this.doc.fillColor('#000');
    drawCode128(this.doc, text, box);
    return this;
  }

  qr(text: string, box: { x: number; y: number; size: number }): this {
    drawQr(this.doc, text, box);
    this.doc.fillColor('#000');
    return this;
  }

  /** Writes the page footers and answers the finished file. */
  async finish(): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      this.doc.switchToPage(index);
      // Writing inside the bottom margin would make pdfkit add a page: lift the margin while writing the footer.
      const margin = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      this.doc
        .fontSize(8)
        .fillColor('#666')
        .text(`第 ${index + 1} 页 / 共 ${range.count} 页`, MARGIN.left, A4.height - MARGIN.bottom + 16, {
          width: CONTENT_WIDTH,
          align: 'center',
          lineBreak: false,
        });
      this.doc.page.margins.bottom = margin;
    }
    this.doc.end();
    return this.done;
  }
}

/** One line of a table row's text: where it starts, the room it has and how it sits in it. */
interface RowLine {
  text: string;
  x: number;
  width: number;
  align: 'left' | 'center' | 'right';
}

/** The parts of pdfkit that writeLines uses and its typings leave out (as pdfkit's own text() uses them). */
interface PdfkitInternals {
  _font: {
    id: string;
    ascender: number;
    ref(): unknown;
    encode(
      text: string,
    ): [string[], Array<{ xAdvance: number; advanceWidth: number; xOffset: number; yOffset: number }>];
  };
  _fontSize: number;
  page: { height: number; fonts: Record<string, unknown> };
}

/** Text that pdfkit would lay out on one line of the width (no line break, nothing to wrap). */
function isOneLine(doc: PDFKit.PDFDocument, text: string, width: number): boolean {
  return text.length > 0 && !/[\r\n]/.test(text) && doc.widthOfString(text) <= width;
}

/** Two decimals are a hundredth of a point: enough for position, and short numbers compress. */
function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/**
 * Writes the one-line cells of a table row as one text object: the font once, each cell a Tm and a TJ. pdfkit's
 * text() wraps every cell in its own save/flip/BT/font/ET/restore, which is half the bytes of a 96-row sample sheet.
 * Cells whose glyphs are positioned individually (kerning, marks) take pdfkit's own path instead.
 */
function writeLines(doc: PDFKit.PDFDocument, lines: RowLine[], top: number): void {
  const internals = doc as unknown as PDFKit.PDFDocument & PdfkitInternals;
  const font = internals._font;
  const size = internals._fontSize;
  const encoded = lines.map((line) => ({ line, glyphs: font.encode(line.text) }));
  const plain = encoded.filter(({ glyphs: [, positions] }) =>
    positions.every((p) => !p.xOffset && !p.yOffset && p.xAdvance === p.advanceWidth),
  );
  for (const { line } of encoded.filter((entry) => !plain.includes(entry))) {
    doc.text(line.text, line.x, top, { width: line.width, align: line.align });
  }
  if (plain.length === 0) return;
  if (internals.page.fonts[font.id] == null) internals.page.fonts[font.id] = font.ref();
  // pdfkit draws with y downwards; text space is flipped back, and the baseline sits the ascender below `top`.
  const baseline = internals.page.height - top - (font.ascender / 1000) * size;
  const ops = ['q', `1 0 0 -1 0 ${num(internals.page.height)} cm`, 'BT', `/${font.id} ${num(size)} Tf`];
  for (const { line, glyphs } of plain) {
    const textWidth = doc.widthOfString(line.text);
    const offset =
      line.align === 'center' ? (line.width - textWidth) / 2 : line.align === 'right' ? line.width - textWidth : 0;
    ops.push(`1 0 0 1 ${num(line.x + offset)} ${num(baseline)} Tm`, `[<${glyphs[0].join('')}>] TJ`);
  }
  ops.push('ET', 'Q');
  doc.addContent(ops.join('\n'));
}
