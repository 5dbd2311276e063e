import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceFiles } from '../support/source-files.js';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

/** Class name → the files that export a class of that name, for the names exported more than once. */
function duplicateClassNames(files: { path: string; text: string }[]): Record<string, string[]> {
  const owners = new Map<string, string[]>();
  for (const { path, text } of files) {
    for (const match of text.matchAll(/^export (?:abstract )?class (\w+)/gm)) {
      owners.set(match[1]!, [...(owners.get(match[1]!) ?? []), path]);
    }
  }
  return Object.fromEntries([...owners].filter(([, paths]) => paths.length > 1));
}

/**
 * @nestjs/swagger names a schema after its class: two DTO classes of one name become one schema in the OpenAPI
 * document (the last one read wins, with a "Duplicate DTO detected" warning at start), so a shape is defined once.
 */
describe('API class names', () => {
  it('exports each class name once (one DTO per schema name)', () => {
    const files = sourceFiles(SRC).map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }));
    expect(duplicateClassNames(files)).toEqual({});
  });

  it('finds a name exported twice', () => {
    const dto = 'export class OrderStatusCountDto {}\n';
    expect(
      duplicateClassNames([
        { path: 'billing/dto/billing.dto.ts', text: dto },
        { path: 'orders/print/dto/print-responses.dto.ts', text: `export class Other {}\n${dto}` },
      ]),
    ).toEqual({ OrderStatusCountDto: ['billing/dto/billing.dto.ts', 'orders/print/dto/print-responses.dto.ts'] });
  });
});
