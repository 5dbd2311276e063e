import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/** Instances that already have the plugin queued: the check must not wait for it to load (see below). */
const registered = new WeakSet<FastifyInstance>();

const OPTIONS: FastifyMultipartOptions = { throwFileSizeLimit: true, limits: { files: 1, fields: 20 } };

/**
 * Registers @fastify/multipart once per Fastify instance, whichever module asks first (delivery uploads, file
 * uploads). Limits are set per request by each handler; the plugin's global ones are only a safety net.
 * Call it from onModuleInit. The plugin is only queued, not awaited: awaiting would make Fastify build the
 * routes Nest has declared so far right away, before Nest installs its error handler, and body-parsing errors
 * (malformed JSON, oversized bodies) would then bypass the envelope. Queued, it loads with everything else at ready().
 */
export function ensureMultipart(fastify: FastifyInstance): void {
  if (registered.has(fastify) || fastify.hasContentTypeParser('multipart/form-data')) return;
  registered.add(fastify);
  void fastify.register(registerMultipart);
}

/*
 * The plugin adds two promise-returning hooks to every request of the instance: one listens for the response
 * closing early, the other deletes the temp files a handler saved. Only a multipart request can have such files,
 * yet every JSON call (the whole catalogue) paid for both. They are kept, and run for multipart requests only.
 */
async function registerMultipart(fastify: FastifyInstance): Promise<void> {
  const onlyMultipartHooks = new Proxy(fastify, {
    get(target, property) {
      if (property === 'addHook') {
        return (name: string, hook: FileCleanupHook) =>
          target.addHook(
            name as 'onRequest',
            name === 'onRequest' || name === 'onResponse' ? forMultipartRequests(hook) : hook,
          );
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  await new Promise<void>((resolve, reject) => {
    // The plugin function itself (not register()), so that it decorates this very instance, as fastify-plugin would.
    const pending = (multipart as unknown as MultipartPlugin)(onlyMultipartHooks, OPTIONS, (error) =>
      error ? reject(error) : resolve(),
    );
    void pending?.then(() => resolve(), reject);
  });
}
// Like fastify-plugin: registered on the instance it is given, not in a child context.
Object.assign(registerMultipart, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'seqportal-multipart',
});

type FileCleanupHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
type MultipartPlugin = (
  instance: FastifyInstance,
  options: FastifyMultipartOptions,
  done: (error?: Error) => void,
) => Promise<void> | void;

const MULTIPART_CONTENT_TYPE = /^\s*multipart\//i;

function forMultipartRequests(hook: FileCleanupHook) {
  return function (
    this: FastifyInstance,
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ): void {
    if (!MULTIPART_CONTENT_TYPE.test(request.headers['content-type'] ?? '')) {
      done();
      return;
    }
    hook.call(this, request, reply).then(() => done(), done);
  };
}
