/**
 * Lets one PDF be produced at a time in this process. Rendering (layout, font subsetting, barcodes) is synchronous
 * CPU work of about 0.1-0.3 s that holds the event loop: 50 documents asked for at once, each fetching its data and
 * then rendering, kept the database answers of the waiting ones unread for seconds, until their query timeouts
 * fired and they were refused ("服务器繁忙"). Queued here before their data is read, requests wait without a timer
 * running, and each reads its data right before its own render. The wait is the queue's length times one render:
 * `pnpm bench` (BENCH_ONLY=print) measures it.
 */
export class PdfRenderGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly concurrency = 1) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
    try {
      return await work();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }

  /** Requests waiting for their turn (for tests and logs). */
  get queued(): number {
    return this.waiting.length;
  }
}

/** The process's one gate: every PDF endpoint goes through it. */
export const pdfRenderGate = new PdfRenderGate();
