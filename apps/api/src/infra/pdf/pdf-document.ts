import PDFDocument from 'pdfkit';
import { drawCode128, drawQr } from './pdf-barcodes.js';
import { cjkFont } from './pdf-font.js';

/** A4 in points, and the margins of every SeqPortal document (about 15 mm; the footer sits in the bottom one). */
export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = { top: 42, bottom: 48, left: 42, right: 42 } as const;
export const CONTENT_WIDTH = A4.width - MARGIN.left - MARGIN.right;

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

  constructor(info: PdfInfo) {
    const font = cjkFont();
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
    const widths = columns.map((column) => column.width * scale);
    const heightOf = (cells: TableCell[]) => {
      this.doc.fontSize(size);
      const text = cells.map((cell, index) =>
        typeof cell === 'string' ? this.doc.heightOfString(cell, { width: widths[index]! - 2 * padding }) : 0,
      );
      return Math.max(options.minRowHeight ?? 0, ...text.map((height) => height + 2 * padding));
    };
    const drawRow = (cells: TableCell[], height: number, header: boolean) => {
      const top = this.doc.y;
      let x = MARGIN.left;
      cells.forEach((cell, index) => {
        const width = widths[index]!;
        if (header) this.doc.rect(x, top, width, height).fill(HEADER_FILL).fillColor('#000');
        this.doc.lineWidth(0.5).rect(x, top, width, height).stroke(BORDER);
        if (typeof cell === 'string') {
          this.doc.fontSize(size);
          const textHeight = this.doc.heightOfString(cell, { width: width - 2 * padding });
          this.doc.text(cell, x + padding, top + (height - textHeight) / 2, {
            width: width - 2 * padding,
            align: columns[index]?.align ?? (header ? 'center' : 'left'),
          });
        } else {
          cell(this, { x: x + padding, y: top + padding, width: width - 2 * padding, height: height - 2 * padding });
        }
        x += width;
      });
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
        this.doc.addPage();
        drawHeader();
      }
      drawRow(row, height, false);
    }
    this.doc.fontSize(10).moveDown(0.5);
    return this;
  }

  code128(text: string, box: { x: number; y: number; width: number; height: number; maxModule?: number }): this {
    drawCode128(this.doc, text, box);
    this.doc.fillColor('#000');
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
