/**
 * One Server-Sent Events message. `data` is JSON on a single line (JSON.stringify never emits raw newlines), and
 * event names and ids are checked because a newline in them would end the field and let text forge messages.
 */
export function formatSseMessage(message: { event: string; data: unknown; id?: string }): string {
  assertSingleLine('event', message.event);
  const lines: string[] = [];
  if (message.id !== undefined) {
    assertSingleLine('id', message.id);
    lines.push(`id: ${message.id}`);
  }
  lines.push(`event: ${message.event}`);
  lines.push(`data: ${JSON.stringify(message.data ?? null)}`);
  return `${lines.join('\n')}\n\n`;
}

/** A comment line: ignored by EventSource, keeps proxies and load balancers from closing an idle stream. */
export const SSE_HEARTBEAT = ': ping\n\n';

/** Tells EventSource how long to wait before reconnecting on its own. */
export function formatSseRetry(milliseconds: number): string {
  return `retry: ${Math.max(0, Math.trunc(milliseconds))}\n\n`;
}

function assertSingleLine(field: string, value: string): void {
  if (/[\r\n]/.test(value)) throw new Error(`SSE ${field} must be a single line`);
}
