import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MIN_INDEX_DISTANCE,
  findIndexCollisions,
  I5Orientation,
  i5OrientationForPlatform,
  indexDistance,
  readI5,
} from './index-collision.js';

/*
 * Real index sets, typed from Illumina's public "Illumina Adapter Sequences" document (1000000002694):
 * - TruSeq LT single indexes AD001-AD012 ("i7 bases for sample sheet");
 * - TruSeq HT / Nextera XT combinatorial indexes D701-D704 (i7) and D501-D503 (i5, forward strand);
 * - IDT for Illumina TruSeq DNA/RNA UD Indexes UDI0001-UDI0010 (i7, i5 forward strand).
 */
const TRUSEQ_LT: ReadonlyArray<[string, string]> = [
  ['AD001', 'ATCACG'],
  ['AD002', 'CGATGT'],
  ['AD003', 'TTAGGC'],
  ['AD004', 'TGACCA'],
  ['AD005', 'ACAGTG'],
  ['AD006', 'GCCAAT'],
  ['AD007', 'CAGATC'],
  ['AD008', 'ACTTGA'],
  ['AD009', 'GATCAG'],
  ['AD010', 'TAGCTT'],
  ['AD011', 'GGCTAC'],
  ['AD012', 'CTTGTA'],
];

const TRUSEQ_HT_I7: Readonly<Record<string, string>> = {
  D701: 'ATTACTCG',
  D702: 'TCCGGAGA',
  D703: 'CGCTCATT',
  D704: 'GAGATTCC',
};

const TRUSEQ_HT_I5_FORWARD: Readonly<Record<string, string>> = {
  D501: 'TATAGCCT',
  D502: 'ATAGAGGC',
  D503: 'CCTATCCT',
};

const IDT_UD: ReadonlyArray<[string, string, string]> = [
  ['UDI0001', 'CCGCGGTT', 'AGCGCTAG'],
  ['UDI0002', 'TTATAACC', 'GATATCGA'],
  ['UDI0003', 'GGACTTGG', 'CGCAGACG'],
  ['UDI0004', 'AAGTCCAA', 'TATGAGTA'],
  ['UDI0005', 'ATCCACTG', 'AGGTGCGT'],
  ['UDI0006', 'GCTTGTCA', 'GAACATAC'],
  ['UDI0007', 'CAAGCTAG', 'ACATAGCG'],
  ['UDI0008', 'TGGATCGA', 'GTGCGATA'],
  ['UDI0009', 'AGTTCAGG', 'CCAACAGA'],
  ['UDI0010', 'GACCTGAA', 'TTGGTGAG'],
];

interface Lib {
  name: string;
  i7: string;
  i5?: string | null;
}

const single = (name: string, i7: string): Lib => ({ name, i7 });
const dual = (name: string, i7: string, i5: string): Lib => ({ name, i7, i5 });
const udLibraries = (): Lib[] => IDT_UD.map(([name, i7, i5]) => dual(name, i7, i5));
const pairNames = (collisions: ReadonlyArray<{ left: Lib; right: Lib; distance: number }>) =>
  collisions.map((c) => [c.left.name, c.right.name, c.distance]);

describe('i5OrientationForPlatform', () => {
  it.each([
    ['MiSeq', I5Orientation.Forward],
    ['HiSeq 2500', I5Orientation.Forward],
    ['NovaSeq 6000 v1.0', I5Orientation.Forward],
    ['MiniSeq rapid', I5Orientation.Forward],
    ['NovaSeq 6000 v1.5', I5Orientation.ReverseComplement],
    ['NovaSeq X Plus', I5Orientation.ReverseComplement],
    ['NextSeq 2000', I5Orientation.ReverseComplement],
    ['NextSeq 550', I5Orientation.ReverseComplement],
    ['iSeq 100', I5Orientation.ReverseComplement],
    ['MiniSeq', I5Orientation.ReverseComplement],
    ['HiSeq X Ten', I5Orientation.ReverseComplement],
    ['HiSeq 4000', I5Orientation.ReverseComplement],
  ])('reads i5 on %s as %s', (platform, orientation) => {
    expect(i5OrientationForPlatform(platform)).toBe(orientation);
  });

  it('does not mistake MiSeq for iSeq', () => {
    expect(i5OrientationForPlatform('Illumina MiSeq')).toBe(I5Orientation.Forward);
  });

  it('answers null (check both readings) where the name does not decide', () => {
    expect(i5OrientationForPlatform('NovaSeq 6000')).toBeNull();
    expect(i5OrientationForPlatform('MiSeq i100')).toBeNull();
    expect(i5OrientationForPlatform('DNBSEQ-T7')).toBeNull();
    expect(i5OrientationForPlatform('')).toBeNull();
    expect(i5OrientationForPlatform(null)).toBeNull();
  });
});

