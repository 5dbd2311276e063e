import { DocumentDataId } from '@seqportal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { categoryListQueryOptions } from '@/features/catalogue/api/get-category-list';
import { goodsDetailQueryOptions } from '@/features/catalogue/api/get-goods-detail';
import { indexGoodsQueryOptions } from '@/features/catalogue/api/get-index-goods';
import { goodsListQueryOptions } from '@/features/catalogue/api/get-goods-list';
import {
  categories,
  goodsDetail,
  homeGroups,
  page,
  productItem,
} from '@/features/catalogue/testing/catalogue-fixtures';
import { hotKeywordsQueryOptions } from '@/features/shell/api/get-hot-keywords';
import { createQueryClient } from '@/lib/query-client';
import { clearSession, setToken } from '@/lib/session';
import { prefetchFirstPage } from './prefetch-first-page';

function writeInline(id: string, value: unknown): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = id;
  script.textContent = JSON.stringify(value);
  document.head.append(script);
}

const envelope = (body: unknown) =>
  new Response(JSON.stringify({ code: 0, message: '', body }), { headers: { 'content-type': 'application/json' } });

describe("the first page's data, from the document or asked for before the first render (issue 22)", () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>((input) =>
      Promise.resolve(
        envelope(String(input).includes('GetGoodsDeatil') ? goodsDetail({ priced: true }) : page([], 1, 0)),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    for (const id of Object.values(DocumentDataId)) document.getElementById(id)?.remove();
    clearSession();
    vi.unstubAllGlobals();
  });

  it("takes a visitor's unfiltered list and the filter's categories from the document and asks for nothing", () => {
    const first = page([productItem(1), productItem(2)], 1, 25);
    writeInline(DocumentDataId.GoodsListFirstPage, first);
    writeInline(DocumentDataId.Categories, categories(3));
    const client = createQueryClient();
    prefetchFirstPage(client, { pathname: '/all_goods', search: '' });
    expect(client.getQueryData(goodsListQueryOptions({}, null).queryKey)).toEqual({ pages: [first], pageParams: [1] });
    expect(client.getQueryData(categoryListQueryOptions().queryKey)).toEqual(categories(3));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("takes a visitor's home rows from the document, and leaves a signed-in customer's to the page", () => {
    writeInline(DocumentDataId.HomeGoods, homeGroups(12));
    const client = createQueryClient();
    prefetchFirstPage(client, { pathname: '/', search: '' });
    const rows = client.getQueryData(indexGoodsQueryOptions(null).queryKey);
    expect(rows?.map((row) => row.info.length)).toEqual([10]);
    setToken('token', 'refresh', false);
    const signedIn = createQueryClient();
    prefetchFirstPage(signedIn, { pathname: '/', search: '' });
    expect(signedIn.getQueryData(indexGoodsQueryOptions('token').queryKey)).toBeUndefined();
  });

  it("takes the search box's hot keywords from the document on every shop page", () => {
    writeInline(DocumentDataId.HotKeywords, { hotKeyword: '全基因组测序\n\n转录组测序\r\n' });
    const client = createQueryClient();
    prefetchFirstPage(client, { pathname: '/all_goods/detail', search: '?skuId=9' });
    expect(client.getQueryData(hotKeywordsQueryOptions().queryKey)).toEqual(['全基因组测序', '转录组测序']);
  });

  it('leaves the categories to the components when the document brought none', () => {
    const client = createQueryClient();
    prefetchFirstPage(client, { pathname: '/', search: '' });
    expect(client.getQueryData(categoryListQueryOptions().queryKey)).toBeUndefined();
  });

  it('asks for a filtered list, and for a signed-in customer, whatever the document brought', () => {
    writeInline(DocumentDataId.GoodsListFirstPage, page([productItem(1)], 1, 1));
    prefetchFirstPage(createQueryClient(), { pathname: '/all_goods', search: '?categoryNo=WGS' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    setToken('token', 'refresh', false);
    const client = createQueryClient();
    prefetchFirstPage(client, { pathname: '/all_goods', search: '' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(client.getQueryData(goodsListQueryOptions({}, null).queryKey)).toBeUndefined();
  });

  it('asks for the list when the document brought none, or a page of another size', () => {
    prefetchFirstPage(createQueryClient(), { pathname: '/all_goods', search: '' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    writeInline(DocumentDataId.GoodsListFirstPage, { ...page([productItem(1)], 1, 1), pageSize: 50 });
    prefetchFirstPage(createQueryClient(), { pathname: '/all_goods', search: '' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('takes the product a visitor opens from the document when it is the one the link names', () => {
    const detail = goodsDetail();
    writeInline(DocumentDataId.GoodsDetail, { query: { skuId: 1 }, detail });
    const client = createQueryClient();
    prefetchFirstPage(client, { pathname: '/all_goods/detail', search: '?skuId=1' });
    expect(client.getQueryData(goodsDetailQueryOptions({ skuId: 1 }, null).queryKey)).toEqual(detail);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for another product, a contract's and a signed-in customer's", async () => {
    writeInline(DocumentDataId.GoodsDetail, { query: { skuId: 1 }, detail: goodsDetail() });
    for (const search of ['?skuId=2', '?goodsId=101', '?skuId=1&goodsId=101', '?skuId=1&contractId=3']) {
      fetchMock.mockClear();
      prefetchFirstPage(createQueryClient(), { pathname: '/all_goods/detail', search });
      expect(fetchMock, search).toHaveBeenCalledTimes(1);
    }
    setToken('token', 'refresh', false);
    const client = createQueryClient();
    prefetchFirstPage(client, { pathname: '/all_goods/detail', search: '?skuId=1' });
    await vi.waitFor(() =>
      expect(client.getQueryData(goodsDetailQueryOptions({ skuId: 1 }, 'token').queryKey)).toEqual(
        goodsDetail({ priced: true }),
      ),
    );
  });
});
