import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { CatalogueQueryService } from '../../modules/catalogue/catalogue-query.service.js';
import { BannersService } from '../../modules/content/banners.service.js';
import { publicImageUrl } from '../../modules/catalogue/helpers/public-image-url.js';

/**
 * What the document of a shop page announces in its head so that the browser starts fetching it with the HTML
 * instead of after the scripts ran (issue 22): the page's largest picture (the first banner at /, the product's
 * picture on the detail page, the first product's on /all_goods) and the chunks of a lazily loaded page, which
 * would otherwise wait for the entry chunk to run. At / the banner list itself comes inline, as GetBanner would
 * answer it (<script type="application/json" id="home-banners">, data rather than script: the page's policy allows
 * no inline script), so that the carousel draws its first slide in React's first render. Only public, anonymous
 * facts: a signed-in customer's token lives in the browser's storage, so personalised answers never come here.
 */
export type PageHints = (url: string) => Promise<string[]>;

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The lazy pages worth announcing, by path (apps/web/src/config/paths.ts) and source module as Vite's manifest
 * (build.manifest) names it.
 */
const LAZY_PAGES: Readonly<Record<string, string>> = {
  '/all_goods': 'src/app/routes/all-goods-page.tsx',
  '/all_goods/detail': 'src/app/routes/goods-detail-page.tsx',
};

const GOODS_IMAGE_SQL = `SELECT g.image_keys[1] AS image_key FROM goods g
WHERE g.id = COALESCE($1::int, (SELECT s.goods_id FROM sku s WHERE s.id = $2::int))`;

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** JSON inside a script element: `<` escaped so that no value can close the element. */
const inlineJson = (id: string, value: unknown): string =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

const imagePreload = (href: string): string =>
  `<link rel="preload" as="image" href="${escapeAttribute(href)}" fetchpriority="high">`;

/** The chunk files a lazy page's module imports statically, less the entry's own (index.html names those). */
export function lazyPageChunks(manifest: Manifest, source: string): string[] {
  const closure = (key: string, into: Set<string>): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const child of chunk.imports ?? []) closure(child, into);
    return into;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const initial = entryKey ? closure(entryKey, new Set()) : new Set<string>();
  return [...closure(source, new Set())].filter((file) => !initial.has(file));
}

function readManifest(webRoot: string): Manifest | null {
  const file = join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

export function createPageHints(app: NestFastifyApplication, webRoot: string): PageHints {
  const manifest = readManifest(webRoot);
  const chunkLinks = new Map<string, string[]>();
  if (manifest) {
    for (const [pathname, source] of Object.entries(LAZY_PAGES)) {
      chunkLinks.set(
        pathname,
        lazyPageChunks(manifest, source).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      );
    }
  }
  const dataSource = app.get(DataSource, { strict: false });
  const banners = app.get(BannersService, { strict: false });
  const catalogue = app.get(CatalogueQueryService, { strict: false });

  const pictureOf = async (pathname: string, params: URLSearchParams): Promise<string | null> => {
    if (pathname === '/all_goods') {
      // The unfiltered list only: a search's first product is the search's business.
      if ([...params.keys()].length > 0) return null;
      const page = await catalogue.goodsList(undefined, { pageIndex: 1, pageSize: 10 });
      return page.list[0]?.goodsImg || null;
    }
    if (pathname === '/all_goods/detail') {
      const skuId = positiveInt(params.get('skuId'));
      const goodsId = positiveInt(params.get('goodsId') ?? params.get('goodId'));
      if (skuId === null && goodsId === null) return null;
      const rows: Array<{ image_key: string | null }> = await dataSource.query(GOODS_IMAGE_SQL, [goodsId, skuId]);
      return publicImageUrl(rows[0]?.image_key) || null;
    }
    return null;
  };

  return async (url) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const tags: string[] = [];
    try {
      if (pathname === '/') {
        const list = await banners.active();
        if (list[0]?.image) tags.push(imagePreload(list[0].image));
        tags.push(inlineJson('home-banners', list));
      } else {
        const picture = await pictureOf(pathname, searchParams);
        if (picture) tags.push(imagePreload(picture));
      }
    } catch {
      // A hint is an optimisation: the page loads its picture and data itself, as it always did.
    }
    tags.push(...(chunkLinks.get(pathname) ?? []));
    return tags;
  };
}
