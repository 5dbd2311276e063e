import type { LibrarySample, SampleInfoLists } from '@seqportal/contract';
import { checkOrderCollisions, commonOrientation, type BookedIndex } from './order-collisions.js';

// IDT for Illumina UD Indexes (Illumina Adapter Sequences, document 1000000002694), i5 forward strand.
const UDI = {
  1: ['CCGCGGTT', 'AGCGCTAG'],
  2: ['TTATAACC', 'GATATCGA'],
  3: ['GGACTTGG', 'CGCAGACG'],
  4: ['AAGTCCAA', 'TATGAGTA'],
} as const;

function library(
  wkName: string,
  subs: Array<[string, readonly [string, string]]>,
  skuCode = 'LIB-NOVA-LANE',
): LibrarySample {
  return {
    goodsCount: 0,
    goodsId: 0,
    isLan: true,
    name: `${wkName}-样本`,
    skuCode,
    num: 1,
    species: '人',
    type: 'DNA文库',
    weight: 5,
    dataSize: 10,
    wkName,
    zwkList: subs.map(([zwkName, [i7, i5]]) => ({ zwkName, indexi7: i7, indexi5: i5, type: '双index文库', wkName })),
  };
}

function booked(lanId: string, memberId: number, zwkName: string, [i7, i5]: readonly [string, string]): BookedIndex {
  return {
    lanId,
    memberId,
    orderNo: '2025112100000001',
    sampleName: '别人的样本',
    wkName: 'THEIR-LIB',
    zwkName,
    i7,
    i5,
    platform: 'NovaSeq X Plus',
  };
}

const base = { platformOf: () => 'NovaSeq X Plus', memberId: 7, minDistance: 3 };

describe('checkOrderCollisions', () => {
  it('accepts distinct unique dual indexes on a lane shared with other orders', () => {
    const lists: SampleInfoLists = {
      ybList: [],
      wkList: [
        library('LIB-A', [
          ['A1', UDI[1]],
          ['A2', UDI[2]],
        ]),
      ],
      lanList: [{ lanId: 'L1', wkName: 'LIB-A', num: 1, phix: 1 }],
    };
    expect(checkOrderCollisions({ ...base, lists, booked: [booked('L1', 8, 'X', UDI[3])] })).toEqual([]);
  });

  it("reports another customer's library on the same lane without its names", () => {
    const lists: SampleInfoLists = {
      ybList: [],
      wkList: [library('LIB-A', [['A1', UDI[1]]])],
      lanList: [{ lanId: 'L1', wkName: 'LIB-A', num: 1, phix: 1 }],
    };
    const [collision, ...rest] = checkOrderCollisions({ ...base, lists, booked: [booked('L1', 8, 'THEIR-1', UDI[1])] });
    expect(rest).toEqual([]);
    expect(collision).toMatchObject({
      lanId: 'L1',
      zwkName: 'A1',
      otherScope: 'other-customer',
      otherSampleName: null,
      otherWkName: null,
      otherZwkName: null,
      otherOrderNo: null,
      distance: 0,
      message: '子文库A1（文库LIB-A）与Lane L1上已预订的文库的index相差0个碱基，至少需要3个',
    });
    expect(JSON.stringify(collision)).not.toContain('THEIR');
  });

  it("names the library of the customer's own earlier order", () => {
    const lists: SampleInfoLists = {
      ybList: [],
      wkList: [library('LIB-A', [['A1', UDI[2]]])],
      lanList: [{ lanId: 'L1', wkName: 'LIB-A', num: 1, phix: 1 }],
    };
    const [collision] = checkOrderCollisions({ ...base, lists, booked: [booked('L1', 7, 'MINE-1', UDI[2])] });
    expect(collision).toMatchObject({
      otherScope: 'own-order',
      otherZwkName: 'MINE-1',
      otherWkName: 'THEIR-LIB',
      otherOrderNo: '2025112100000001',
    });
  });

  it('ignores libraries booked on other lanes', () => {
    const lists: SampleInfoLists = {
      ybList: [],
      wkList: [library('LIB-A', [['A1', UDI[1]]])],
      lanList: [{ lanId: 'L1', wkName: 'LIB-A', num: 1, phix: 1 }],
    };
    expect(checkOrderCollisions({ ...base, lists, booked: [booked('L2', 8, 'X', UDI[1])] })).toEqual([]);
  });

  it("checks the order's own libraries that can share a lane, with both names", () => {
    const lists: SampleInfoLists = {
      ybList: [],
      wkList: [
        library('LIB-A', [['A1', UDI[3]]]),
        library('LIB-B', [['B1', UDI[3]]]),
        library('LIB-C', [['C1', UDI[3]]]),
      ],
      lanList: [
        { lanId: 'L1', wkName: 'LIB-A', num: 1, phix: 1 },
        { lanId: 'L2', wkName: 'LIB-B', num: 1, phix: 1 },
      ],
    };
    // A and B are on different lanes; C has no lane, so it may join either.
    const collisions = checkOrderCollisions({ ...base, lists, booked: [] });
    expect(collisions.map((c) => [c.zwkName, c.otherZwkName, c.otherScope, c.lanId])).toEqual([
      ['A1', 'C1', 'this-order', null],
      ['B1', 'C1', 'this-order', null],
    ]);
  });
});

describe('commonOrientation', () => {
  it('uses the one reading all platforms share, else checks both', () => {
    expect(commonOrientation(['NovaSeq X Plus', 'NextSeq 2000'])).toBe('REVERSE_COMPLEMENT');
    expect(commonOrientation(['NovaSeq X Plus', 'MiSeq'])).toBeNull();
    expect(commonOrientation(['NovaSeq X Plus', null])).toBeNull();
  });
});
