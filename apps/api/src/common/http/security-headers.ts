import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';

/**
 * What JSON answers of the API carry (OWASP REST security cheat sheet): no sniffing, nothing may frame or load
 * them as a document, no referrer, HSTS. The document policy of the web app (script, style and image sources)
 * means nothing for JSON, and sending it with every answer cost each client ~500 bytes of headers to parse.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** Swagger UI is an HTML document under /api: it gets the document headers like the web app. */
const DOCUMENT_PATHS_UNDER_API = '/api/docs';

const HSTS = 'strict-transport-security';

/** The four header sets, computed once: API or document, over HTTPS or not. */
export interface SecurityHeaderSets {
  api: { secure: Record<string, string>; plain: Record<string, string> };
  document: { secure: Record<string, string>; plain: Record<string, string> };
}

const withoutHsts = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => name !== HSTS));

export function securityHeaderSets(documentHeaders: Record<string, string>): SecurityHeaderSets {
  return {
    api: { secure: { ...API_SECURITY_HEADERS }, plain: withoutHsts(API_SECURITY_HEADERS) },
    document: { secure: { ...documentHeaders }, plain: withoutHsts(documentHeaders) },
  };
}

/**
 * The security headers of one answer, set first thing (as @fastify/helmet does) so that a route may still replace
 * one (public files: their own CSP): the API set on /api answers, the web app's helmet set on everything else.
 * HSTS only over HTTPS (directly, or behind a trusted proxy that says so): RFC 6797 section 7.2 forbids it on
 * plain HTTP, where a browser ignores it anyway.
 */
export function securityHeadersFor(sets: SecurityHeaderSets, url: string, secure: boolean): Record<string, string> {
  const api = url.startsWith('/api/') && !url.startsWith(DOCUMENT_PATHS_UNDER_API);
  const set = api ? sets.api : sets.document;
  return secure ? set.secure : set.plain;
}

/**
 * The headers @fastify/helmet sets with these options. They depend on nothing but the options (no nonces, no
 * per-request directives), yet the plugin builds every helmet middleware anew at each request, which cost a
 * tenth of the CPU of a catalogue GET. So the plugin answers once, on a scratch Fastify instance, and the
 * headers it added are what every answer gets.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const answer = async (withHelmet: boolean) => {
    const scratch = Fastify({ logger: false });
    if (withHelmet) await scratch.register(helmet, options);
    scratch.get('/', async () => 'ok');
    try {
      return (await scratch.inject({ method: 'GET', url: '/' })).headers;
    } finally {
      await scratch.close();
    }
  };
  const plain = await answer(false);
  const secured = await answer(true);
  return Object.fromEntries(
    Object.entries(secured)
      .filter(([name, value]) => !(name in plain) && typeof value === 'string')
      .map(([name, value]) => [name, value as string]),
  );
}
