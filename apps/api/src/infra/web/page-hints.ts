import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DEFAULT_PAGE_SIZE, DocumentDataId, type DocumentGoodsDetail } from '@seqportal/contract';
import { CatalogueQueryService } from '../../modules/catalogue/catalogue-query.service.js';
import { goodsDetailLink } from '../../modules/catalogue/helpers/goods-detail-link.js';
import { StorefrontService } from '../../modules/catalogue/storefront.service.js';
import { BannersService } from '../../modules/content/banners.service.js';

/**
 * What the document of a shop page announces in its head so that the browser starts fetching it with the HTML
 * instead of after the scripts ran (issue 22): the page's largest picture (the first banner at /, the product's
 * picture on the detail page, the first product's on /all_goods) and the chunks of a lazily loaded page, which
 * would otherwise wait for the entry chunk to run. The data that picture belongs to comes inline, as the API would
 * answer a visitor (<script type="application/json" id="…">, DocumentDataId: data rather than script, the page's
 * policy allows no inline script), so that the page draws it in React's first render instead of after a request:
 * the banner list at /, the unfiltered list's first page at /all_goods, the product on its detail page. One read
 * serves both the picture and the data. Only public, anonymous facts: a signed-in customer's token lives in the
 * browser's storage, so personalised answers never come here (the browser asks for those itself).
 */
export type PageHints = (url: string) => Promise<DocumentHints>;

/**
 * `early` goes first in the head, before the build's own script links: the page's picture then takes the first of
 * the browser's connections (six per host over HTTP/1.1) instead of queueing behind a dozen scripts. `late` goes at
 * the end of the head.
 */
export interface DocumentHints {
  early: string[];
  late: string[];
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The lazy pages worth announcing, by path (apps/web/src/config/paths.ts) and source module as Vite's manifest
 * (build.manifest) names it. page-hints-lazy-pages.spec.ts holds it to the web app's paths and router.
 */
export const LAZY_PAGES: Readonly<Record<string, string>> = {
  '/all_goods': 'src/app/routes/all-goods-page.tsx',
  '/all_goods/detail': 'src/app/routes/goods-detail-page.tsx',
};

/** The picture to preload and the data to bring inline. */
interface PageData {
  picture: string | null;
  inline: Array<{ id: string; value: unknown }>;
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
  const banners = app.get(BannersService, { strict: false });
  const catalogue = app.get(CatalogueQueryService, { strict: false });
  const storefront = app.get(StorefrontService, { strict: false });

  const dataOf = async (pathname: string, params: URLSearchParams): Promise<PageData | null> => {
    if (pathname === '/') {
      // The menu beside the carousel too, drawn at its full height at once rather than growing from a skeleton, and
      // the product rows below (a visitor's: prices are a signed-in customer's, whose browser asks for them).
      const [list, categories, rows] = await Promise.all([
        banners.active(),
        storefront.categoryTree(),
        storefront.homeGroups(undefined),
      ]);
      return {
        picture: list[0]?.image ?? null,
        inline: [
          { id: DocumentDataId.HomeBanners, value: list },
          { id: DocumentDataId.Categories, value: categories },
          { id: DocumentDataId.HomeGoods, value: rows },
        ],
      };
    }
    if (pathname === '/all_goods') {
      // The category filter above the list, whichever list: its chips wrap to the lines they need at once.
      const categories = { id: DocumentDataId.Categories, value: await storefront.categoryTree() };
      // The unfiltered list only: a filter's first page is the filter's business.
      if ([...params.keys()].length > 0) return { picture: null, inline: [categories] };
      const page = await catalogue.goodsList(undefined, { pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE });
      return {
        picture: page.list[0]?.goodsImg || null,
        inline: [categories, { id: DocumentDataId.GoodsListFirstPage, value: page }],
      };
    }
    if (pathname === '/all_goods/detail') {
      const link = goodsDetailLink(params);
      if (!link) return null;
      // A contract's prices and terms are the signed-in customer's: the picture only.
      if (link.contractId !== undefined) return { picture: await catalogue.goodsImage(link), inline: [] };
      const detail = await catalogue.goodsDetail(undefined, link);
      const value: DocumentGoodsDetail = { query: link, detail };
      return { picture: detail.banner[0] || null, inline: [{ id: DocumentDataId.GoodsDetail, value }] };
    }
    return null;
  };

  /** The search box's suggestions, in the header of every shop page. */
  const SHOP_PAGES = new Set(['/', '/all_goods', '/all_goods/detail']);

  return async (url) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const early: string[] = [];
    const tags: string[] = [];
    try {
      const [data, keywords] = await Promise.all([
        dataOf(pathname, searchParams),
        SHOP_PAGES.has(pathname) ? storefront.hotKeywords() : null,
      ]);
      if (data?.picture) early.push(imagePreload(data.picture));
      for (const { id, value } of data?.inline ?? []) tags.push(inlineJson(id, value));
      if (keywords) tags.push(inlineJson(DocumentDataId.HotKeywords, keywords));
    } catch {
      // A hint is an optimisation: the page loads its picture and data itself, as it always did (a missing
      // product, for one, is the page's to tell).
    }
    tags.push(...(chunkLinks.get(pathname) ?? []));
    return { early, late: tags };
  };
}
