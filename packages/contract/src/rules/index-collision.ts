import { hammingDistance, reverseComplement } from './index-sequence.js';

/*
 * Index collision check for libraries that share a lane.
 *
 * Demultiplexing (bcl-convert, bcl2fastq) assigns a read to a sample when its index read is within the allowed
 * number of mismatches (default 1) of that sample's index. Two samples are only told apart reliably when their
 * indexes differ in at least 2 × mismatches + 1 = 3 positions, hence the default minimum distance of 3.
 *
 * Orientation. Customers enter i5 as the "forward strand" sequence of Illumina's adapter sequence document
 * (Illumina Adapter Sequences, document 1000000002694, "i5 bases for sample sheet, forward strand" column).
 * The instrument reads i5 either as written (workflow A, forward strand) or as its reverse complement
 * (workflow B), see Illumina's "Indexed Sequencing Overview Guide" (document 15057455):
 *   - forward strand: MiSeq, MiniSeq with rapid reagent kits, NovaSeq 6000 with v1.0 reagents, HiSeq 2000/2500;
 *   - reverse complement: iSeq 100, MiniSeq with standard kits, NextSeq 500/550/1000/2000, NovaSeq 6000 with
 *     v1.5 reagents, NovaSeq X/X Plus, HiSeq X, HiSeq 3000/4000.
 * The orientation matters when two i5 sequences differ in length: the instrument reads the first N cycles of
 * what it sees, i.e. the start of the forward sequence in workflow A but the start of the reverse complement
 * (the end of the forward sequence) in workflow B. For equal lengths the distance is the same either way.
 * When the instrument is not known (an unnamed NovaSeq 6000, MiSeq i100 whose index read order depends on the
 * run, DNBSEQ with converted Illumina libraries) both readings are checked and the smaller distance counts:
 * a false alarm costs a phone call, a missed collision costs a lane.
 */

export const I5Orientation = {
  Forward: 'FORWARD',
  ReverseComplement: 'REVERSE_COMPLEMENT',
} as const;

export type I5OrientationValue = (typeof I5Orientation)[keyof typeof I5Orientation];

/** Demultiplexing with one allowed mismatch needs at least this many differing positions. */
export const DEFAULT_MIN_INDEX_DISTANCE = 3;

export interface InstrumentOrientationRule {
  /** Matched against the goods' sequencing platform text, e.g. "NovaSeq X Plus". */
  pattern: RegExp;
  instrument: string;
  /** null: the reading depends on reagents or run set-up that the platform name does not tell. */
  orientation: I5OrientationValue | null;
}

/** First match wins, so the specific names come before the family names. */
export const INSTRUMENT_I5_ORIENTATION_RULES: readonly InstrumentOrientationRule[] = [
  { pattern: /novaseq\s*x/i, instrument: 'NovaSeq X / X Plus', orientation: I5Orientation.ReverseComplement },
  {
    pattern: /novaseq\s*6000\s*(dx)?.*v\s*1\.5/i,
    instrument: 'NovaSeq 6000 (v1.5 reagents)',
    orientation: I5Orientation.ReverseComplement,
  },
  {
    pattern: /novaseq\s*6000\s*(dx)?.*v\s*1(\.0)?\b/i,
    instrument: 'NovaSeq 6000 (v1.0 reagents)',
    orientation: I5Orientation.Forward,
  },
  { pattern: /novaseq/i, instrument: 'NovaSeq 6000 (reagent version unknown)', orientation: null },
  { pattern: /miseq\s*i\s*100/i, instrument: 'MiSeq i100', orientation: null },
  { pattern: /miseq/i, instrument: 'MiSeq', orientation: I5Orientation.Forward },
  { pattern: /miniseq.*rapid/i, instrument: 'MiniSeq (rapid reagent kits)', orientation: I5Orientation.Forward },
  { pattern: /miniseq/i, instrument: 'MiniSeq', orientation: I5Orientation.ReverseComplement },
  // \b keeps "MiSeq" (which contains "iSeq") from matching.
  { pattern: /\biseq/i, instrument: 'iSeq 100', orientation: I5Orientation.ReverseComplement },
  { pattern: /nextseq/i, instrument: 'NextSeq 500/550/1000/2000', orientation: I5Orientation.ReverseComplement },
  {
    pattern: /hiseq\s*(x|3000|4000)/i,
    instrument: 'HiSeq X / 3000 / 4000',
    orientation: I5Orientation.ReverseComplement,
  },
  { pattern: /hiseq\s*(2000|2500)/i, instrument: 'HiSeq 2000/2500', orientation: I5Orientation.Forward },
];

/**
 * How the instrument of a product reads i5, or null when it is not known (then both readings are checked).
 */
export function i5OrientationForPlatform(platform: string | null | undefined): I5OrientationValue | null {
  if (!platform) return null;
  return INSTRUMENT_I5_ORIENTATION_RULES.find((rule) => rule.pattern.test(platform))?.orientation ?? null;
}

/** The bases the instrument sees for a forward-strand i5. */
export function readI5(forwardI5: string, orientation: I5OrientationValue): string {
  return orientation === I5Orientation.Forward ? forwardI5.toUpperCase() : reverseComplement(forwardI5);
}

