/** A parsed Server-Sent Events message. */
export interface SseMessage {
  event: string;
  id: string | null;
  data: unknown;
}

/**
 * A minimal EventSource for tests, over fetch: it keeps every message it has read, and `next` waits for the next
 * one of a type. Reading the raw stream (rather than a library) lets the tests check the wire format as well.
 */
export class SseTestClient {
  private readonly messages: SseMessage[] = [];
  private readonly waiters: Array<() => void> = [];
  private readonly controller = new AbortController();
  private cursor = 0;
  status = 0;
  contentType = '';
  /** The body when the server answered JSON instead of a stream. */
  json: unknown = null;

  static async open(url: string): Promise<SseTestClient> {
    const client = new SseTestClient();
    const response = await fetch(url, { signal: client.controller.signal, headers: { accept: 'text/event-stream' } });
    client.status = response.status;
    client.contentType = response.headers.get('content-type') ?? '';
    if (!client.contentType.startsWith('text/event-stream')) {
      client.json = await response.json();
      return client;
    }
    void client.read(response.body!);
    return client;
  }

  /** Resolves with the next unread message of this type (skipping others), or fails after the timeout. */
  async next(event: string, timeoutMs = 5000): Promise<SseMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.cursor < this.messages.length) {
        const message = this.messages[this.cursor];
        this.cursor += 1;
        if (message.event === event) return message;
      }
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`No "${event}" event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Every message read so far. */
  all(): SseMessage[] {
    return [...this.messages];
  }

  close(): void {
    this.controller.abort();
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let boundary = buffer.indexOf('\n\n');
        while (boundary >= 0) {
          this.parse(buffer.slice(0, boundary));
          buffer = buffer.slice(boundary + 2);
          boundary = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close(), or the server ended the stream.
    } finally {
      this.messages.push({ event: '<closed>', id: null, data: null });
      this.wake();
    }
  }

  private parse(block: string): void {
    let event = 'message';
    let id: string | null = null;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const [field, ...rest] = line.split(':');
      const value = rest.join(':').replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'id') id = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length === 0) return;
    this.messages.push({ event, id, data: JSON.parse(data.join('\n')) });
    this.wake();
  }

  private wake(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }
}
