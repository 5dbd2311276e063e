import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/testing/fake-event-source';
import { openTicketStream, type TicketStreamStatus } from './ticket-stream';

/** Lets the awaited fetchUrl of a connect attempt settle (fake timers do not run promise callbacks). */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

describe('openTicketStream', () => {
  let tickets: number;
  let answers: Array<string | 'signed-out' | null>;
  let statuses: TicketStreamStatus[];
  let received: Array<[string, unknown]>;

  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.reset();
    vi.stubGlobal('EventSource', FakeEventSource);
    tickets = 0;
    answers = [];
    statuses = [];
    received = [];
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    FakeEventSource.reset();
  });

  function open(): () => void {
    return openTicketStream({
      fetchUrl: () => {
        tickets += 1;
        const planned = answers.shift();
        return Promise.resolve(planned === undefined ? `/stream?ticket=t${tickets}` : planned);
      },
      events: ['message'],
      onMessage: (event, data) => received.push([event, data]),
      onStatus: (status) => statuses.push(status),
    });
  }

  it('opens with a fresh ticket, forwards ready and named events, and reports live', async () => {
    const close = open();
    await settle();
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.latest().url).toBe('/stream?ticket=t1');
    FakeEventSource.latest().emit('ready', {});
    FakeEventSource.latest().emit('message', { text: '您好' });
    expect(received).toEqual([
      ['ready', null],
      ['message', { text: '您好' }],
    ]);
    expect(statuses).toEqual(['connecting', 'live']);
    close();
  });

  it('reconnects after a drop with a new ticket, backing off 1 s, 2 s, 4 s while tickets fail', async () => {
    const close = open();
    await settle();
    FakeEventSource.latest().emit('ready', {});
    answers.push(null, null);
    FakeEventSource.latest().fail();
    expect(FakeEventSource.latest().readyState).toBe(FakeEventSource.CLOSED);
    expect(statuses.at(-1)).toBe('offline');

    // First retry after 1 s: the ticket fails, so the next waits 2 s.
    await vi.advanceTimersByTimeAsync(999);
    expect(tickets).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(tickets).toBe(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(tickets).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(tickets).toBe(3);
    // The third retry (after 4 s) gets a ticket and opens the stream.
    await vi.advanceTimersByTimeAsync(3_999);
    expect(FakeEventSource.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(tickets).toBe(4);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.latest().url).toBe('/stream?ticket=t4');

    // Once live again the backoff starts over at 1 s.
    FakeEventSource.latest().emit('ready', {});
    FakeEventSource.latest().fail();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(tickets).toBe(5);
    close();
  });

  it('keeps one subscription after reconnecting: events arrive once, the old stream is closed and ignored', async () => {
    const close = open();
    await settle();
    const first = FakeEventSource.latest();
    first.emit('ready', {});
    first.fail();
    // A second error from the same dropped stream must not schedule a second reconnect.
    first.fail();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeEventSource.instances).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.instances).toHaveLength(2);
    const second = FakeEventSource.latest();
    second.emit('ready', {});
    second.emit('message', { n: 1 });
    expect(received.filter(([event]) => event === 'message')).toEqual([['message', { n: 1 }]]);
    expect(FakeEventSource.instances.filter((each) => each.readyState !== FakeEventSource.CLOSED)).toEqual([second]);
    close();
  });

  it('reconnects at once on expired, and stops for good when signed out or closed', async () => {
    const close = open();
    await settle();
    FakeEventSource.latest().emit('ready', {});
    answers.push('signed-out');
    FakeEventSource.latest().emit('expired', {});
    await vi.advanceTimersByTimeAsync(0);
    expect(tickets).toBe(2);
    expect(statuses.at(-1)).toBe('offline');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(tickets).toBe(2);
    expect(FakeEventSource.instances).toHaveLength(1);
    close();

    const closeAgain = open();
    await settle();
    FakeEventSource.latest().fail();
    closeAgain();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(tickets).toBe(3);
  });
});
