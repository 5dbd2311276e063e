import { PdfRenderGate } from './pdf-render-gate.js';

describe('PdfRenderGate', () => {
  it('runs one piece of work at a time, in the order asked, and releases the turn after a failure', async () => {
    const gate = new PdfRenderGate();
    const log: string[] = [];
    const step = (name: string, fail = false) =>
      gate.run(async () => {
        log.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([step('a'), step('b', true), step('c')]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(gate.queued).toBe(0);
  });

  it('lets `concurrency` pieces run together', async () => {
    const gate = new PdfRenderGate(2);
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 5 }, () =>
        gate.run(async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
  });
});
