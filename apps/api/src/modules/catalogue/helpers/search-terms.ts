/** At most this many words of a search take part; more would only slow the query down. */
const MAX_TERMS = 5;

/**
 * Splits a search into lower-cased words (full-width spaces included), so that "全基因组 PE150" finds SKUs
 * whose (lower-cased) search text contains both words, in any order. Plain LIKE on lower-cased text is
 * several times faster than ILIKE on Chinese text, and the pg_trgm index serves both.
 */
export function searchTerms(search: string | undefined): string[] {
  if (!search) return [];
  return search
    .toLowerCase()
    .split(/[\s\u3000,，]+/)
    .map((term) => term.trim())
    .filter(Boolean)
    .slice(0, MAX_TERMS);
}

export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** What one SKU is found by: the goods' name and keywords, its platform, and the SKU's code and label. */
export function skuSearchText(parts: {
  goodsName: string;
  keywords?: string;
  platform?: string;
  skuCode: string;
  specName: string;
}): string {
  return [parts.goodsName, parts.specName, parts.skuCode, parts.platform ?? '', parts.keywords ?? '']
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}
