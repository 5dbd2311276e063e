import type { IndexCollisionReport } from '@seqportal/contract';
import { describe, expect, it } from 'vitest';
import { findDraftCollisions, subLibraryKey } from './draft-collisions';
import { emptyDraft, newRow, type SampleDraft } from './sample-draft';
import { OTHER_CUSTOMER_LIBRARY, readServerCollisions, readServerFieldErrors } from './server-collisions';

// IDT for Illumina TruSeq UD indexes (Illumina adapter sequences document 1000000002694), i7 and forward i5.
const UDI0001 = { indexi7: 'CCGCGGTT', indexi5: 'AGCGCTAG' };
const UDI0002 = { indexi7: 'TTATAACC', indexi5: 'GATATCGA' };
const UDI0003 = { indexi7: 'GGACTTGG', indexi5: 'CGCAGACG' };
// UDI0001 with one base changed in i7: the pair is 1 apart.
const NEAR_UDI0001 = { indexi7: 'CCGCGGTA', indexi5: 'AGCGCTAG' };

const sub = (wkName: string, zwkName: string, indexes: { indexi7: string; indexi5: string }) =>
  newRow({ wkName, zwkName, type: '双index文库', ...indexes });
const lane = (lanId: string, wkName: string) => newRow({ lanId, wkName, num: '1', phix: '1' });

function draftOf(parts: Partial<SampleDraft>): SampleDraft {
  return { ...emptyDraft(), ...parts };
}

describe('findDraftCollisions', () => {
  it('finds nothing among distinct UD indexes sharing a lane', () => {
    const draft = draftOf({
      zwk: [sub('LIB-1', 'A1', UDI0001), sub('LIB-1', 'A2', UDI0002), sub('LIB-2', 'B1', UDI0003)],
      lane: [lane('L001', 'LIB-1'), lane('L001', 'LIB-2')],
    });
    expect(findDraftCollisions(draft)).toEqual([]);
  });

  it('reports two sub-libraries of one library with both names and the pair distance', () => {
    const a = sub('LIB-1', 'A1', UDI0001);
    const b = sub('LIB-1', 'A2', NEAR_UDI0001);
    expect(findDraftCollisions(draftOf({ zwk: [a, b] }))).toEqual([
      {
        leftName: 'A1',
        rightName: 'A2',
        leftDetail: '文库 LIB-1',
        rightDetail: '文库 LIB-1',
        lanId: null,
        sameLibrary: true,
        distance: 1,
        basis: 'pair',
        booked: false,
        rowIds: [a.id, b.id],
      },
    ]);
  });

  it('reports libraries that share a lane, naming the lane, and ignores the same pair on different lanes', () => {
    const a = sub('LIB-1', 'A1', UDI0001);
    const b = sub('LIB-2', 'B1', NEAR_UDI0001);
    const shared = findDraftCollisions(
      draftOf({ zwk: [a, b], lane: [lane('L001', 'LIB-1'), lane('L002', 'LIB-2'), lane('L002', 'LIB-1')] }),
    );
    expect(shared).toMatchObject([{ leftName: 'A1', rightName: 'B1', lanId: 'L002', distance: 1 }]);

    expect(findDraftCollisions(draftOf({ zwk: [a, b], lane: [lane('L001', 'LIB-1'), lane('L002', 'LIB-2')] }))).toEqual(
      [],
    );
  });

  it('checks a library without a lane against every other one: the lab may put it on any lane', () => {
    const a = sub('LIB-1', 'A1', UDI0001);
    const b = sub('LIB-2', 'B1', NEAR_UDI0001);
    expect(findDraftCollisions(draftOf({ zwk: [a, b], lane: [lane('L001', 'LIB-1')] }))).toMatchObject([
      { leftName: 'A1', rightName: 'B1', lanId: null, sameLibrary: false, distance: 1 },
    ]);
  });

  it('compares single-indexed libraries on i7 alone', () => {
    const a = sub('LIB-1', 'A1', { indexi7: 'ATCACG', indexi5: '' }); // TruSeq LT AD001
    const b = sub('LIB-1', 'A2', { indexi7: 'ATCACC', indexi5: 'AGCGCTAG' });
    expect(findDraftCollisions(draftOf({ zwk: [a, b] }))).toMatchObject([{ basis: 'i7', distance: 1 }]);
  });

  it('skips rows whose indexes are not valid yet: their cells show the error instead', () => {
    const draft = draftOf({
      zwk: [sub('LIB-1', 'A1', UDI0001), sub('LIB-1', 'A2', { indexi7: 'CCGCG', indexi5: '' })],
    });
    expect(findDraftCollisions(draft)).toEqual([]);
  });

  it('honours a configured minimum distance', () => {
    const draft = draftOf({ zwk: [sub('LIB-1', 'A1', UDI0001), sub('LIB-1', 'A2', UDI0002)] });
    const distance = 8 + 8; // every position differs in both reads
    expect(findDraftCollisions(draft, distance)).toEqual([]);
    expect(findDraftCollisions(draft, distance + 1)).toMatchObject([{ distance }]);
  });
});

