import { createDeflateRaw, crc32, deflateRawSync } from 'node:zlib';

/*
 * A minimal zip writer for tests: hand-made archives let the tests build what no spreadsheet program writes
 * (zip bombs, lying size fields, entries hidden from the central directory, inline-string sheets).
 */

export interface ZipEntryInput {
  name: string;
  /** Bytes stored (method 0) or deflated here (method 8). */
  data?: Buffer;
  /** Already deflated bytes with the size they inflate to, for payloads too large to hold inflated. */
  deflated?: { bytes: Buffer; size: number };
  method?: 'store' | 'deflate';
  /** Overrides the uncompressed size written in the headers (a lying archive). */
  declaredSize?: number;
}

interface Encoded {
  name: Buffer;
  method: number;
  body: Buffer;
  crc: number;
  size: number;
}

function encode(entry: ZipEntryInput): Encoded {
  const name = Buffer.from(entry.name, 'utf8');
  if (entry.deflated) {
    return { name, method: 8, body: entry.deflated.bytes, crc: 0, size: entry.declaredSize ?? entry.deflated.size };
  }
  const data = entry.data ?? Buffer.alloc(0);
  const deflate = (entry.method ?? 'deflate') === 'deflate';
  return {
    name,
    method: deflate ? 8 : 0,
    body: deflate ? deflateRawSync(data) : data,
    crc: crc32(data),
    size: entry.declaredSize ?? data.length,
  };
}

function localHeader(e: Encoded): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(0x0800, 6); // UTF-8 names
  header.writeUInt16LE(e.method, 8);
  header.writeUInt32LE(e.crc >>> 0, 14);
  header.writeUInt32LE(e.body.length, 18);
  header.writeUInt32LE(e.size, 22);
  header.writeUInt16LE(e.name.length, 26);
  return Buffer.concat([header, e.name]);
}

function centralHeader(e: Encoded, offset: number): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(20, 6);
  header.writeUInt16LE(0x0800, 8);
  header.writeUInt16LE(e.method, 10);
  header.writeUInt32LE(e.crc >>> 0, 16);
  header.writeUInt32LE(e.body.length, 20);
  header.writeUInt32LE(e.size, 24);
  header.writeUInt16LE(e.name.length, 28);
  header.writeUInt32LE(offset, 42);
  return Buffer.concat([header, e.name]);
}

/**
 * Builds an archive. `hidden` entries get local headers (a streaming reader sees them) but no central
 * directory record.
 */
export function buildZip(entries: ZipEntryInput[], hidden: ZipEntryInput[] = []): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  const listed = entries.map(encode);
  for (const [index, e] of listed.entries()) {
    const local = Buffer.concat([localHeader(e), e.body]);
    central.push(centralHeader(e, offset));
    parts.push(local);
    offset += local.length;
    if (index === 0) {
      for (const h of hidden.map(encode)) {
        const extra = Buffer.concat([localHeader(h), h.body]);
        parts.push(extra);
        offset += extra.length;
      }
    }
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(listed.length, 8);
  end.writeUInt16LE(listed.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

/** Deflates `size` bytes of one repeated byte without ever holding them: the core of a zip bomb. */
export async function deflateRepeated(size: number, byte = 0x20): Promise<{ bytes: Buffer; size: number }> {
  const chunk = Buffer.alloc(1024 * 1024, byte);
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (data: Buffer) => out.push(data));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', () => resolve());
    deflate.on('error', reject);
  });
  let left = size;
  while (left > 0) {
    const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
    left -= part.length;
    if (!deflate.write(part)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { bytes: Buffer.concat(out), size };
}

/** The parts a workbook needs besides its sheets, so that a hand-made archive opens as .xlsx. */
export function minimalWorkbookParts(sheetXml: string, sharedStringsXml?: string): ZipEntryInput[] {
  const contentTypes =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
    (sharedStringsXml
      ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
      : '') +
    '</Types>';
  const rels =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
    '</Relationships>';
  const workbook =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    '<sheets><sheet name="文库信息" sheetId="1" r:id="rId1"/></sheets></workbook>';
  const workbookRels =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    // An absolute target, as some writers use; the reader must not depend on the sheet's name.
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="/xl/worksheets/sheet1.xml"/>' +
    (sharedStringsXml
      ? '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>'
      : '') +
    '</Relationships>';
  return [
    { name: '[Content_Types].xml', data: Buffer.from(contentTypes) },
    { name: '_rels/.rels', data: Buffer.from(rels) },
    { name: 'xl/workbook.xml', data: Buffer.from(workbook) },
    { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from(workbookRels) },
    ...(sharedStringsXml ? [{ name: 'xl/sharedStrings.xml', data: Buffer.from(sharedStringsXml) }] : []),
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheetXml) },
  ];
}
