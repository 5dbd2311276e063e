import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminLoginResponse, CreditNoteEntry, StaffRoleValue } from '@seqportal/contract';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { envelope, stubApi } from '@/testing/stub-api';
import { normaliseAmount, validateCreditNote } from './credit-notes';

const PATH = '/api/admin/statements/credit-notes';

function login(roles: StaffRoleValue[]): AdminLoginResponse {
  return { token: 'staff-token', username: 'support', displayName: '客服小李', roles, expiresIn: 900 };
}

function entry(id: number, overrides: Partial<CreditNoteEntry> = {}): CreditNoteEntry {
  return {
    id,
    creditNoteNo: `JM20261124${String(id).padStart(6, '0')}`,
    orderNo: `SO2026112000${String(id).padStart(2, '0')}`,
    contractNo: 'HT-2026-SH-001',
    ownerName: '上海示例生物科技有限公司',
    amount: '100.00',
    reason: `减免原因${id}`,
    issuedOn: '2026-11-24',
    staffName: '客服小李',
    createdAt: '2026-11-24T02:00:00.000Z',
    ...overrides,
  };
}

/** A fake of the two credit-note calls (GET lists what was issued, POST issues or refuses one); no disputes. */
function fakeCreditApi(roles: StaffRoleValue[] = ['support']) {
  const issued: CreditNoteEntry[] = [entry(1)];
  const posts: Array<Record<string, unknown>> = [];
  const listQueries: Array<Record<string, string>> = [];
  let refusal: string | null = null;
  stubApi({
    '/api/admin/auth/login': () => envelope(login(roles)),
    '/api/admin/statements/disputes': () => envelope({ list: [], page: 1, pageSize: 20, totalCount: 0 }),
    [PATH]: (url, init) => {
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { orderNo: string; amount: string; reason: string };
        posts.push(body);
        if (refusal) return envelope(null, 400, refusal);
        const note = entry(issued.length + 1, { orderNo: body.orderNo, amount: body.amount, reason: body.reason });
        issued.unshift(note);
        return envelope(
          {
            creditNoteNo: note.creditNoteNo,
            orderNo: note.orderNo,
            contractNo: note.contractNo,
            amount: note.amount,
            reason: note.reason,
            issuedOn: note.issuedOn,
            remaining: '899.50',
          },
          0,
          '减免已开具',
        );
      }
      listQueries.push(Object.fromEntries(url.searchParams.entries()));
      const page = Number(url.searchParams.get('page') ?? '1');
      return envelope({
        list: issued.slice((page - 1) * 20, page * 20),
        page,
        pageSize: 20,
        totalCount: issued.length,
      });
    },
  });
  return {
    posts,
    listQueries,
    refuse: (message: string | null) => {
      refusal = message;
    },
  };
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/账号/), 'support');
  await user.type(screen.getByLabelText(/密码/), 'support123456');
  await user.click(screen.getByRole('button', { name: /登录/ }));
  return user;
}

describe('credit note rules', () => {
  it('checks empty and malformed amounts and normalises good ones to two decimals', () => {
    const base = { orderNo: 'SO1', reason: '返工' };
    expect(validateCreditNote({ ...base, amount: '' })).toEqual({ amount: '请填写减免金额' });
    for (const amount of ['0', '0.00', '-5', '1.234', 'abc', '1e3', '.5', '1,000'])
      expect(validateCreditNote({ ...base, amount }), amount).toEqual({
        amount: '请输入正确的减免金额（大于0，最多两位小数）',
      });
    expect(validateCreditNote({ orderNo: ' ', amount: '5', reason: '' })).toEqual({
      orderNo: '请填写订单编号',
      reason: '请填写减免原因',
    });
    expect(validateCreditNote({ ...base, amount: ' 0.5 ' })).toEqual({});
    expect(normaliseAmount('5')).toBe('5.00');
    expect(normaliseAmount('0.5')).toBe('0.50');
    expect(normaliseAmount('007.1')).toBe('7.10');
    expect(normaliseAmount('100.25')).toBe('100.25');
  });
});

