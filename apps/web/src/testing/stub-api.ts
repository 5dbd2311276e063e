import type { ApiEnvelope } from '@seqportal/contract';
import { vi, type Mock } from 'vitest';

/** A handler answers one API path: an envelope (sent as HTTP 200 JSON) or a ready-made Response. */
export type ApiHandler = (url: URL, init: RequestInit | undefined) => ApiEnvelope<unknown> | Response;

/** One call a fake API received: its path, JSON body, query and headers, for a test to check afterwards. */
export interface RecordedCall {
  path: string;
  body: Record<string, unknown>;
  query: Record<string, string>;
  headers: Record<string, string>;
}

/** A handler for `path` that appends each call to `calls` before answering it. */
export function recording(
  calls: RecordedCall[],
  path: string,
  answer: (call: RecordedCall) => ApiEnvelope<unknown>,
): ApiHandler {
  return (url, init) => {
    const call: RecordedCall = {
      path,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {},
      query: Object.fromEntries(url.searchParams.entries()),
      headers: { ...(init?.headers as Record<string, string> | undefined) },
    };
    calls.push(call);
    return answer(call);
  };
}

export function envelope<T>(body: T, code = 0, message = code === 0 ? '成功' : '失败'): ApiEnvelope<T> {
  return { code, message, body };
}

export function jsonResponse(value: unknown, status = 200): Response {
  return new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces global fetch for unit tests only, routing by URL path. Unlisted paths answer a success envelope
 * with a null body, the way an empty but healthy API would.
 */
export function stubApi(handlers: Readonly<Record<string, ApiHandler>> = {}): Mock<typeof fetch> {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[url.pathname];
    const answer = handler ? handler(url, init) : envelope(null);
    return answer instanceof Response ? answer : jsonResponse(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
