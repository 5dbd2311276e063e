import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { compressText, preferredCoding } from './content-coding.js';
import { appendVary } from './vary.js';
import { hookList } from './route-hooks.js';

/**
 * JSON answers of at least this many bytes go out compressed to clients that accept it (issue 22). Measured on the
 * catalogue's answers: compressing costs about 50-120 µs of CPU whatever the size (most of it is setting up the
 * compressor), and saves 0.6 KB on a detail page (1.6 → 1.0 KB) and 4 KB on a list page (4.9 → 0.9 KB): 3 and 20 ms
 * on a phone's slow 4G link (about 200 bytes a millisecond). Below 1 KB an answer fits in a packet or two and there
 * is nothing worth saving.
 */
export const JSON_COMPRESSION_MIN_BYTES = 1024;

/**
 * Compresses the API's JSON answers from JSON_COMPRESSION_MIN_BYTES up. A send hook of each /api route, added
 * after the route's own (the catalogue's ETag is taken from the answer as written, so a compressed and a plain copy
 * carry the same tag and revalidate alike). Answers that are not JSON text (files, PDFs, sheets, event streams) or
 * that already carry a coding pass unchanged. Call before the routes are registered, after installConditionalGet.
 */
export function installJsonCompression(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    route.onSend = [...hookList(route.onSend), compressJson];
  });
}

const compressJson: onSendHookHandler = (request, reply, payload, done) => {
  if (typeof payload !== 'string' || payload.length === 0 || !isCompressible(request, reply)) {
    done(null, payload);
    return;
  }
  // A UTF-16 length under the limit can still be more bytes (Chinese text is three per character): measure those.
  if (payload.length < JSON_COMPRESSION_MIN_BYTES && Buffer.byteLength(payload) < JSON_COMPRESSION_MIN_BYTES) {
    done(null, payload);
    return;
  }
  appendVary(reply, 'Accept-Encoding');
  const coding = preferredCoding(request.headers['accept-encoding']);
  if (coding === null) {
    done(null, payload);
    return;
  }
  void reply.header('content-encoding', coding);
  void reply.removeHeader('content-length');
  done(null, compressText(payload, coding));
};

function isCompressible(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method === 'HEAD' || reply.hasHeader('content-encoding')) return false;
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('application/json');
}
