import type { CallerIds } from './caller-contracts.sql.js';
import { GoodsListMatches } from './goods-list-matches.js';
import { goodsListQuery, MATCH_PREFIX_SIZE, type GoodsListRow } from './goods-list.sql.js';

const VISITOR: CallerIds = { memberId: null, organisationId: null };
const TOTAL = 3000;
const RANKED_IDS = Array.from({ length: TOTAL }, (_, i) => i + 1);

/** Values of the unfiltered list: caller (3), then revision, page ids, total, limit, offset. */
const REVISION_AT = 3;
const PAGE_IDS_AT = 4;

interface Call {
  text: string;
  reusedRevision: unknown;
  reusedPageIds: unknown;
}

/** Stands in for PostgreSQL: computes (prefix handed back) unless the caller passes the current revision. */
function fakeStatement(calls: Call[]) {
  return async (text: string, values: unknown[]): Promise<GoodsListRow[]> => {
    calls.push({ text, reusedRevision: values[REVISION_AT], reusedPageIds: values[PAGE_IDS_AT] });
    const reused = values[REVISION_AT] === '7';
    const base = { revision: '7', total_count: TOTAL, has_contracts: false, contract_known: true };
    return [{ ...base, prefix_ids: reused ? null : RANKED_IDS.slice(0, MATCH_PREFIX_SIZE) }];
  };
}

describe('goods list matches', () => {
  it('answers the pages down to the 100th from the matches the first page computed', async () => {
    const calls: Call[] = [];
    const matches = new GoodsListMatches();
    await matches.rows(VISITOR, { pageIndex: 1, pageSize: 10 }, fakeStatement(calls));
    await matches.rows(VISITOR, { pageIndex: 30, pageSize: 10 }, fakeStatement(calls));
    await matches.rows(VISITOR, { pageIndex: 100, pageSize: 10 }, fakeStatement(calls));
    expect(calls.map((call) => call.reusedRevision)).toEqual([null, '7', '7']);
    expect(calls[1]!.reusedPageIds).toEqual(RANKED_IDS.slice(290, 300));
    expect(calls[2]!.reusedPageIds).toEqual(RANKED_IDS.slice(990, 1000));
  });

  it('computes the matches again for a page past the ids it keeps', async () => {
    const calls: Call[] = [];
    const matches = new GoodsListMatches();
    await matches.rows(VISITOR, { pageIndex: 1, pageSize: 10 }, fakeStatement(calls));
    await matches.rows(VISITOR, { pageIndex: 101, pageSize: 10 }, fakeStatement(calls));
    expect(calls.map((call) => call.reusedRevision)).toEqual([null, null]);
  });

  it('plans one statement for every page the kept ids cover, with a literal limit', () => {
    const shallow = goodsListQuery(VISITOR, { pageIndex: 1, pageSize: 10 });
    const deep = goodsListQuery(VISITOR, { pageIndex: 100, pageSize: 10 });
    expect(deep.text).toBe(shallow.text);
    expect(shallow.text).toContain(`LIMIT ${MATCH_PREFIX_SIZE}) m`);
    expect(goodsListQuery(VISITOR, { pageIndex: 101, pageSize: 10 }).text).not.toBe(shallow.text);
  });
});
