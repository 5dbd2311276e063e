import { IDEMPOTENCY_KEY_HEADER } from '@seqportal/contract';

/**
 * A fresh Idempotency-Key (DESIGN.md section 2). crypto.getRandomValues rather than randomUUID: the latter
 * exists only in secure contexts, and an intranet deployment on plain http must still be able to order.
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  // RFC 4122 version 4 layout, so server logs read it as an ordinary UUID.
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function idempotencyHeaders(key: string): Record<string, string> {
  return { [IDEMPOTENCY_KEY_HEADER]: key };
}

/**
 * Keeps one key per request body: pressing the button again after a timeout resends the same body with the same
 * key, so the server answers the first result instead of placing a second order; a different body gets a new key.
 */
export function createIdempotencyKeeper(): (body: unknown) => string {
  let lastBody: string | null = null;
  let lastKey = '';
  return (body: unknown) => {
    const text = JSON.stringify(body);
    if (text !== lastBody) {
      lastBody = text;
      lastKey = newIdempotencyKey();
    }
    return lastKey;
  };
}