export interface IndexedLibrary {
  /** i7 as read by the instrument (the "i7 bases for sample sheet"). */
  i7: string;
  /** Forward-strand i5; empty or missing for a single-indexed library. */
  i5?: string | null;
}

export type CollisionBasis = 'i7' | 'pair';

export interface IndexDistance {
  i7Distance: number;
  /** null when either library is single-indexed. */
  i5Distance: number | null;
  /** i7 + i5 distance of two dual-indexed libraries, else null. */
  pairDistance: number | null;
  /** The distance that decides: the pair's for two dual-indexed libraries, else i7's. */
  distance: number;
  basis: CollisionBasis;
}

/**
 * Distances between two libraries over the shorter length of each index. A dual-indexed pair is told apart
 * by both reads together (combinatorial sets share an i7 or an i5 on purpose); when one library has no i5
 * the instrument can only separate them on i7.
 */
export function indexDistance(
  a: IndexedLibrary,
  b: IndexedLibrary,
  orientation: I5OrientationValue | null = null,
): IndexDistance {
  const i7Distance = hammingDistance(a.i7, b.i7);
  if (!a.i5 || !b.i5) {
    return { i7Distance, i5Distance: null, pairDistance: null, distance: i7Distance, basis: 'i7' };
  }
  const readings = orientation ? [orientation] : [I5Orientation.Forward, I5Orientation.ReverseComplement];
  const i5Distance = Math.min(
    ...readings.map((reading) => hammingDistance(readI5(a.i5 ?? '', reading), readI5(b.i5 ?? '', reading))),
  );
  const pairDistance = i7Distance + i5Distance;
  return { i7Distance, i5Distance, pairDistance, distance: pairDistance, basis: 'pair' };
}

export interface IndexCollision<T extends IndexedLibrary> extends IndexDistance {
  /** A library of the checked set. */
  left: T;
  /** Another library of the checked set, or an already booked one (see `booked`). */
  right: T;
  /** True when `right` is one of the already booked libraries. */
  booked: boolean;
}

export interface IndexCollisionOptions<T extends IndexedLibrary> {
  /** Distances below this collide; default 3. */
  minDistance?: number;
  /** i5 reading of the instrument; null or missing checks both. */
  orientation?: I5OrientationValue | null;
  /** Libraries already on the lane(s); each checked library is compared with them too. */
  booked?: readonly T[];
  /**
   * Whether two libraries end up together in one lane, e.g. only when they share a lane. Defaults to always:
   * a collision check is only meaningful among libraries that are sequenced together.
   */
  shareLane?: (a: T, b: T) => boolean;
}

/** Mismatches over the shorter length, counting no further than `limit` (enough to know "not below it"). */
function mismatchesUpTo(a: string, b: string, limit: number): number {
  const length = Math.min(a.length, b.length);
  let distance = 0;
  for (let i = 0; i < length && distance < limit; i += 1) {
    if (a.charCodeAt(i) !== b.charCodeAt(i)) distance += 1;
  }
  return distance;
}

interface Prepared<T> {
  library: T;
  i7: string;
  /** The i5 as read in each orientation checked; empty for a single-indexed library. */
  i5Reads: string[];
}

function prepare<T extends IndexedLibrary>(library: T, orientation: I5OrientationValue | null): Prepared<T> {
  const readings = orientation ? [orientation] : [I5Orientation.Forward, I5Orientation.ReverseComplement];
  return {
    library,
    i7: library.i7.toUpperCase(),
    i5Reads: library.i5 ? readings.map((reading) => readI5(library.i5 ?? '', reading)) : [],
  };
}

/** Whether the pair is closer than `minDistance`, computed with early exits: most pairs differ at once. */
function tooClose<T>(a: Prepared<T>, b: Prepared<T>, minDistance: number): boolean {
  const i7 = mismatchesUpTo(a.i7, b.i7, minDistance);
  if (i7 >= minDistance) return false;
  if (a.i5Reads.length === 0 || b.i5Reads.length === 0) return true;
  const left = minDistance - i7;
  return a.i5Reads.some((read, k) => mismatchesUpTo(read, b.i5Reads[k] ?? '', left) < left);
}

/**
 * Segment keys for the pigeonhole filter. Two libraries closer than m differ in fewer than m of the compared
 * positions, so when the compared start of their sequences is cut into m segments at least one segment is
 * equal. Only libraries that share a segment are compared. The key covers the first k7 bases of i7 (every pair
 * compares at least those), plus the first k5 bases of the i5 read when every library has an i5 read the same
 * way (then a pair's distance counts both). Null when the keys would be too short to cut into m segments.
 */
