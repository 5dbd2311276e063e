// How the API process is started, wherever it runs (pnpm start, the benches; docker/entrypoint.sh says the same,
// checked by apps/api/test/structure/api-runtime.e2e-spec.ts).
//
// V8's young generation: with the default 16 MB semi-spaces, a catalogue request spent 40-55 µs of its 300 µs of
// CPU in garbage collection under 50 connections, because about 50 requests are always in flight and each
// scavenge copies what they hold; 32 MB semi-spaces halve the scavenges (GC 25-30 µs a request). The space grows
// only under allocation pressure: an idle API's memory is unchanged, a busy one holds up to 32 MB more.
// API_SEMI_SPACE_MB overrides it.
export const DEFAULT_API_SEMI_SPACE_MB = 32;

/** Node's flags for the API process, from the environment's API_SEMI_SPACE_MB or the default. */
export function apiNodeArgs(env = process.env) {
  const raw = env.API_SEMI_SPACE_MB;
  const megabytes = raw === undefined || raw === '' ? DEFAULT_API_SEMI_SPACE_MB : Number(raw);
  if (!Number.isInteger(megabytes) || megabytes < 1 || megabytes > 256) {
    throw new Error(`API_SEMI_SPACE_MB must be a whole number of megabytes from 1 to 256, not "${raw}".`);
  }
  return [`--max-semi-space-size=${megabytes}`];
}
