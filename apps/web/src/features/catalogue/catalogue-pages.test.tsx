import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GoodsListRequest } from '@seqportal/contract';
import { describe, expect, it } from 'vitest';
import { setToken } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { envelope, jsonResponse, stubApi, type ApiHandler } from '@/testing/stub-api';
import { categories, goodsDetail, homeGroups, member, page, productItem } from './testing/catalogue-fixtures';

const signedIn: Record<string, ApiHandler> = {
  '/api/NewPersonalCenter/GetMemberInfo': () => envelope(member),
};

describe('home page', () => {
  it('shows six categories, the carousel and rows of at most 10 cards with 登录后查看价格 for visitors', async () => {
    stubApi({
      '/api/NewIndex/GetCategoryList': () => envelope(categories(7)),
      '/api/NewIndex/GetBanner': () => envelope([{ image: '/b1.png' }, { image: '/b2.png' }]),
      '/api/NewIndex/GetIndexGoods': () => envelope(homeGroups(12)),
    });
    renderApp('/');
    await waitFor(() => expect(screen.getAllByTestId('category-menu-item')).toHaveLength(6));
    const menu = screen.getByTestId('category-menu');
    expect(within(menu).getAllByRole('link', { name: '查看全部' })[0]!.getAttribute('href')).toBe(
      '/all_goods?categoryNo=C1',
    );
    expect(within(menu).getByRole('link', { name: '子类1A' }).getAttribute('href')).toBe('/all_goods?categoryNo=C1-1');
    expect(await screen.findByTestId('banner-carousel')).toBeTruthy();
    expect(screen.getByTestId('home-flow').textContent).toMatch(/下单.*寄样.*实验.*报告.*交付/);

    const row = await screen.findByTestId('home-goods-row');
    expect(within(row).getAllByTestId('product-card')).toHaveLength(10);
    expect(within(row).getAllByText('登录后查看价格')).toHaveLength(10);
    expect(within(row).queryByTestId('price')).toBeNull();
    expect(within(row).getByRole('link', { name: '查看全部' }).getAttribute('href')).toBe('/all_goods?categoryNo=WGS');
    expect(within(screen.getByTestId('home-welcome')).getByRole('link', { name: '登录' })).toBeTruthy();
  });

  it('draws the product rows one after another, the first at once', async () => {
    const rows = ['全基因组测序', '转录组测序', '单细胞测序'].map((title, index) => ({
      ...homeGroups(10)[0]!,
      title,
      categoryNo: `C${index}`,
    }));
    stubApi({ '/api/NewIndex/GetIndexGoods': () => envelope(rows) });
    renderApp('/');
    await screen.findByTestId('home-goods-row');
    expect(screen.getAllByTestId('home-goods-row')).toHaveLength(1);
    expect(screen.getByTestId('home-goods-rows').getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(screen.getAllByTestId('home-goods-row')).toHaveLength(3));
    expect(screen.getByTestId('home-goods-rows').getAttribute('aria-busy')).toBe('false');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      expect.arrayContaining(['全基因组测序', '转录组测序', '单细胞测序']),
    );
  });

  it('shows prices and the user-centre panel to a signed-in customer', async () => {
    setToken('good-token', null, false);
    stubApi({ ...signedIn, '/api/NewIndex/GetIndexGoods': () => envelope(homeGroups(3, true)) });
    renderApp('/');
    const row = await screen.findByTestId('home-goods-row');
    await waitFor(() => expect(within(row).getAllByTestId('price')[0]!.textContent).toBe('¥12,800.00'));
    expect(within(row).queryByText('登录后查看价格')).toBeNull();
    const panel = screen.getByTestId('home-welcome');
    await waitFor(() => expect(within(panel).getByText('您好，王博士')).toBeTruthy());
    expect(within(panel).getByText('上海示例生物科技有限公司')).toBeTruthy();
    expect(
      within(panel)
        .getByRole('link', { name: /工作台/ })
        .getAttribute('href'),
    ).toBe('/work');
    expect(
      within(panel)
        .getByRole('link', { name: /我的订单/ })
        .getAttribute('href'),
    ).toBe('/my_order');
    expect(
      within(panel)
        .getByRole('link', { name: /样本中心/ })
        .getAttribute('href'),
    ).toBe('/sample_center');
    // No credit (balance null): no balance line.
    expect(within(panel).queryByTestId('home-balance')).toBeNull();
  });

  it("shows a credit customer's available balance in the user-centre panel, an overdrawn one as 0.00", async () => {
    setToken('good-token', null, false);
    stubApi({ '/api/NewPersonalCenter/GetMemberInfo': () => envelope({ ...member, balance: '48000.5' }) });
    const { unmount } = renderApp('/');
    expect((await screen.findByTestId('home-balance')).textContent).toBe('可用额度 ¥48,000.50');
    unmount();
    stubApi({ '/api/NewPersonalCenter/GetMemberInfo': () => envelope({ ...member, balance: '-10.00' }) });
    renderApp('/');
    expect((await screen.findByTestId('home-balance')).textContent).toBe('可用额度 ¥0.00');
  });
});

