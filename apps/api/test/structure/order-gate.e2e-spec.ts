import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceFiles } from '../support/source-files.js';

const MODULES = fileURLToPath(new URL('../../src/modules/', import.meta.url));

/**
 * Ways of reading or locking one order row directly. Reports may still join customer_order (workbench, billing,
 * sample lists); finding, locking or changing an order goes through OrderLookupService or OrderTransitionsService.
 */
const DIRECT_ORDER_ACCESS: Array<[string, RegExp]> = [
  ['repository of CustomerOrder', /getRepository\(\s*CustomerOrder\s*\)/],
  ['SELECT from customer_order without a join alias', /FROM customer_order\s+WHERE/i],
  ['UPDATE of customer_order', /UPDATE\s+customer_order/i],
  ['a local lockOrderBy… helper', /function lockOrderBy/],
  ['the message 订单不存在 written again', /'订单不存在'/],
];

describe('Order gate: only the orders module reads, locks or changes customer_order rows', () => {
  it('finds no direct order access outside modules/orders', () => {
    const found: string[] = [];
    for (const file of sourceFiles(MODULES)) {
      const path = relative(MODULES, file);
      if (path.startsWith('orders/')) continue;
      const text = readFileSync(file, 'utf8');
      for (const [what, pattern] of DIRECT_ORDER_ACCESS) if (pattern.test(text)) found.push(`${path}: ${what}`);
    }
    expect(found).toEqual([]);
  });

  it('defines 订单不存在 once in the orders module', () => {
    const definitions = sourceFiles(join(MODULES, 'orders')).filter((file) =>
      readFileSync(file, 'utf8').includes("'订单不存在'"),
    );
    expect(definitions.map((file) => relative(MODULES, file))).toEqual(['orders/order-not-found.error.ts']);
  });
});
