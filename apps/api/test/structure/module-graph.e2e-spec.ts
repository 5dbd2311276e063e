import { readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceFiles } from '../support/source-files.js';

const MODULES = fileURLToPath(new URL('../../src/modules/', import.meta.url));

/** Module folder → the module folders its files import (type-only imports included). */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(MODULES)) {
    const owner = relative(MODULES, file).split(sep)[0]!;
    const edges = graph.get(owner) ?? new Set<string>();
    graph.set(owner, edges);
    for (const match of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const target = relative(MODULES, resolve(dirname(file), match[1]!)).split(sep);
      if (target[0] !== '..' && target.length > 1 && target[0] !== owner) edges.add(target[0]!);
    }
  }
  return graph;
}

/** Every cycle's modules (strongly connected components of more than one module), Tarjan's algorithm. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('API module graph', () => {
  it('has no cycle between module folders (orders owns small interfaces that samples and lab implement)', () => {
    expect(cycles(moduleGraph())).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['orders', new Set(['samples'])],
      ['samples', new Set(['orders'])],
      ['cart', new Set(['orders'])],
    ]);
    expect(cycles(graph)).toEqual([['orders', 'samples']]);
  });

  it('sees the edges that exist, e.g. samples → orders', () => {
    expect([...(moduleGraph().get('samples') ?? [])]).toContain('orders');
  });
});