function setScroll(scrollY: number, innerHeight: number, scrollHeight: number): void {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: innerHeight });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: scrollHeight });
}

describe('/all_goods', () => {
  it('loads the next page when scrolled within 120 px of the bottom, until totalCount', async () => {
    const requests: GoodsListRequest[] = [];
    stubApi({
      '/api/NewGoodsContoller/GetGoodsList': (_url, init) => {
        const request = JSON.parse(String(init?.body)) as GoodsListRequest;
        requests.push(request);
        const start = (request.pageIndex - 1) * 10;
        const count = Math.min(10, 15 - start);
        return envelope(
          page(
            Array.from({ length: count }, (_, i) => productItem(start + i + 1)),
            request.pageIndex,
            15,
          ),
        );
      },
    });
    const innerHeight = window.innerHeight;
    setScroll(0, 800, 3000);
    try {
      renderApp(`/all_goods?search=${encodeURIComponent('全基因组')}&skuType=SAMPLE&categoryNo=WGS&contractId=abc`);
      await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(10));
      expect(requests).toEqual([
        { search: '全基因组', categoryNo: 'WGS', skuType: 'SAMPLE', pageIndex: 1, pageSize: 10 },
      ]);

      setScroll(2079, 800, 3000); // 121 px from the bottom
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(requests).toHaveLength(1);

      setScroll(2080, 800, 3000); // 120 px from the bottom
      window.dispatchEvent(new Event('scroll'));
      await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(15));
      expect(requests.map((r) => r.pageIndex)).toEqual([1, 2]);

      // Everything is loaded: more scrolling asks for nothing.
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(requests).toHaveLength(2);
      expect(screen.getByTestId('goods-list-footer').textContent).toContain('已显示全部 15 件商品');
    } finally {
      setScroll(0, innerHeight, 0);
    }
  });

  it('shows 暂无数据 when nothing matches', async () => {
    stubApi({ '/api/NewGoodsContoller/GetGoodsList': () => envelope(page([], 1, 0)) });
    renderApp('/all_goods?search=nothing');
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(screen.queryByTestId('product-card')).toBeNull();
  });

  it('filters by category from the chips and shows contract tabs to a customer with contracts', async () => {
    setToken('good-token', null, false);
    stubApi({
      ...signedIn,
      '/api/NewIndex/GetCategoryList': () => envelope(categories(2)),
      '/api/NewOrder/GetContractProductList': () =>
        envelope([{ id: 5, name: '2026年度测序合同', contractID__c: 'HT-5', items: [], productList: [] }]),
      '/api/NewGoodsContoller/GetGoodsList': () => envelope(page([productItem(1, true)], 1, 1)),
    });
    const { router } = renderApp('/all_goods');
    const tabs = await screen.findByTestId('contract-tabs');
    await userEvent.click(within(tabs).getByRole('tab', { name: '2026年度测序合同' }));
    await waitFor(() => expect(router.state.location.search).toBe('?contractId=5'));
    await userEvent.click(within(screen.getByTestId('goods-filter')).getByText('分类2'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('categoryNo')).toBe('C2'));
    expect(await screen.findByText('子类2A')).toBeTruthy();
  });
});

