import { formatSseMessage, formatSseRetry } from './sse-format.js';

describe('formatSseMessage', () => {
  it('writes id, event and one JSON data line, ended by a blank line', () => {
    expect(formatSseMessage({ id: 'e1', event: 'sample-progress', data: { orderNo: 'SO1', step: 'RECEIVED' } })).toBe(
      'id: e1\nevent: sample-progress\ndata: {"orderNo":"SO1","step":"RECEIVED"}\n\n',
    );
  });

  it('keeps text with newlines on one data line', () => {
    const message = formatSseMessage({ event: 'express', data: { status: 'line one\nline two' } });
    expect(message).toBe('event: express\ndata: {"status":"line one\\nline two"}\n\n');
    expect(message.trimEnd().split('\n')).toHaveLength(2);
  });

  it('refuses an event name or id that would break the framing', () => {
    expect(() => formatSseMessage({ event: 'a\ndata: forged', data: null })).toThrow('single line');
    expect(() => formatSseMessage({ id: '1\r\n', event: 'ready', data: null })).toThrow('single line');
  });

  it('writes a retry field in whole milliseconds', () => {
    expect(formatSseRetry(5000.7)).toBe('retry: 5000\n\n');
  });
});
