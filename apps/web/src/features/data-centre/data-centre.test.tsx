import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnalysisQuote, AnalysisType, DataRow } from '@seqportal/contract';
import { describe, expect, it } from 'vitest';
import { setToken } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { envelope, stubApi, type ApiHandler } from '@/testing/stub-api';

const MEMBER = {
  id: 7,
  nickName: '张晓明',
  phone: '13800000001',
  account: 'shdemo',
  companyName: '上海示例生物科技有限公司',
  email: 'zhangxm@shdemo-bio.cn',
  auditType: 3,
  balance: '1000.00',
};

const row = (id: number, libraryName: string, orderNo: string): DataRow => ({
  id,
  libraryName,
  childName: `${libraryName}-A`,
  createTime: '2026-11-20T02:00:00.000Z',
  templateType: 'LIBRARY',
  yields: 6.25,
  reportType: '质检报告',
  qcPath: orderNo,
  service: '人全基因组重测序',
  downloadPath: orderNo,
  orderId: id * 10,
  orderNo,
  libraryId: id,
  childId: 0,
  species: '人',
});

const ROWS = [row(1, 'L1', '2026112000000001'), row(2, 'L2', '2026112000000001'), row(3, 'X9', '2026111000000002')];

const listCalls: URLSearchParams[] = [];

function signedIn(handlers: Record<string, ApiHandler> = {}) {
  listCalls.length = 0;
  setToken('token-7', 'refresh-7', false);
  return stubApi({
    '/api/NewPersonalCenter/GetMemberInfo': () => envelope(MEMBER),
    '/api/NewPersonalCenter/GetAddressList': () => envelope([]),
    '/api/NewDataCenter/GetDataList': (url) => {
      listCalls.push(url.searchParams);
      const keyWord = url.searchParams.get('keyWord');
      const list = keyWord ? ROWS.filter((item) => item.orderNo === keyWord) : ROWS;
      return envelope({ list, page: 1, pageSize: 10, totalCount: list.length });
    },
    ...handlers,
  });
}

describe('/data_center', { timeout: 20_000 }, () => {
  it('lists the delivered libraries with their order data and a page total', async () => {
    signedIn();
    renderApp('/data_center');
    const table = await screen.findByTestId('data-table');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(screen.getByTestId('data-row-L1')).getByText('人全基因组重测序')).toBeTruthy();
    expect(screen.getByTestId('data-total').textContent).toContain('共 3 条');
    expect(listCalls[0]?.get('dataType')).toBe('1');
  });

  it('shows the empty state when there is no delivered data', async () => {
    signedIn({
      '/api/NewDataCenter/GetDataList': () => envelope({ list: [], page: 1, pageSize: 10, totalCount: 0 }),
    });
    renderApp('/data_center');
    expect((await screen.findByTestId('data-empty')).textContent).toContain('暂无数据');
  });

  it('shows the error state with a retry when the list cannot be loaded', async () => {
    let calls = 0;
    signedIn({
      '/api/NewDataCenter/GetDataList': () => {
        calls += 1;
        return calls === 1
          ? envelope(null, 422, '数据查询失败')
          : envelope({ list: ROWS, page: 1, pageSize: 10, totalCount: 3 });
      },
    });
    renderApp('/data_center');
    const error = await screen.findByTestId('data-error');
    expect(error.textContent).toContain('数据加载失败');
    await userEvent.click(within(error).getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('data-table')).toBeTruthy();
  });

  it('asks for a selection before 生信分析', async () => {
    signedIn();
    renderApp('/data_center');
    await screen.findByTestId('data-table');
    await userEvent.click(screen.getByTestId('data-analyse'));
    expect(await screen.findByText('请至少选择一条数据!')).toBeTruthy();
  });

  it('分析这批数据 (?select=orderNo) ticks that order’s libraries in the whole list', async () => {
    signedIn();
    renderApp('/data_center?select=2026112000000001');
    await screen.findByTestId('data-table');
    await waitFor(() => expect(screen.getByTestId('data-analyse').textContent).toContain('已选2条'));
    const checked = (name: string) =>
      (within(screen.getByTestId(`data-row-${name}`)).getByRole('checkbox') as HTMLInputElement).checked;
    expect([checked('L1'), checked('L2'), checked('X9')]).toEqual([true, true, false]);
    // The list on screen is not filtered by the order: the third library, of another order, is still there.
    expect(listCalls.some((params) => params.get('keyWord') === null)).toBe(true);
  });
});

describe('/bioanalytical', { timeout: 20_000 }, () => {
  const TYPES: AnalysisType[] = [
    { goodsId: 31, goodsName: '全基因组重测序分析', goodsImg: '', skuId: 301, unitPrice: '300.00', species: '人' },
    { goodsId: 32, goodsName: '转录组差异表达分析', goodsImg: '', skuId: 302, unitPrice: '1080.00', species: '通用' },
  ];
  const quote = (skuIds: number[]): AnalysisQuote => {
    const lines = TYPES.filter((type) => skuIds.includes(type.skuId)).map((type) => ({
      goodsId: type.goodsId,
      skuId: type.skuId,
      goodsName: type.goodsName,
      unitPrice: type.unitPrice,
      chargedYields: 7.3,
      totalPrice: type.skuId === 301 ? '2190.00' : '7884.00',
    }));
    return {
      lines,
      totalPrice: skuIds.length === 2 ? '10074.00' : (lines[0]?.totalPrice ?? '0.00'),
      availableCredit: '50000.00',
      overCredit: false,
      libraries: [],
    };
  };

  it('shows the server’s price for the chosen analyses before 提交, then asks for the genome', async () => {
    const submitted: unknown[] = [];
    signedIn({
      '/api/NewAnalysis/GetAnalysisTypes': () => envelope(TYPES),
      '/api/NewAnalysis/GetGenomeList': () => envelope([{ key: 'GRCh38', value: 'GRCh38 (人)', species: '人' }]),
      '/api/NewAnalysis/GetOutFileTypes': () => envelope([{ key: 'BAM', value: '比对结果（BAM）' }]),
      '/api/NewAnalysis/GetAnalysisQuote': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { goodsList: Array<{ skuId: number }> };
        return envelope(quote(body.goodsList.map((goods) => goods.skuId)));
      },
      '/api/NewAnalysis/SubmitAnalysis': (_url, init) => {
        submitted.push(JSON.parse(String(init?.body)));
        return envelope({ orderNos: ['2026112400000099'] });
      },
    });
    renderApp('/bioanalytical?libs=10.1,20.2');
    await userEvent.click(await screen.findByTestId('bioanalytical-next'));
    expect(await screen.findByText('请至少选择一个分析类型')).toBeTruthy();
    await userEvent.click(screen.getByTestId('analysis-type-301'));
    await userEvent.click(screen.getByTestId('analysis-type-302'));
    await waitFor(() => expect(screen.getByTestId('bioanalytical-total').textContent).toBe('¥10074.00'));
    expect(screen.getByTestId('bioanalytical-price').textContent).toContain('¥300.00/G × 7.3G');
    await userEvent.click(screen.getByTestId('bioanalytical-next'));
    await userEvent.click(await screen.findByTestId('bioanalytical-submit'));
    // Toasts are shown one after the other: the genome message follows the type message.
    expect(await screen.findByText('请选择参考基因组', {})).toBeTruthy();
    expect(submitted).toEqual([]);
  });
});
