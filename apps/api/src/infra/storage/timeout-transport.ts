import type * as http from 'node:http';

/** A storage request that went silent for too long; the envelope filter answers it as "server busy". */
export class StorageTimeoutError extends Error {
  override name = 'StorageTimeoutError';
}

/** What the `minio` client calls of node:http / node:https. */
type Transport = Pick<typeof http, 'request'>;

/**
 * node:http or node:https for the `minio` client, whose request options have no timeout: each request's socket
 * is destroyed when nothing moves on it for `timeoutMs` (connecting, waiting for the answer, or mid-download), so
 * that a storage server that hangs fails the call instead of holding it. An inactivity limit, not a total one: a
 * large download that keeps flowing is never cut.
 */
export function timeoutTransport(transport: Transport, timeoutMs: number): Transport {
  return {
    // The client calls the (options, callback) form only.
    request: ((options: http.RequestOptions, callback?: (response: http.IncomingMessage) => void) => {
      const request = transport.request(options, callback);
      request.setTimeout(timeoutMs, () => {
        request.destroy(new StorageTimeoutError(`Object storage did not answer within ${timeoutMs} ms`));
      });
      return request;
    }) as typeof http.request,
  };
}