const detailPath = '/api/NewGoodsContoller/GetGoodsDeatil';

describe('/all_goods/detail', () => {
  it('shows 登录后查看价格 to visitors and sends them to /need_login from 加入样本箱', async () => {
    stubApi({ [detailPath]: () => envelope(goodsDetail()) });
    const { router } = renderApp('/all_goods/detail?skuId=1');
    const summary = await screen.findByTestId('detail-summary');
    expect(within(summary).getByText('登录后查看价格')).toBeTruthy();
    expect(within(summary).queryByTestId('price')).toBeNull();
    expect(screen.getByTestId('detail-specs').textContent).toContain('测序深度30X');
    expect(screen.getByTestId('detail-description').innerHTML).toContain('<h3>服务介绍</h3>');
    expect(screen.getByTestId('tag-TOP_RIGHT').textContent).toBe('新品');
    await userEvent.click(within(summary).getByRole('button', { name: /加入样本箱/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/need_login'));
  });

  it('shows the caller price, switches sku and tells that the sample box is coming when its API is missing', async () => {
    setToken('good-token', null, false);
    stubApi({
      ...signedIn,
      [detailPath]: () => envelope(goodsDetail({ priced: true })),
      '/api/NewShoppingCart/AddShoppingCart': () => jsonResponse({ statusCode: 404 }, 404),
    });
    renderApp('/all_goods/detail?skuId=1');
    const summary = await screen.findByTestId('detail-summary');
    await waitFor(() => expect(within(summary).getByTestId('price').textContent).toBe('¥11,800.00'));
    expect(within(summary).queryByText('登录后查看价格')).toBeNull();
    await userEvent.click(within(summary).getByRole('radio', { name: 'PE150 · 10X' }));
    expect(within(summary).getByRole('radio', { name: 'PE150 · 10X' }).getAttribute('aria-checked')).toBe('true');
    await waitFor(() => expect(screen.queryByText('您好，王博士')).toBeTruthy());
    await userEvent.click(within(summary).getByRole('button', { name: /加入样本箱/ }));
    expect(await screen.findByText('样本箱功能即将开放')).toBeTruthy();
  });

  it('hides the purchase buttons for DELIVERY_ANALYSIS products', async () => {
    setToken('good-token', null, false);
    stubApi({
      ...signedIn,
      [detailPath]: () => envelope(goodsDetail({ priced: true, templateType: 'DELIVERY_ANALYSIS' })),
    });
    renderApp('/all_goods/detail?goodsId=101');
    const summary = await screen.findByTestId('detail-summary');
    await waitFor(() => expect(within(summary).getByTestId('price')).toBeTruthy());
    expect(within(summary).queryByRole('button', { name: '立即购买' })).toBeNull();
    expect(within(summary).queryByRole('button', { name: /加入样本箱/ })).toBeNull();
    expect(within(summary).queryByTestId('quantity-stepper')).toBeNull();
  });

  it('shows the out-of-contract notice with 联系客服 instead of the purchase buttons', async () => {
    setToken('good-token', null, false);
    stubApi({ ...signedIn, [detailPath]: () => envelope(goodsDetail({ priced: true, isorder: false })) });
    renderApp('/all_goods/detail?skuId=1&contractId=9');
    const notice = await screen.findByTestId('out-of-contract');
    expect(notice.textContent).toContain('该商品不在合同范围内，请联系客服');
    expect(within(notice).getByRole('link', { name: '联系客服' }).getAttribute('href')).toBe('/kefu');
    expect(screen.queryByRole('button', { name: '立即购买' })).toBeNull();
  });

  it('says so when the product does not exist', async () => {
    stubApi({ [detailPath]: () => envelope(null, 404, '商品不存在') });
    renderApp('/all_goods/detail?skuId=999');
    expect(await screen.findByText('商品不存在或已下架')).toBeTruthy();
    expect(screen.queryByTestId('notifier-toast')).toBeNull();
  });
});
