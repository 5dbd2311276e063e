import { act, render, screen, waitFor } from '@testing-library/react';
import type { OrderSampleScheduleItem, OrderSampleScheduleResponse, UserInfo } from '@seqportal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { setToken } from '@/lib/session';
import { createQueryClient } from '@/lib/query-client';
import { FakeEventSource } from '@/testing/fake-event-source';
import { envelope, stubApi } from '@/testing/stub-api';
import { LiveSampleProgress } from './live-sample-progress';

const MEMBER = {
  id: 7,
  nickName: '王博士',
  phone: '13800000001',
  account: 'wang',
  companyName: '',
  email: '',
  auditType: 3,
  balance: null,
} as UserInfo;
const ORDER_NO = 'SO202611210001';

function schedule(reached: Record<string, number>): OrderSampleScheduleResponse {
  const steps: Array<[OrderSampleScheduleItem['step'], string]> = [
    ['SENT', '已寄出'],
    ['RECEIVED', '已收样'],
    ['QC_DONE', '质检完成'],
    ['ON_MACHINE', '上机'],
    ['OFF_MACHINE', '下机'],
    ['SEQUENCING_DONE', '测序完成'],
  ];
  return {
    totalNum: 2,
    list: steps.map(([step, desc]) => ({
      step,
      desc,
      schedule: `${reached[step] ?? 0}/2`,
      date: reached[step] ? '2026-11-21T02:30:00.000Z' : null,
    })),
  };
}

describe('LiveSampleProgress', { timeout: 20_000 }, () => {
  let current: OrderSampleScheduleResponse;
  let ticketCalls: number;

  beforeEach(() => {
    FakeEventSource.reset();
    vi.stubGlobal('EventSource', FakeEventSource);
    current = schedule({ SENT: 2 });
    ticketCalls = 0;
    stubApi({
      '/api/NewPersonalCenter/GetMemberInfo': () => envelope(MEMBER),
      '/api/NewOrder/GetOrderSampleSch': () => envelope(current),
      '/api/NewOrder/OrderEventsTicket': () => {
        ticketCalls += 1;
        return envelope({
          ticket: `t${ticketCalls}`,
          expiresIn: 60,
          url: `/api/NewOrder/OrderEvents?ticket=t${ticketCalls}`,
        });
      },
    });
    setToken('test-token', null, false);
  });
  afterEach(() => FakeEventSource.reset());

  const state = (step: string): string | undefined => screen.getByTestId(`progress-step-${step}`).dataset.state;

  function mount() {
    return render(
      <AppProvider queryClient={createQueryClient()}>
        <LiveSampleProgress orderNo={ORDER_NO} />
      </AppProvider>,
    );
  }

  it('opens the order stream with a one-time ticket and shows the six steps', async () => {
    mount();
    await waitFor(() => expect(state('SENT')).toBe('done'));
    expect(state('RECEIVED')).toBe('pending');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(FakeEventSource.latest().url).toBe(`/api/NewOrder/OrderEvents?ticket=t1&orderNo=${ORDER_NO}`);
    act(() => FakeEventSource.latest().emit('ready', { orderNo: ORDER_NO }));
    await waitFor(() => expect(screen.getByTestId('live-status').dataset.status).toBe('live'));
  });

  it('reloads the strip when the lab records a step, without a page reload', async () => {
    mount();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => FakeEventSource.latest().emit('ready', { orderNo: ORDER_NO }));

    current = schedule({ SENT: 2, RECEIVED: 1 });
    act(() =>
      FakeEventSource.latest().emit('sample-progress', {
        type: 'sample-progress',
        orderNo: ORDER_NO,
        step: 'RECEIVED',
        stepLabel: '已收样',
        samples: [{ sampleId: 1, codeNo: 'YB0001', sendTempCode: 'S1' }],
        occurredAt: '2026-11-21T02:30:00.000Z',
      }),
    );

    await waitFor(() => expect(state('RECEIVED')).toBe('partial'));
    expect(screen.getByTestId('progress-step-RECEIVED').textContent).toContain('1/2');
    expect(screen.getByTestId('live-latest').textContent).toBe('最新动态：10:30 样本 S1 已收样');
  });

  it('reconnects with a fresh ticket when the stream drops, since a spent ticket cannot be reused', async () => {
    mount();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const first = FakeEventSource.latest();

    act(() => first.fail());
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    await waitFor(() => expect(screen.getByTestId('live-status').dataset.status).toBe('offline'));

    // The first retry waits RECONNECT_MIN_MS (1 s).
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    expect(FakeEventSource.latest().url).toContain('ticket=t2');
  });

  it('reconnects at once when the server ends the stream as expired', async () => {
    mount();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => FakeEventSource.latest().emit('expired', null));
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    expect(FakeEventSource.instances[0]?.readyState).toBe(FakeEventSource.CLOSED);
  });
});
