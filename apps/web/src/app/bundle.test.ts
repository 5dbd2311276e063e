import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// vitest runs from apps/web (its config's folder).
const WEB_ROOT = process.cwd();

/** Modules that only lazy pages may load: the lab console, the charts, the date pickers, the print sheets' barcodes. */
const LAZY_ONLY = [
  /src[\\/]features[\\/]lab[\\/]/,
  /src[\\/]features[\\/]print[\\/]/,
  /src[\\/]features[\\/]billing[\\/]/,
  /src[\\/]features[\\/]workbench[\\/]/,
  /node_modules[\\/]@mui[\\/]x-charts/,
  /node_modules[\\/]@mui[\\/]x-date-pickers/,
  /node_modules[\\/]bwip-js/,
];

/** The production build of the web app, into a folder of its own (the real dist stays as it is). */
describe('the production bundle', () => {
  let outDir: string;
  let chunks: Rolldown.OutputChunk[];
  let indexHtml: string;

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'seqportal-bundle-'));
    const output = await build({
      root: WEB_ROOT,
      configFile: join(WEB_ROOT, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
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
    const entry = chunks.find((chunk) => chunk.isEntry)!;
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
