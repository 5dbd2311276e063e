import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routes } from '@seqportal/contract';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// vitest runs from apps/web (its config's folder).
const WEB_ROOT = process.cwd();

/**
 * Modules that only lazy pages may load: the lab console, the charts, the date pickers, the print sheets' barcodes,
 * Popper (tooltips and the pickers' pop-ups) and decimal.js (sums in the sample box and checkout; prices are only
 * formatted on the first page).
 */
const LAZY_ONLY = [
  /src[\\/]features[\\/]lab[\\/]/,
  /src[\\/]features[\\/]print[\\/]/,
  /src[\\/]features[\\/]billing[\\/]/,
  /src[\\/]features[\\/]workbench[\\/]/,
  /node_modules[\\/]@mui[\\/]x-charts/,
  /node_modules[\\/]@mui[\\/]x-date-pickers/,
  /node_modules[\\/]bwip-js/,
  /node_modules[\\/]@mui[\\/]material[\\/]Popper[\\/]/,
  /node_modules[\\/]@popperjs[\\/]/,
  /node_modules[\\/]decimal\.js[\\/]/,
];

/** Issue 22: the JavaScript the first page loads, gzipped. */
const INITIAL_JS_BUDGET_KIB = 200;

/** The production build of the web app, into a folder of its own (the real dist stays as it is). */
describe('the production bundle', () => {
  let outDir: string;
  let chunks: Rolldown.OutputChunk[];
  let indexHtml: string;

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'seqportal-bundle-'));
    // Vite keeps a NODE_ENV it finds set, and vitest sets 'test': React's development builds would be measured.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    let output: Awaited<ReturnType<typeof build>>;
    try {
      output = await build({
        root: WEB_ROOT,
        configFile: join(WEB_ROOT, 'vite.config.ts'),
        logLevel: 'silent',
        build: { outDir, emptyOutDir: true },
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
    chunks = outputs.flatMap((result) => result.output).filter((item) => item.type === 'chunk');
    indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
  }, 300_000);
  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  const byFile = (file: string) => chunks.find((chunk) => chunk.fileName === file);

  /** The entry chunk and everything it imports statically: what the first page must load. */
  function initialChunks(): Rolldown.OutputChunk[] {
    return staticClosure(chunks.find((chunk) => chunk.isEntry)!);
  }

  /** A chunk and every chunk it imports statically: what loading it fetches. */
  function staticClosure(entry: Rolldown.OutputChunk): Rolldown.OutputChunk[] {
    const seen = new Map<string, Rolldown.OutputChunk>();
    const visit = (chunk: Rolldown.OutputChunk) => {
      if (seen.has(chunk.fileName)) return;
      seen.set(chunk.fileName, chunk);
      for (const file of chunk.imports) visit(byFile(file)!);
    };
    visit(entry);
    return [...seen.values()];
  }

  it('references only the entry chunk and its static imports from index.html', () => {
    const entry = chunks.filter((chunk) => chunk.isEntry);
    expect(entry).toHaveLength(1);
    const scripts = [...indexHtml.matchAll(/<script[^>]*src="\/([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toEqual([entry[0]!.fileName]);
    const preloads = [...indexHtml.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map(
      (match) => match[1],
    );
    const expected = initialChunks()
      .map((chunk) => chunk.fileName)
      .filter((file) => file !== entry[0]!.fileName);
    expect(preloads.sort()).toEqual(expected.sort());
    // No other script is named anywhere in the page.
    const allAssets = [...indexHtml.matchAll(/\/assets\/[^"]+\.js/g)].map((match) => match[0].slice(1));
    expect(new Set(allAssets)).toEqual(new Set([entry[0]!.fileName, ...expected]));
  });

  it('keeps the lab console, the charts, the date pickers and the print sheets out of the initial chunks', () => {
    const initial = initialChunks();
    for (const chunk of initial) {
      const offending = chunk.moduleIds.filter((id) => LAZY_ONLY.some((pattern) => pattern.test(id)));
      expect(offending, chunk.fileName).toEqual([]);
    }
    // They exist, in chunks loaded on demand.
    const lazyModules = chunks.filter((chunk) => !initial.includes(chunk)).flatMap((chunk) => chunk.moduleIds);
    for (const pattern of LAZY_ONLY)
      expect(
        lazyModules.some((id) => pattern.test(id)),
        String(pattern),
      ).toBe(true);
  });

  it("builds the search box's suggestions without MUI's Autocomplete (a sixth of the first page's JavaScript)", () => {
    const modules = chunks.flatMap((chunk) => chunk.moduleIds);
    expect(modules.filter((id) => /@mui[\\/]material[\\/](Autocomplete|useAutocomplete)[\\/]/.test(id))).toEqual([]);
  });

  it("ships the contract's routes with their methods and paths but without their Swagger summaries", () => {
    const code = chunks.map((chunk) => chunk.code).join('\n');
    const all = Object.values(routes);
    expect(all.filter((route) => !code.includes(route.path)).map((route) => route.path)).toEqual([]);
    // Looked for as a property (in any of JavaScript's three quotes), not as bare text, which a page may also show.
    const summaries = all.filter((route) => new RegExp(`summary:[\`'"]${escapeRegExp(route.summary)}`).test(code));
    expect(summaries.map((route) => route.summary)).toEqual([]);
    expect(code).not.toMatch(/\bsummary:[`'"]/);
  });

  it('brings the first page in a few files: the entry, its libraries and one chunk of shared app modules', () => {
    expect(initialChunks().length).toBeLessThanOrEqual(6);
  });

  it('brings the product list and the product page, where visitors land, in a few files within the budget', () => {
    const initial = new Set(initialChunks());
    for (const page of ['all-goods-page.tsx', 'goods-detail-page.tsx']) {
      const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(page))!;
      const lazy = staticClosure(chunk).filter((candidate) => !initial.has(candidate));
      expect(lazy.length, page).toBeLessThanOrEqual(5);
      const bytes = [...initial, ...lazy].reduce((sum, item) => sum + gzipSync(item.code, { level: 9 }).length, 0);
      expect(bytes / 1024, page).toBeLessThanOrEqual(INITIAL_JS_BUDGET_KIB);
    }
  });

  it('keeps the first page within its JavaScript budget', () => {
    const bytes = initialChunks().reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0);
    expect(bytes / 1024).toBeLessThanOrEqual(INITIAL_JS_BUDGET_KIB);
  });

  it('gives each print page a chunk of its own, the barcode encoder only to the sample sheet', () => {
    const chunkOf = (file: string) => chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(file)))!;
    const bwip = (chunk: Rolldown.OutputChunk) => chunk.moduleIds.filter((id) => /node_modules[\\/]bwip-js/.test(id));
    const sample = chunkOf('sample-print-page.tsx');
    const order = chunkOf('order-print-page.tsx');
    const quality = chunkOf('quality-report-page.tsx');
    expect(new Set([sample.fileName, order.fileName, quality.fileName]).size).toBe(3);
    expect(staticClosure(sample).flatMap(bwip)).not.toEqual([]);
    expect(staticClosure(order).flatMap(bwip)).toEqual([]);
    expect(staticClosure(quality).flatMap(bwip)).toEqual([]);
    // The Code 128 encoder alone, not every BWIPP symbology (toSVG links them all: over 900 KB).
    const barcodeBytes = staticClosure(sample)
      .filter((chunk) => bwip(chunk).length > 0)
      .reduce((sum, chunk) => sum + chunk.code.length, 0);
    expect(barcodeBytes).toBeLessThan(300 * 1024);
  });

  it('splits the libraries of lazy pages by use: no date pickers or charts for the catalogue and the print sheets', () => {
    for (const page of [
      'all-goods-page.tsx',
      'goods-detail-page.tsx',
      'order-print-page.tsx',
      'sample-print-page.tsx',
    ]) {
      const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(page)))!;
      const loaded = staticClosure(chunk).flatMap((candidate) => candidate.moduleIds);
      const heavy = loaded.filter((id) => /node_modules[\\/]@mui[\\/]x-(date-pickers|charts)/.test(id));
      expect(heavy, page).toEqual([]);
    }
  });

  it('loads every page and layer other than home on demand', () => {
    const initialIds = initialChunks().flatMap((chunk) => chunk.moduleIds);
    expect(initialIds.some((id) => id.endsWith('home-page.tsx'))).toBe(true);
    for (const page of [
      'all-goods-page.tsx',
      'goods-detail-page.tsx',
      'shop-cart-page.tsx',
      'work-page.tsx',
      'contract-product-page.tsx',
      'data-centre-page.tsx',
      'billing-center-page.tsx',
      'kefu-page.tsx',
      'support-desk-page.tsx',
      'lab-page.tsx',
      'certification-review.tsx',
      'fix-company-page.tsx',
      'business-manager-view.tsx',
      'account-list-view.tsx',
      'permission-view.tsx',
      'contract-management-view.tsx',
    ]) {
      expect(
        initialIds.some((id) => id.endsWith(page)),
        page,
      ).toBe(false);
    }
    for (const layer of [
      'address-layer.tsx',
      'sample-input-layer.tsx',
      'oss-download-layer.tsx',
      'layer-dialog.tsx',
      'place-order-layer.tsx',
      'bioanalytical-layer.tsx',
      'analysis-layers.tsx',
      'fix-phone-layer.tsx',
      'check-email-layer.tsx',
      'contract-show-layer.tsx',
      'order-introduce-layer.tsx',
    ]) {
      expect(
        initialIds.some((id) => id.endsWith(layer)),
        layer,
      ).toBe(false);
    }
  });

  it('writes brotli and gzip variants beside the compressible files', () => {
    for (const chunk of initialChunks()) {
      if (chunk.code.length < 1024) continue;
      expect(existsSync(join(outDir, `${chunk.fileName}.br`)), chunk.fileName).toBe(true);
      expect(existsSync(join(outDir, `${chunk.fileName}.gz`)), chunk.fileName).toBe(true);
    }
    expect(existsSync(join(outDir, 'index.html.br')) || indexHtml.length < 1024).toBe(true);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
