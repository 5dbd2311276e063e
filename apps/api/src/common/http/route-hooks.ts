/**
 * A route's hooks of one kind as a list. Fastify takes none, one function or a list in a route's options, and the
 * onRoute hooks that add their own (ETag, compression, raw replies, body guard) keep whatever the route brought.
 */
export function hookList<Hook>(hooks: Hook | readonly Hook[] | undefined): Hook[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? [...(hooks as readonly Hook[])] : [hooks as Hook];
}
