import { createInflateRaw, inflateRawSync } from 'node:zlib';

/*
 * Checks an .xlsx (a zip archive) before any spreadsheet library opens it, so that a small upload that inflates
 * to gigabytes (a zip bomb) is refused with bounded memory.
 *
 * The spreadsheet reader (exceljs) unzips as a stream: it walks the local file headers from the start of the
 * file and inflates what it finds, trusting neither nor consulting the central directory. So the check walks
 * the file the same way and demands that the local headers and the central directory describe exactly the
 * same entries with nothing in between; then every entry is inflated through a counting stream whose output is
 * thrown away, and the walk stops as soon as the real (not the declared) size passes the budget.
 */

export type XlsxGuardReason = 'not-zip' | 'not-xlsx' | 'too-large' | 'unsupported';

export class XlsxGuardError extends Error {
  constructor(
    readonly reason: XlsxGuardReason,
    detail: string,
  ) {
    super(detail);
    this.name = 'XlsxGuardError';
  }
}

export interface XlsxGuardLimits {
  /** Sum of the inflated sizes of all entries. */
  maxUncompressedBytes: number;
  maxEntries: number;
}

export interface ZipEntryInfo {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
  /** Sizes came from a zip64 extra field, so a data descriptor carries 8-byte sizes. */
  zip64?: boolean;
}

export interface XlsxInspection {
  entries: ZipEntryInfo[];
  /** Bytes the entries really inflate to. */
  uncompressedBytes: number;
}

const SIG_LOCAL = 0x04034b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_EOCD = 0x06054b50;
const SIG_DATA_DESCRIPTOR = 0x08074b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;
const METHOD_STORE = 0;
const METHOD_DEFLATE = 8;
const FLAG_ENCRYPTED = 0x1;
const FLAG_DATA_DESCRIPTOR = 0x8;
const ZIP64_MARK = 0xffffffff;
const ZIP64_EXTRA_ID = 0x0001;

/** The parts every workbook has; a zip without them is some other file renamed to .xlsx. */
const REQUIRED_PARTS = ['[Content_Types].xml', 'xl/workbook.xml'];

export function isZipSignature(head: Buffer): boolean {
  return head.length >= 4 && head.readUInt32LE(0) === SIG_LOCAL;
}

function findEndOfCentralDirectory(buffer: Buffer): number {
  const stop = Math.max(0, buffer.length - EOCD_MIN - MAX_COMMENT);
  for (let offset = buffer.length - EOCD_MIN; offset >= stop; offset -= 1) {
    if (buffer.readUInt32LE(offset) === SIG_EOCD) return offset;
  }
  throw new XlsxGuardError('not-zip', 'no end of central directory');
}

/** Reads the zip64 extended-information extra field for the sizes/offset marked 0xFFFFFFFF. */
function applyZip64(extra: Buffer, entry: ZipEntryInfo): void {
  let pos = 0;
  while (pos + 4 <= extra.length) {
    const id = extra.readUInt16LE(pos);
    const size = extra.readUInt16LE(pos + 2);
    if (id === ZIP64_EXTRA_ID) {
      let field = pos + 4;
      const next = (): number => {
        if (field + 8 > pos + 4 + size) throw new XlsxGuardError('unsupported', 'truncated zip64 field');
        const value = Number(extra.readBigUInt64LE(field));
        field += 8;
        return value;
      };
      if (entry.uncompressedSize === ZIP64_MARK) entry.uncompressedSize = next();
      if (entry.compressedSize === ZIP64_MARK) entry.compressedSize = next();
      if (entry.localHeaderOffset === ZIP64_MARK) entry.localHeaderOffset = next();
      entry.zip64 = true;
      return;
    }
    pos += 4 + size;
  }
  throw new XlsxGuardError('unsupported', 'zip64 sizes without their extra field');
}

function readCentralDirectory(buffer: Buffer, limits: XlsxGuardLimits): { entries: ZipEntryInfo[]; start: number } {
  const eocd = findEndOfCentralDirectory(buffer);
  const count = buffer.readUInt16LE(eocd + 10);
  const size = buffer.readUInt32LE(eocd + 12);
  const start = buffer.readUInt32LE(eocd + 16);
  // 0xFFFF entries or a 0xFFFFFFFF offset mean a zip64 archive: no workbook within an upload cap needs one.
  if (count === 0xffff || start === ZIP64_MARK) throw new XlsxGuardError('unsupported', 'zip64 archive');
  if (count > limits.maxEntries) throw new XlsxGuardError('too-large', `${count} entries`);
  if (start + size > eocd) throw new XlsxGuardError('not-zip', 'central directory out of bounds');
  const entries: ZipEntryInfo[] = [];
  let pos = start;
  for (let i = 0; i < count; i += 1) {
    if (pos + 46 > eocd || buffer.readUInt32LE(pos) !== SIG_CENTRAL) {
      throw new XlsxGuardError('not-zip', 'broken central directory');
    }
    const nameLength = buffer.readUInt16LE(pos + 28);
    const extraLength = buffer.readUInt16LE(pos + 30);
    const commentLength = buffer.readUInt16LE(pos + 32);
    const entry: ZipEntryInfo = {
      flags: buffer.readUInt16LE(pos + 8),
      method: buffer.readUInt16LE(pos + 10),
      compressedSize: buffer.readUInt32LE(pos + 20),
      uncompressedSize: buffer.readUInt32LE(pos + 24),
      localHeaderOffset: buffer.readUInt32LE(pos + 42),
      name: buffer.toString('utf8', pos + 46, pos + 46 + nameLength),
    };
    if (
      entry.compressedSize === ZIP64_MARK ||
      entry.uncompressedSize === ZIP64_MARK ||
      entry.localHeaderOffset === ZIP64_MARK
    ) {
      applyZip64(buffer.subarray(pos + 46 + nameLength, pos + 46 + nameLength + extraLength), entry);
    }
    entries.push(entry);
    pos += 46 + nameLength + extraLength + commentLength;
  }
  return { entries, start };
}

