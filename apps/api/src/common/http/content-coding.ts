import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/** Brotli at quality 5 compresses JSON about a tenth better than gzip for the same time; gzip for the others. */
const BROTLI_QUALITY = 5;

export type ContentCoding = 'br' | 'gzip';

/**
 * The coding to answer with from an Accept-Encoding header: brotli before gzip, each only if its weight is above 0
 * (an explicit `br;q=0` refuses it; `*` stands for the codings not named).
 */
export function preferredCoding(acceptEncoding: string | string[] | undefined): ContentCoding | null {
  if (acceptEncoding === undefined) return null;
  const weights = new Map<string, number>();
  for (const entry of String(acceptEncoding).split(',')) {
    const [name, ...params] = entry.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (coding: ContentCoding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

export function compressText(text: string, coding: ContentCoding): Buffer {
  return coding === 'br'
    ? brotliCompressSync(text, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
        },
      })
    : gzipSync(text);
}
