import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { crc32, createDeflateRaw, deflateRawSync, type DeflateRaw } from 'node:zlib';

/**
 * A one-sheet xlsx written as it goes: the sheet's XML is deflated straight into a zip file on disk, row batch by
 * row batch, so memory stays flat and the cost is string building plus native deflate. exceljs' streaming writer
 * spent three quarters of a 100,000-row billing export building cell objects (`BENCH_ONLY=billing pnpm bench`);
 * the billing report needs none of what it offers beyond strings, numbers, a bold frozen header and widths.
 * The zip uses data descriptors (sizes after the data) and no zip64: a sheet stays far below 4 GB.
 */
export type XlsxCell = string | number | null | undefined;

interface Entry {
  name: Buffer;
  offset: number;
  crc: number;
  compressed: number;
  size: number;
}

const FLAG_DATA_DESCRIPTOR = 0x0008 | 0x0800; // sizes follow the data; UTF-8 names
const DEFLATE = 8;
const FLUSH_CHARS = 16_384;
// 1980-01-01 00:00 in DOS time: the entries carry no meaningful date.
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

const escapeXml = (text: string) =>
  text
    // Characters XML 1.0 cannot hold at all.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

export class XlsxSheetWriter {
  private readonly out: WriteStream;
  private readonly entries: Entry[] = [];
  private offset = 0;
  private rowCount = 0;
  /** Row XML not yet handed to the deflater (at most FLUSH_CHARS characters). */
  private pending = '';
  private sheet: { deflate: DeflateRaw; entry: Entry; done: Promise<void> } | null = null;
  private readonly columns: string[];

  constructor(
    file: string,
    private readonly sheetName: string,
    private readonly widths: number[],
  ) {
    this.out = createWriteStream(file);
    this.columns = widths.map((_, index) => columnName(index));
  }

