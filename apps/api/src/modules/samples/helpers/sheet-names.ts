import { readZipEntry } from './xlsx-guard.js';

/*
 * Sheet names by worksheet file number (xl/worksheets/sheet3.xml → 3), read from xl/workbook.xml and its
 * relationships. exceljs' streaming reader resolves names itself only when those parts happen to be parsed before
 * the sheets, and it fails now and then when they are not; the names are only needed for error messages, so they
 * are read here, independently of the order of the zip entries.
 */

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    return ENTITIES[entity] ?? whole;
  });
}

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.matchAll(/([\w:]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    found.set(match[1] ?? '', unescapeXml(match[3] ?? match[4] ?? ''));
  }
  return found;
}

export function sheetNamesByFile(buffer: Buffer): Map<string, string> {
  const names = new Map<string, string>();
  const workbook = readZipEntry(buffer, 'xl/workbook.xml')?.toString('utf8');
  const rels = readZipEntry(buffer, 'xl/_rels/workbook.xml.rels')?.toString('utf8');
  if (!workbook || !rels) return names;
  const targets = new Map<string, string>();
  for (const [tag] of rels.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
    const attrs = attributes(tag);
    const number = /worksheets\/sheet(\d+)\.xml$/.exec(attrs.get('Target') ?? '')?.[1];
    const id = attrs.get('Id');
    if (number && id) targets.set(id, number);
  }
  for (const [tag] of workbook.matchAll(/<(?:\w+:)?sheet\b[^>]*>/g)) {
    const attrs = attributes(tag);
    // The relationship id attribute is r:id, whatever prefix the writer bound to the relationships namespace.
    const relationId = [...attrs].find(([key]) => /:id$/.test(key))?.[1] ?? '';
    const number = targets.get(relationId);
    const name = attrs.get('name');
    if (number && name) names.set(number, name);
  }
  return names;
}
