/**
 * A Server-Sent Events stream opened with a one-time ticket (EventSource cannot send the Authorization header).
 * A ticket is spent on first use, so EventSource's own reconnect can never succeed: every drop closes it and a
 * fresh ticket is fetched, backing off while the server is unreachable. The support chat's customer and staff
 * streams use it.
 */
export type TicketStreamStatus = 'connecting' | 'live' | 'offline';

export interface TicketStreamOptions {
  /** The stream's URL with a fresh ticket; 'signed-out' stops for good, null retries later. */
  fetchUrl: () => Promise<string | 'signed-out' | null>;
  /** Event names to forward (besides `ready`, `expired` and errors, handled here). */
  events: readonly string[];
  onMessage: (event: string, data: unknown) => void;
  onStatus?: (status: TicketStreamStatus) => void;
}

const RECONNECT_MIN_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

function parseData(event: MessageEvent<unknown>): unknown {
  try {
    return typeof event.data === 'string' ? (JSON.parse(event.data) as unknown) : null;
  } catch {
    return null;
  }
}

/** Opens the stream; answers the function that closes it for good. `ready` is forwarded as well. */
export function openTicketStream(options: TicketStreamOptions): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let delay = RECONNECT_MIN_MS;
  let disposed = false;
  const setStatus = (status: TicketStreamStatus): void => {
    if (!disposed) options.onStatus?.(status);
  };
  const closeSource = (): void => {
    source?.close();
    source = null;
  };
  const scheduleReconnect = (wait: number): void => {
    if (disposed || timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, wait);
  };
  const backOff = (): void => {
    setStatus('offline');
    scheduleReconnect(delay);
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };
  const connect = async (): Promise<void> => {
    if (disposed) return;
    setStatus('connecting');
    let url: string | 'signed-out' | null;
    try {
      url = await options.fetchUrl();
    } catch {
      url = null;
    }
    if (disposed) return;
    if (url === 'signed-out') return setStatus('offline');
    if (url === null) return backOff();
    const next = new EventSource(url);
    source = next;
    next.addEventListener('ready', () => {
      delay = RECONNECT_MIN_MS;
      setStatus('live');
      options.onMessage('ready', null);
    });
    for (const type of options.events) {
      next.addEventListener(type, (event) => options.onMessage(type, parseData(event as MessageEvent<unknown>)));
    }
    // The server ends a stream after the token lifetime: reconnect at once with a new ticket.
    next.addEventListener('expired', () => {
      closeSource();
      scheduleReconnect(0);
    });
    next.addEventListener('error', () => {
      if (source !== next) return;
      closeSource();
      backOff();
    });
  };
  void connect();
  return () => {
    disposed = true;
    if (timer !== null) clearTimeout(timer);
    closeSource();
  };
}