describe('readI5', () => {
  it("gives the reverse-complement workflow the sequence of the adapter document's second i5 column", () => {
    // Document 1000000002694 lists D501 as TATAGCCT (forward) and AGGCTATA (reverse complement).
    expect(readI5(TRUSEQ_HT_I5_FORWARD.D501 as string, I5Orientation.ReverseComplement)).toBe('AGGCTATA');
    expect(readI5(TRUSEQ_HT_I5_FORWARD.D502 as string, I5Orientation.ReverseComplement)).toBe('GCCTCTAT');
    expect(readI5('agcgctag', I5Orientation.Forward)).toBe('AGCGCTAG');
  });
});

describe('indexDistance', () => {
  it('compares single-indexed libraries on i7 only', () => {
    expect(indexDistance(single('a', 'GCCAAT'), single('b', 'GGCTAC'))).toEqual({
      i7Distance: 3,
      i5Distance: null,
      pairDistance: null,
      distance: 3,
      basis: 'i7',
    });
  });

  it('compares on i7 when only one of the two has an i5', () => {
    const result = indexDistance(dual('a', 'CCGCGGTT', 'AGCGCTAG'), single('b', 'CCGCGGTA'));
    expect(result).toMatchObject({ basis: 'i7', distance: 1, i5Distance: null });
  });

  it('adds i7 and i5 distances for two dual-indexed libraries', () => {
    // UDI0001 against UDI0002: unique dual indexes differ in both reads.
    expect(indexDistance(dual('1', 'CCGCGGTT', 'AGCGCTAG'), dual('2', 'TTATAACC', 'GATATCGA'))).toEqual({
      i7Distance: 8,
      i5Distance: 8,
      pairDistance: 16,
      distance: 16,
      basis: 'pair',
    });
  });

  it('tells apart combinatorial pairs that share one index', () => {
    const d701d501 = dual('x', TRUSEQ_HT_I7.D701 as string, TRUSEQ_HT_I5_FORWARD.D501 as string);
    const d701d503 = dual('y', TRUSEQ_HT_I7.D701 as string, TRUSEQ_HT_I5_FORWARD.D503 as string);
    expect(indexDistance(d701d501, d701d503)).toMatchObject({ i7Distance: 0, i5Distance: 3, distance: 3 });
  });

  it('gives equal-length i5 the same distance in both orientations', () => {
    const a = dual('a', 'CCGCGGTT', 'AGCGCTAG');
    const b = dual('b', 'CCGCGGTT', 'AGCGCTTC');
    expect(indexDistance(a, b, I5Orientation.Forward).i5Distance).toBe(2);
    expect(indexDistance(a, b, I5Orientation.ReverseComplement).i5Distance).toBe(2);
  });
});

