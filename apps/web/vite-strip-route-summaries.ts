import type { Plugin } from 'vite';

/** The contract's per-domain route tables (packages/contract/src/routes/tables/*.routes.ts). */
const ROUTE_TABLE = /packages[\\/]contract[\\/]src[\\/]routes[\\/]tables[\\/][^\\/]+\.routes\.ts$/;

/** One `summary: '…',` line of a route's definition, as prettier writes it. */
const SUMMARY_LINE = /^[ \t]*summary: '(?:[^'\\\n]|\\.)*',?[ \t]*\r?\n/gm;

/**
 * Every route of the contract carries a summary for Swagger: about 190 Chinese sentences that the browser never
 * shows, since the web app reads only a route's method and path. The web build leaves them out of the route
 * tables, which the first page loads. A summary written in any other shape fails the build instead of being kept
 * without notice.
 */
export function stripRouteSummaries(): Plugin {
  return {
    name: 'seqportal:strip-route-summaries',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!ROUTE_TABLE.test(id)) return null;
      const stripped = code.replace(SUMMARY_LINE, '');
      if (/\bsummary\s*:/.test(stripped)) {
        this.error(`${id}: a route summary that is not one single-quoted line; write it as \`summary: '…',\``);
      }
      return { code: stripped, map: null };
    },
  };
}