function segmentKeys<T>(items: readonly Prepared<T>[], minDistance: number): string[][] | null {
  if (items.length === 0) return [];
  const k7 = Math.min(...items.map((item) => item.i7.length));
  const dual = items.every((item) => item.i5Reads.length > 0);
  // Equal-length i5 have the same distance in either reading, so the forward read serves as key then.
  const k5 = dual ? Math.min(...items.map((item) => item.i5Reads[0]?.length ?? 0)) : 0;
  const sameI5Reading =
    dual && items.every((item) => item.i5Reads.length === 1 || (item.i5Reads[0]?.length ?? 0) === k5);
  const keyLength = k7 + (sameI5Reading ? k5 : 0);
  if (keyLength < minDistance) return null;
  return items.map((item) => {
    const key = item.i7.slice(0, k7) + (sameI5Reading ? (item.i5Reads[0] ?? '').slice(0, k5) : '');
    const keys: string[] = [];
    for (let segment = 0; segment < minDistance; segment += 1) {
      const from = Math.floor((segment * keyLength) / minDistance);
      const to = Math.floor(((segment + 1) * keyLength) / minDistance);
      keys.push(`${segment}:${key.slice(from, to)}`);
    }
    return keys;
  });
}

function bucketsOf(keys: readonly string[][]): Map<string, number[]> {
  const buckets = new Map<string, number[]>();
  keys.forEach((own, index) => {
    for (const key of own) {
      const bucket = buckets.get(key);
      if (bucket) bucket.push(index);
      else buckets.set(key, [index]);
    }
  });
  return buckets;
}

/** A pair met in segment s is handled there only if no earlier segment is shared too (visited once). */
function firstSharedSegment(a: readonly string[], b: readonly string[], segment: number): boolean {
  for (let earlier = 0; earlier < segment; earlier += 1) if (a[earlier] === b[earlier]) return false;
  return true;
}

/** Index pairs [i, j] (i < j within the set, or i in the set and j booked) that may be closer than m. */
function candidatePairs<T>(
  set: readonly Prepared<T>[],
  booked: readonly Prepared<T>[],
  minDistance: number,
): { own: Array<[number, number]>; withBooked: Array<[number, number]> } {
  const keys = segmentKeys([...set, ...booked], minDistance);
  if (!keys) {
    const own: Array<[number, number]> = [];
    const withBooked: Array<[number, number]> = [];
    for (let i = 0; i < set.length; i += 1) {
      for (let j = i + 1; j < set.length; j += 1) own.push([i, j]);
      for (let j = 0; j < booked.length; j += 1) withBooked.push([i, j]);
    }
    return { own, withBooked };
  }
  const setKeys = keys.slice(0, set.length);
  const bookedKeys = keys.slice(set.length);
  const own: Array<[number, number]> = [];
  for (const [key, members] of bucketsOf(setKeys)) {
    const segment = Number(key.slice(0, key.indexOf(':')));
    for (let x = 0; x < members.length; x += 1) {
      for (let y = x + 1; y < members.length; y += 1) {
        const i = members[x] as number;
        const j = members[y] as number;
        if (firstSharedSegment(setKeys[i] ?? [], setKeys[j] ?? [], segment)) own.push([i, j]);
      }
    }
  }
  const withBooked: Array<[number, number]> = [];
  const bookedBuckets = bucketsOf(bookedKeys);
  setKeys.forEach((own_, i) => {
    own_.forEach((key, segment) => {
      for (const j of bookedBuckets.get(key) ?? []) {
        if (firstSharedSegment(own_, bookedKeys[j] ?? [], segment)) withBooked.push([i, j]);
      }
    });
  });
  const byPosition = (a: [number, number], b: [number, number]) => a[0] - b[0] || a[1] - b[1];
  return { own: own.sort(byPosition), withBooked: withBooked.sort(byPosition) };
}

/**
 * Every pair that the instrument could not tell apart: within `libraries` and between each of them and the
 * booked libraries, reported once each, ordered by the first library's position (pairs within the set before
 * pairs with booked libraries). Reverse complements are computed once per library, candidates come from a
 * pigeonhole filter and distances stop counting at the minimum, so a 5,000-library sheet takes milliseconds;
 * exact distances are computed only for the pairs reported.
 */
export function findIndexCollisions<T extends IndexedLibrary>(
  libraries: readonly T[],
  options: IndexCollisionOptions<T> = {},
): IndexCollision<T>[] {
  const minDistance = Math.max(1, options.minDistance ?? DEFAULT_MIN_INDEX_DISTANCE);
  const orientation = options.orientation ?? null;
  const shareLane = options.shareLane;
  const set = libraries.map((library) => prepare(library, orientation));
  const booked = (options.booked ?? []).map((library) => prepare(library, orientation));
  const { own, withBooked } = candidatePairs(set, booked, minDistance);
  const collisions: IndexCollision<T>[] = [];
  const check = (left: Prepared<T>, right: Prepared<T>, isBooked: boolean): void => {
    if (!tooClose(left, right, minDistance)) return;
    if (shareLane && !shareLane(left.library, right.library)) return;
    collisions.push({
      left: left.library,
      right: right.library,
      booked: isBooked,
      ...indexDistance(left.library, right.library, orientation),
    });
  };
  for (const [i, j] of own) check(set[i] as Prepared<T>, set[j] as Prepared<T>, false);
  for (const [i, j] of withBooked) check(set[i] as Prepared<T>, booked[j] as Prepared<T>, true);
  return collisions;
}
