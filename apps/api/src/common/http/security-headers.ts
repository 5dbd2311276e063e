import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

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

/**
 * Security headers on every answer, set first thing (as @fastify/helmet does) so that a route may still replace
 * one (public files: their own CSP): the API set on /api answers, the web app's helmet set on everything else.
 */
export function registerSecurityHeaders(fastify: FastifyInstance, documentHeaders: Record<string, string>): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    const api = url.startsWith('/api/') && !url.startsWith(DOCUMENT_PATHS_UNDER_API);
    void reply.headers(api ? API_SECURITY_HEADERS : documentHeaders);
    done();
  });
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

