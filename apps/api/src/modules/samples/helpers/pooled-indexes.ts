import type { IndexedLibrary, SampleInfoLists } from '@seqportal/contract';

/*
 * The sub-libraries of one order (or one sheet) as the collision check sees them. Which of them are sequenced
 * together: sub-libraries of one library always (they are pooled in one tube); libraries booked on lanes with
 * the libraries of the same lanes; a library without a lane goes to a lane the lab chooses, so it is checked
 * against every other library of the order.
 */
export interface PooledIndex extends IndexedLibrary {
  wkRow: number;
  zwkRow: number;
  wkName: string;
  zwkName: string;
  /** The library's sample name (样本名称). */
  sampleName: string;
  skuCode: string;
  lanes: ReadonlySet<string>;
}

export function pooledIndexes(lists: SampleInfoLists): PooledIndex[] {
  const lanesByLibrary = new Map<string, Set<string>>();
  for (const lane of lists.lanList) {
    const lanes = lanesByLibrary.get(lane.wkName) ?? new Set<string>();
    lanes.add(lane.lanId);
    lanesByLibrary.set(lane.wkName, lanes);
  }
  const pooled: PooledIndex[] = [];
  lists.wkList.forEach((library, wkRow) => {
    library.zwkList.forEach((sub, zwkRow) => {
      // Invalid indexes are reported by the field rules; comparing them would only add noise.
      if (!/^[ACGT]{6,32}$/.test(sub.indexi7) || (sub.indexi5 !== '' && !/^[ACGT]{6,32}$/.test(sub.indexi5))) return;
      pooled.push({
        i7: sub.indexi7,
        i5: sub.indexi5 === '' ? null : sub.indexi5,
        wkRow,
        zwkRow,
        wkName: library.wkName,
        zwkName: sub.zwkName,
        sampleName: library.name,
        skuCode: library.skuCode,
        lanes: lanesByLibrary.get(library.wkName) ?? new Set<string>(),
      });
    });
  });
  return pooled;
}

/** Whether two sub-libraries of one order can end up in the same lane. */
export function sharePool(a: PooledIndex, b: PooledIndex): boolean {
  if (a.wkName === b.wkName || a.lanes.size === 0 || b.lanes.size === 0) return true;
  for (const lane of a.lanes) if (b.lanes.has(lane)) return true;
  return false;
}
