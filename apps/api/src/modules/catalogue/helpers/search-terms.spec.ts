import { likePattern, searchTerms, skuSearchText } from './search-terms.js';

describe('search terms', () => {
  it('splits on ASCII and full-width spaces and caps the count', () => {
    expect(searchTerms(' 全基因组\u3000PE150 ')).toEqual(['全基因组', 'pe150']);
    expect(searchTerms('a b c d e f g')).toHaveLength(5);
    expect(searchTerms(undefined)).toEqual([]);
  });

  it('escapes LIKE wildcards', () => {
    expect(likePattern('50%_x\\')).toBe('%50\\%\\_x\\\\%');
  });

  it('builds the search text from name, label, code, platform and keywords', () => {
    expect(
      skuSearchText({
        goodsName: '人全基因组重测序',
        specName: 'PE150 30X',
        skuCode: 'WGS-HS-30X',
        platform: 'NovaSeq X Plus',
      }),
    ).toBe('人全基因组重测序 pe150 30x wgs-hs-30x novaseq x plus');
  });
});
