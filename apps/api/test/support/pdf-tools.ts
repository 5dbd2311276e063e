import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

/*
 * Reads PDFs with the real poppler tools (poppler-utils) and decodes their barcodes with ZXing (WebAssembly, from
 * the local package: no CDN). What a customer's PDF viewer and a lab's scanner would see.
 */

const require = createRequire(import.meta.url);
void prepareZXingModule({
  overrides: { wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).buffer },
  fireImmediately: true,
});

function withFile<T>(pdf: Buffer, work: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'seqportal-pdf-'));
  try {
    const file = join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    return work(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of the whole document, or of one page (1-based). */
export function pdfText(pdf: Buffer, page?: number): string {
  return withFile(pdf, (file) =>
    execFileSync('pdftotext', [...(page ? ['-f', String(page), '-l', String(page)] : []), '-layout', file, '-'], {
      encoding: 'utf8',
    }),
  );
}

export function pdfPageCount(pdf: Buffer): number {
  const info = withFile(pdf, (file) => execFileSync('pdfinfo', [file], { encoding: 'utf8' }));
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

export interface PdfFontRow {
  name: string;
  type: string;
  embedded: boolean;
  subset: boolean;
}

export function pdfFonts(pdf: Buffer): PdfFontRow[] {
  const out = withFile(pdf, (file) => execFileSync('pdffonts', [file], { encoding: 'utf8' }));
  return out
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [name = '', ...rest] = line.trim().split(/\s+/);
      // Columns from the right: emb sub uni object ID (two fields).
      const [emb, sub] = rest.slice(-5, -3);
      return { name, type: rest.slice(0, -6).join(' '), embedded: emb === 'yes', subset: sub === 'yes' };
    });
}

/** Renders the pages as PNG (pdftoppm) and answers the page images, first page first. */
export function renderPages(pdf: Buffer, dpi = 200): Buffer[] {
  return withFile(pdf, (file, dir) => {
    execFileSync('pdftoppm', ['-r', String(dpi), '-png', file, join(dir, 'page')]);
    return readdirSync(dir)
      .filter((name) => name.endsWith('.png'))
      .sort()
      .map((name) => readFileSync(join(dir, name)));
  });
}

/** Every barcode ZXing finds on a page image, as its format and text. */
export async function decodeBarcodes(png: Buffer): Promise<Array<{ format: string; text: string }>> {
  const results = await readBarcodes(new Uint8Array(png), {
    formats: ['Code128', 'QRCode'],
    maxNumberOfSymbols: 255,
    tryHarder: true,
  });
  return results.filter((result) => result.isValid).map((result) => ({ format: result.format, text: result.text }));
}