describe('findIndexCollisions', () => {
  it('finds no collision in the TruSeq LT single-index set at the default minimum of 3', () => {
    const libraries = TRUSEQ_LT.map(([name, i7]) => single(name, i7));
    expect(DEFAULT_MIN_INDEX_DISTANCE).toBe(3);
    expect(findIndexCollisions(libraries)).toEqual([]);
  });

  it('reports the two TruSeq LT pairs at distance 3 when the minimum is raised to 4', () => {
    const libraries = TRUSEQ_LT.map(([name, i7]) => single(name, i7));
    expect(pairNames(findIndexCollisions(libraries, { minDistance: 4 }))).toEqual([
      ['AD006', 'AD011', 3],
      ['AD007', 'AD010', 3],
    ]);
  });

  it('reports a mistyped TruSeq index one base away from another sample', () => {
    const libraries = [single('肝脏-1', 'CTTGTA'), single('肝脏-2', 'CTTGTT'), single('肝脏-3', 'ATCACG')];
    const [collision, ...rest] = findIndexCollisions(libraries);
    expect(rest).toEqual([]);
    expect(collision).toMatchObject({
      left: { name: '肝脏-1' },
      right: { name: '肝脏-2' },
      distance: 1,
      basis: 'i7',
      booked: false,
    });
  });

  it('finds no collision among IDT for Illumina UD indexes in either orientation', () => {
    expect(findIndexCollisions(udLibraries(), { orientation: I5Orientation.Forward })).toEqual([]);
    expect(findIndexCollisions(udLibraries(), { orientation: I5Orientation.ReverseComplement })).toEqual([]);
    expect(findIndexCollisions(udLibraries())).toEqual([]);
  });

  it('accepts a full TruSeq HT combinatorial plate (4 × 3) where every pair shares at most one index', () => {
    const plate = Object.entries(TRUSEQ_HT_I7).flatMap(([i7Name, i7]) =>
      Object.entries(TRUSEQ_HT_I5_FORWARD).map(([i5Name, i5]) => dual(`${i7Name}-${i5Name}`, i7, i5)),
    );
    expect(plate).toHaveLength(12);
    expect(findIndexCollisions(plate)).toEqual([]);
  });

  it('reports the same UD pair booked on the lane by another order, with distance 0', () => {
    const booked = [dual('别人的样本', 'GGACTTGG', 'CGCAGACG')];
    const mine = [dual('我的样本', 'GGACTTGG', 'CGCAGACG'), dual('另一个', 'AAGTCCAA', 'TATGAGTA')];
    const collisions = findIndexCollisions(mine, { booked });
    expect(collisions).toHaveLength(1);
    expect(collisions[0]).toMatchObject({
      left: { name: '我的样本' },
      right: { name: '别人的样本' },
      booked: true,
      i7Distance: 0,
      i5Distance: 0,
      pairDistance: 0,
      distance: 0,
    });
  });

  it('compares a single-indexed library with a dual-indexed one on i7', () => {
    // UDI0001's i7 without an i5 cannot be separated from UDI0001 however different the i5 of the other is.
    const collisions = findIndexCollisions([dual('UDI0001', 'CCGCGGTT', 'AGCGCTAG'), single('单端', 'CCGCGGTT')]);
    expect(collisions).toHaveLength(1);
    expect(collisions[0]).toMatchObject({ basis: 'i7', distance: 0 });
  });

  describe('i5 of different lengths (an 8-base UDI0001 and the same adapter ordered with 10 i5 bases)', () => {
    // Same i7; the 10-base i5 starts (forward strand) with UDI0001's 8 i5 bases followed by two more.
    const eight = dual('8碱基', 'CCGCGGTT', 'AGCGCTAG');
    const tenExtendedAt3 = dual('10碱基-3端延长', 'CCGCGGTT', 'AGCGCTAGTT');
    // Here the two extra bases come first, so the reverse complement starts with UDI0001's reverse complement.
    const tenExtendedAt5 = dual('10碱基-5端延长', 'CCGCGGTT', 'TTAGCGCTAG');

    it('collides on a forward-strand instrument (MiSeq) when the forward sequences share their start', () => {
      const orientation = i5OrientationForPlatform('MiSeq');
      expect(indexDistance(eight, tenExtendedAt3, orientation)).toMatchObject({ i5Distance: 0, distance: 0 });
      expect(findIndexCollisions([eight, tenExtendedAt3], { orientation })).toHaveLength(1);
      // Read forward, TTAGCGCT against AGCGCTAG: 6 mismatches.
      expect(findIndexCollisions([eight, tenExtendedAt5], { orientation })).toEqual([]);
    });

    it('collides on a reverse-complement instrument (NovaSeq X) when the reverse complements share their start', () => {
      const orientation = i5OrientationForPlatform('NovaSeq X Plus');
      // Read as reverse complement: CTAGCGCT against AACTAGCG.
      expect(indexDistance(eight, tenExtendedAt3, orientation).i5Distance).toBeGreaterThanOrEqual(3);
      expect(findIndexCollisions([eight, tenExtendedAt3], { orientation })).toEqual([]);
      expect(findIndexCollisions([eight, tenExtendedAt5], { orientation })).toHaveLength(1);
    });

    it('checks both readings when the instrument is unknown', () => {
      expect(findIndexCollisions([eight, tenExtendedAt3])).toHaveLength(1);
      expect(findIndexCollisions([eight, tenExtendedAt5])).toHaveLength(1);
    });
  });

  it('compares only libraries that share a lane', () => {
    const a = { ...single('A', 'ATCACG'), lane: 'L1' };
    const b = { ...single('B', 'ATCACG'), lane: 'L2' };
    const c = { ...single('C', 'ATCACG'), lane: 'L1' };
    const collisions = findIndexCollisions([a, b, c], { shareLane: (x, y) => x.lane === y.lane });
    expect(collisions.map((x) => [x.left.name, x.right.name])).toEqual([['A', 'C']]);
  });

  it('never uses a minimum below 1', () => {
    const libraries = [single('A', 'ATCACG'), single('B', 'ATCACG')];
    expect(findIndexCollisions(libraries, { minDistance: 0 })).toHaveLength(1);
  });
});
