import type { CallerIds } from './caller-contracts.sql.js';
import { goodsListQuery } from './goods-list.sql.js';

const VISITOR: CallerIds = { memberId: null, organisationId: null };
const MEMBER: CallerIds = { memberId: 7, organisationId: 3 };

describe('goods list statement text', () => {
  it('is one and the same string for filters of the same shape, whatever their values and caller', () => {
    const first = goodsListQuery(VISITOR, { search: '全基因组 PE150', categoryNo: 'WGS', pageIndex: 1, pageSize: 10 });
    const second = goodsListQuery(MEMBER, { search: '转录组 16S', categoryNo: 'RNA', pageIndex: 3, pageSize: 20 });
    expect(second.text).toBe(first.text);
    expect(second.values).not.toEqual(first.values);
    expect(second.values).toContain('%转录组%');
  });

  it('differs when a filter comes or goes, or the number of search terms changes', () => {
    const texts = new Set(
      [
        { pageIndex: 1, pageSize: 10 },
        { search: 'PE150', pageIndex: 1, pageSize: 10 },
        { search: 'PE150 WGS', pageIndex: 1, pageSize: 10 },
        { categoryNo: 'WGS', pageIndex: 1, pageSize: 10 },
        { skuType: 'LIBRARY', pageIndex: 1, pageSize: 10 },
        { contractId: 5, pageIndex: 1, pageSize: 10 },
      ].map((filters) => goodsListQuery(VISITOR, filters).text),
    );
    expect(texts.size).toBe(6);
  });
});