describe('readServerCollisions', () => {
  const report: IndexCollisionReport = {
    lanId: 'L001',
    sampleName: 'LIVER-01',
    wkName: 'LIB-1',
    zwkName: 'A1',
    otherScope: 'own-order',
    otherSampleName: 'KIDNEY-02',
    otherWkName: 'LIB-9',
    otherZwkName: 'X9',
    otherOrderNo: 'SP2026',
    distance: 1,
    i7Distance: 1,
    i5Distance: 0,
    basis: 'pair',
    minDistance: 3,
    message: '子文库A1（文库LIB-1）与您的订单SP2026在Lane L001上的子文库X9（文库LIB-9）的index相差1个碱基，至少需要3个',
  };

  it('reads both names, the lane and the distance of each reported pair', () => {
    expect(readServerCollisions({ collisions: [report] })).toEqual([
      {
        leftName: 'A1',
        leftDetail: '样本 LIVER-01 · 文库 LIB-1',
        rightName: 'X9',
        rightDetail: '样本 KIDNEY-02 · 文库 LIB-9',
        lanId: 'L001',
        sameLibrary: false,
        distance: 1,
        basis: 'pair',
        booked: true,
        otherOrderNo: 'SP2026',
        minDistance: 3,
        rowIds: [],
        // Only this submission's sub-library: the other one belongs to an earlier order.
        rowKeys: [subLibraryKey('LIB-1', 'A1')],
      },
    ]);
  });

  it("keeps another customer's library anonymous", () => {
    const [line] = readServerCollisions({
      collisions: [
        {
          ...report,
          otherScope: 'other-customer',
          otherSampleName: null,
          otherWkName: null,
          otherZwkName: null,
          otherOrderNo: null,
        },
      ],
    });
    expect(line).toMatchObject({ rightName: OTHER_CUSTOMER_LIBRARY, rightDetail: null, booked: true, lanId: 'L001' });
    expect(line!.otherOrderNo).toBeUndefined();
  });

  it('answers nothing for bodies without a list', () => {
    expect(readServerCollisions(null)).toEqual([]);
    expect(readServerCollisions('文库名称重复')).toEqual([]);
    expect(readServerCollisions({ collisions: [{ zwkName: 'A1' }] })).toEqual([]);
  });

  it('reads the rule errors of a refused submission', () => {
    const error = { list: 'wk', row: 0, field: 'skuCode', label: '产品编码', message: '产品编码LIB-X不在订单中' };
    expect(readServerFieldErrors({ errors: [error, { list: 'wk' }] })).toEqual([error]);
    expect(readServerFieldErrors({ collisions: [] })).toEqual([]);
  });
});