describe('credit notes (/lab/credit-notes)', () => {
  it('validates, confirms the order and amount, issues the note and refreshes the list', async () => {
    const api = fakeCreditApi();
    renderApp('/lab/credit-notes');
    const user = await signIn();
    const list = await screen.findByTestId('credit-note-list');
    await waitFor(() => expect(list.textContent).toContain('减免原因1'));
    expect(list.textContent).toContain('上海示例生物科技有限公司');
    expect(list.textContent).toContain('客服小李');
    expect(api.listQueries[0]).toMatchObject({ page: '1', pageSize: '20' });

    await user.click(screen.getByTestId('credit-review'));
    expect(await screen.findByText('请填写订单编号')).toBeTruthy();
    expect(screen.getByText('请填写减免金额')).toBeTruthy();
    expect(screen.getByText('请填写减免原因')).toBeTruthy();
    await user.type(screen.getByTestId('credit-order-no'), 'SO202611200009');
    await user.type(screen.getByTestId('credit-amount'), '12.345');
    await user.type(screen.getByTestId('credit-reason'), '质检返工');
    await user.click(screen.getByTestId('credit-review'));
    expect(await screen.findByText('请输入正确的减免金额（大于0，最多两位小数）')).toBeTruthy();
    expect(screen.queryByTestId('credit-confirm')).toBeNull();

    await user.clear(screen.getByTestId('credit-amount'));
    await user.type(screen.getByTestId('credit-amount'), '100.5');
    await user.click(screen.getByTestId('credit-review'));
    const confirm = await screen.findByTestId('credit-confirm');
    expect(confirm.textContent).toContain('SO202611200009');
    expect(confirm.textContent).toContain('100.50 元');
    expect(confirm.textContent).toContain('质检返工');
    expect(api.posts).toEqual([]);

    await user.click(screen.getByTestId('credit-confirm-submit'));
    const success = await screen.findByTestId('credit-success');
    expect(success.textContent).toContain('减免已开具');
    expect(success.textContent).toContain('订单仍未付 899.50 元');
    expect(api.posts).toEqual([{ orderNo: 'SO202611200009', amount: '100.50', reason: '质检返工' }]);
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(3));
    expect(within(list).getAllByRole('row')[1]!.textContent).toContain('SO202611200009');
    expect((screen.getByTestId('credit-order-no') as HTMLInputElement).value).toBe('');
  });

  it('shows the server message and keeps what was typed', async () => {
    const api = fakeCreditApi(['admin', 'lab', 'support']);
    api.refuse('减免金额不能超过订单未付金额');
    renderApp('/lab/credit-notes');
    const user = await signIn();
    await user.type(await screen.findByTestId('credit-order-no'), 'SO202611200001');
    await user.type(screen.getByTestId('credit-amount'), '99999');
    await user.type(screen.getByTestId('credit-reason'), '误差');
    await user.click(screen.getByTestId('credit-review'));
    await user.click(await screen.findByTestId('credit-confirm-submit'));
    expect((await screen.findByTestId('credit-error')).textContent).toContain('减免金额不能超过订单未付金额');
    expect(screen.queryByTestId('credit-success')).toBeNull();
    expect((screen.getByTestId('credit-order-no') as HTMLInputElement).value).toBe('SO202611200001');
    expect((screen.getByTestId('credit-amount') as HTMLInputElement).value).toBe('99999');
    expect((screen.getByTestId('credit-reason') as HTMLInputElement).value).toBe('误差');

    // Corrected and sent again.
    api.refuse(null);
    await user.clear(screen.getByTestId('credit-amount'));
    await user.type(screen.getByTestId('credit-amount'), '50');
    expect(screen.queryByTestId('credit-error')).toBeNull();
    await user.click(screen.getByTestId('credit-review'));
    await user.click(await screen.findByTestId('credit-confirm-submit'));
    expect(await screen.findByTestId('credit-success')).toBeTruthy();
    expect(api.posts.map((post) => post.amount)).toEqual(['99999.00', '50.00']);
  });

  it('is not offered to lab staff: the console has no link and the address leads back to the bench', async () => {
    const api = fakeCreditApi(['lab']);
    renderApp('/lab/credit-notes');
    await signIn();
    expect(await screen.findByTestId('lab-console')).toBeTruthy();
    expect(screen.queryByTestId('lab-credit-notes')).toBeNull();
    expect(screen.queryByTestId('credit-notes')).toBeNull();
    expect(api.listQueries).toEqual([]);
  });

  it('keeps statement disputes from lab staff too: no console entry, and the address leads back to the bench', async () => {
    fakeCreditApi(['lab']);
    renderApp('/lab/statements');
    await signIn();
    expect(await screen.findByTestId('lab-console')).toBeTruthy();
    expect(screen.queryByTestId('lab-statement-disputes')).toBeNull();
    expect(screen.queryByTestId('statement-disputes')).toBeNull();
  });

  it('offers statement disputes to support staff from the console and beside the credit notes', async () => {
    fakeCreditApi(['support']);
    renderApp('/lab');
    const user = await signIn();
    await user.click(await screen.findByTestId('lab-statement-disputes'));
    expect(await screen.findByTestId('statement-disputes')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: '减免' }));
    await screen.findByTestId('credit-notes');
    expect(screen.getByRole('link', { name: '对账单异议' })).toBeTruthy();
  });

  it('is linked from the console for support staff', async () => {
    fakeCreditApi(['support']);
    renderApp('/lab');
    const user = await signIn();
    await user.click(await screen.findByTestId('lab-credit-notes'));
    expect(await screen.findByTestId('credit-notes')).toBeTruthy();
  });
});
