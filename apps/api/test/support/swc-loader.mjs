// Node module hooks that run the API's TypeScript sources in a plain `node` process, compiled by SWC with the
// Vitest plugin's options (swc-options.mjs), source maps inline.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transformFile } from '@swc/core';
import { SWC_OPTIONS } from './swc-options.mjs';

const LOADER_OPTIONS = { ...SWC_OPTIONS, sourceMaps: 'inline' };

/**
 * The contract's sources, as the Vitest config aliases them: the API tests run before anything is built, so the
 * package's dist/ may not exist yet (it does not in a clean checkout).
 */
const CONTRACT_SOURCE = new URL('../../../../packages/contract/src/index.ts', import.meta.url).href;

/** Sources import each other as `./x.js` (NodeNext); the file on disk is `./x.ts`. */
export async function resolve(specifier, context, nextResolve) {
  if (specifier === '@seqportal/contract') return { url: CONTRACT_SOURCE, format: 'module', shortCircuit: true };
  const relative = specifier.startsWith('./') || specifier.startsWith('../');
  if (relative && specifier.endsWith('.js') && context.parentURL?.startsWith('file:')) {
    const candidate = fileURLToPath(new URL(specifier, context.parentURL)).replace(/\.js$/, '.ts');
    if (existsSync(candidate)) return { url: pathToFileURL(candidate).href, format: 'module', shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  const { code } = await transformFile(fileURLToPath(url), LOADER_OPTIONS);
  return { format: 'module', source: code, shortCircuit: true };
}