/** Inflates one entry into nothing, counting; rejects as soon as the count passes `allowance`. */
function inflatedSize(data: Buffer, allowance: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let total = 0;
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > allowance) {
        inflate.destroy();
        reject(new XlsxGuardError('too-large', 'inflated size over the budget'));
      }
    });
    inflate.on('error', (error) => reject(new XlsxGuardError('not-zip', `corrupt deflate data: ${error.message}`)));
    inflate.on('end', () => resolve(total));
    inflate.end(data);
  });
}

/**
 * Walks the archive as a streaming unzipper would and inflates every entry within the budget.
 * Throws XlsxGuardError: 'not-zip'/'not-xlsx' for a file that is no workbook, 'too-large' for a bomb,
 * 'unsupported' for encryption, zip64 or unusual compression.
 */
export async function inspectXlsx(buffer: Buffer, limits: XlsxGuardLimits): Promise<XlsxInspection> {
  if (!isZipSignature(buffer)) throw new XlsxGuardError('not-zip', 'no local file header at the start');
  const { entries, start } = readCentralDirectory(buffer, limits);
  const names = new Set(entries.map((entry) => entry.name));
  if (!REQUIRED_PARTS.every((part) => names.has(part))) throw new XlsxGuardError('not-xlsx', 'workbook parts missing');

  const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (declared > limits.maxUncompressedBytes) throw new XlsxGuardError('too-large', 'declared size over the budget');

  const ordered = [...entries].sort((a, b) => a.localHeaderOffset - b.localHeaderOffset);
  let pos = 0;
  let inflated = 0;
  for (const entry of ordered) {
    if (entry.localHeaderOffset !== pos || pos + 30 > buffer.length || buffer.readUInt32LE(pos) !== SIG_LOCAL) {
      // Data the central directory does not describe would still be inflated by a streaming reader.
      throw new XlsxGuardError('not-zip', 'local headers do not match the central directory');
    }
    if (entry.flags & FLAG_ENCRYPTED) throw new XlsxGuardError('unsupported', 'encrypted entry');
    const dataStart = pos + 30 + buffer.readUInt16LE(pos + 26) + buffer.readUInt16LE(pos + 28);
    const dataEnd = dataStart + entry.compressedSize;
    if (dataEnd > start) throw new XlsxGuardError('not-zip', 'entry data out of bounds');
    const data = buffer.subarray(dataStart, dataEnd);
    const allowance = Math.min(entry.uncompressedSize, limits.maxUncompressedBytes - inflated);
    let size: number;
    if (entry.method === METHOD_STORE) {
      size = data.length;
      if (size > allowance) throw new XlsxGuardError('too-large', 'stored entry over the budget');
    } else if (entry.method === METHOD_DEFLATE) {
      // The allowance is the declared size: an entry that inflates to more than it claims is lying about itself.
      size = await inflatedSize(data, allowance);
    } else {
      throw new XlsxGuardError('unsupported', `compression method ${entry.method}`);
    }
    inflated += size;
    pos = dataEnd;
    if (entry.flags & FLAG_DATA_DESCRIPTOR) {
      const hasSignature = pos + 4 <= buffer.length && buffer.readUInt32LE(pos) === SIG_DATA_DESCRIPTOR;
      pos += (hasSignature ? 4 : 0) + (entry.zip64 ? 20 : 12);
    }
  }
  if (pos !== start) throw new XlsxGuardError('not-zip', 'data between the entries and the central directory');
  return { entries, uncompressedBytes: inflated };
}

/**
 * The inflated content of one small entry (workbook.xml and its relationships), or null when absent. For files
 * that passed inspectXlsx; `maxBytes` still bounds the output.
 */
export function readZipEntry(buffer: Buffer, name: string, maxBytes = 1024 * 1024): Buffer | null {
  const { entries } = readCentralDirectory(buffer, {
    maxUncompressedBytes: maxBytes,
    maxEntries: Number.MAX_SAFE_INTEGER,
  });
  const entry = entries.find((candidate) => candidate.name === name);
  if (!entry || buffer.readUInt32LE(entry.localHeaderOffset) !== SIG_LOCAL) return null;
  const start =
    entry.localHeaderOffset +
    30 +
    buffer.readUInt16LE(entry.localHeaderOffset + 26) +
    buffer.readUInt16LE(entry.localHeaderOffset + 28);
  const data = buffer.subarray(start, start + entry.compressedSize);
  if (entry.method === METHOD_STORE) return data.length <= maxBytes ? data : null;
  if (entry.method !== METHOD_DEFLATE) return null;
  try {
    return inflateRawSync(data, { maxOutputLength: maxBytes });
  } catch {
    return null;
  }
}