  /** Starts the sheet with a bold header row frozen at the top. */
  async begin(header: string[]): Promise<void> {
    const cols = this.widths
      .map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`)
      .join('');
    const entry = await this.startEntry('xl/worksheets/sheet1.xml');
    const deflate = createDeflateRaw({ level: 6 });
    deflate.on('data', (chunk: Buffer) => {
      entry.compressed += chunk.length;
      this.offset += chunk.length;
      if (!this.out.write(chunk)) deflate.pause();
    });
    this.out.on('drain', () => deflate.resume());
    this.sheet = { deflate, entry, done: once(deflate, 'end').then(() => undefined) };
    await this.sheetXml(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
        '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
        'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
        '<sheetViews><sheetView workbookViewId="0">' +
        '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
        '</sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>' +
        `<cols>${cols}</cols><sheetData>`,
    );
    await this.addRows([header], 1);
  }

  /** Appends rows (style 1: bold); waits while the file catches up. */
  async addRows(rows: XlsxCell[][], style = 0): Promise<void> {
    for (const row of rows) this.appendRow(row, style);
    this.flushPending();
    await this.drained();
  }

  /**
   * Appends one row without waiting, so that a caller fed row by row (a database row event) can turn each row
   * into XML and let it go at once: a row object that dies young never reaches V8's old generation, whose lazy
   * growth was most of an export's memory. Call drained() every few hundred rows to let the file catch up.
   */
  appendRow(row: XlsxCell[], style = 0): void {
    this.rowCount += 1;
    const r = this.rowCount;
    let xml = `<row r="${r}">`;
    const attributes = style ? ` s="${style}"` : '';
    for (let i = 0; i < row.length; i += 1) {
      const value = row[i];
      const ref = `${this.columns[i]}${r}`;
      if (typeof value === 'number') xml += `<c r="${ref}"${attributes}><v>${value}</v></c>`;
      else if (typeof value === 'string')
        xml += `<c r="${ref}"${attributes} t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
    }
    this.pending += `${xml}</row>`;
    // Small pieces: a flat string over ~128 KB (Chinese text makes it two bytes a character) is allocated in
    // V8's large-object space, which only a full collection frees; batch-sized strings raised the API's peak
    // memory by 100 MB during a 100,000-row export.
    if (this.pending.length >= FLUSH_CHARS) this.flushPending();
  }

  /** Resolves once the deflater has taken in what it was given (at once when it is not behind). */
  async drained(): Promise<void> {
    const deflate = this.sheet!.deflate;
    if (deflate.writableNeedDrain) await once(deflate, 'drain');
  }

  private flushPending(): void {
    if (!this.pending) return;
    this.feed(this.pending);
    this.pending = '';
  }

  /** Closes the sheet and writes the workbook parts and the zip directory. */
  async finish(): Promise<number> {
    const sheet = this.sheet!;
    this.flushPending();
    await this.sheetXml('</sheetData></worksheet>');
    sheet.deflate.end();
    await sheet.done;
    this.endEntry(sheet.entry);
    const name = escapeXml(this.sheetName);
    const parts: Array<[string, string]> = [
      [
        '[Content_Types].xml',
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
          '</Types>',
      ],
      [
        '_rels/.rels',
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
          '</Relationships>',
      ],
      [
        'xl/workbook.xml',
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
          'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
          `<sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ],
      [
        'xl/_rels/workbook.xml.rels',
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
          '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
          '</Relationships>',
      ],
      [
        'xl/styles.xml',
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
          '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
          '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
          '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
          '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
          '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
          '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
          '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
          '</styleSheet>',
      ],
    ];
    for (const [path, xml] of parts) await this.smallEntry(path, xml);
    await this.directory();
    this.out.end();
    await once(this.out, 'finish');
    return this.rowCount;
  }

  /** Stops writing and removes nothing: the caller deletes the temporary file. */
  destroy(): void {
    this.sheet?.deflate.destroy();
    this.out.destroy();
  }

  private async sheetXml(xml: string): Promise<void> {
    this.feed(xml);
    await this.drained();
  }

  private feed(xml: string): void {
    const sheet = this.sheet!;
    const data = Buffer.from(xml, 'utf8');
    sheet.entry.crc = crc32(data, sheet.entry.crc);
    sheet.entry.size += data.length;
    sheet.deflate.write(data);
  }

  private async startEntry(path: string): Promise<Entry> {
    const name = Buffer.from(path, 'utf8');
    const entry: Entry = { name, offset: this.offset, crc: 0, compressed: 0, size: 0 };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(FLAG_DATA_DESCRIPTOR, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(0, 10);
    header.writeUInt16LE(DOS_DATE, 12);
    header.writeUInt16LE(name.length, 26);
    await this.write(Buffer.concat([header, name]));
    this.entries.push(entry);
    return entry;
  }

  private endEntry(entry: Entry): void {
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc >>> 0, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    this.out.write(descriptor);
    this.offset += descriptor.length;
  }

  private async smallEntry(path: string, xml: string): Promise<void> {
    const entry = await this.startEntry(path);
    const data = Buffer.from(xml, 'utf8');
    const compressed = deflateRawSync(data);
    entry.crc = crc32(data);
    entry.size = data.length;
    entry.compressed = compressed.length;
    await this.write(compressed);
    this.endEntry(entry);
  }

  private async directory(): Promise<void> {
    const start = this.offset;
    for (const entry of this.entries) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt16LE(20, 6);
      header.writeUInt16LE(FLAG_DATA_DESCRIPTOR, 8);
      header.writeUInt16LE(DEFLATE, 10);
      header.writeUInt16LE(0, 12);
      header.writeUInt16LE(DOS_DATE, 14);
      header.writeUInt32LE(entry.crc >>> 0, 16);
      header.writeUInt32LE(entry.compressed, 20);
      header.writeUInt32LE(entry.size, 24);
      header.writeUInt16LE(entry.name.length, 28);
      header.writeUInt32LE(entry.offset, 42);
      await this.write(Buffer.concat([header, entry.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.write(end);
  }

  private async write(data: Buffer): Promise<void> {
    this.offset += data.length;
    if (!this.out.write(data)) await once(this.out, 'drain');
  }
}
