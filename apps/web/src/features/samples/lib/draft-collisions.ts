import {
  DEFAULT_MIN_INDEX_DISTANCE,
  findIndexCollisions,
  validateIndex,
  type CollisionBasis,
  type IndexedLibrary,
} from '@seqportal/contract';
import type { SampleDraft } from './sample-draft';

/** One line of the collision report: both sample names, where they meet and how far apart their indexes are. */
export interface CollisionLine {
  /** Sub-library names; for a library of another customer a description instead (its names stay private). */
  leftName: string;
  rightName: string;
  /** Sample name (样本名称) and library of each side, where known. */
  leftDetail: string | null;
  rightDetail: string | null;
  /** The lane they share, when both libraries are booked on lanes. */
  lanId: string | null;
  /** Sub-libraries of one library: pooled in one tube, so always sequenced together. */
  sameLibrary?: boolean;
  distance: number;
  basis: CollisionBasis;
  /** The right-hand library belongs to an order already booked on the lane (only the server knows those). */
  booked: boolean;
  /** The order of a booked library, when the server names it. */
  otherOrderNo?: string;
  /** The minimum the server applied, when it reported the line. */
  minDistance?: number;
  /** Table rows of this order involved, to highlight them; empty for lines the server reported. */
  rowIds: string[];
  /** Sub-libraries of this submission a server line names (subLibraryKey), for the page to find their rows. */
  rowKeys?: string[];
}

/** A sub-library by its library and name: unique within an order (the contract refuses duplicates). */
export function subLibraryKey(wkName: string, zwkName: string): string {
  return `${wkName.trim()}\u0000${zwkName.trim()}`;
}

interface DraftLibrary extends IndexedLibrary {
  rowId: string;
  name: string;
  wkName: string;
  sampleName: string;
  lanes: ReadonlySet<string>;
}

/** '样本 LIVER-01 · 文库 LIB-1', leaving out what is not known. */
export function detail(sampleName: string | null | undefined, wkName: string | null | undefined): string | null {
  const parts = [sampleName ? `样本 ${sampleName}` : '', wkName ? `文库 ${wkName}` : ''].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

function sharedLane(a: DraftLibrary, b: DraftLibrary): string | null {
  for (const lane of a.lanes) if (b.lanes.has(lane)) return lane;
  return null;
}

/**
 * The collision check on the customer's own table, before anything is sent, pooling libraries as the server
 * does: sub-libraries of one library are always sequenced together; libraries on lanes with the libraries of
 * the same lanes; a library without a lane goes to a lane the lab chooses, so it meets every other one. Rows
 * whose indexes are not valid yet are skipped (their cells already show why). Libraries of other orders on the
 * same lane are not known here; the server adds those on submit.
 */
export function findDraftCollisions(draft: SampleDraft, minDistance = DEFAULT_MIN_INDEX_DISTANCE): CollisionLine[] {
  const lanesOf = new Map<string, Set<string>>();
  for (const row of draft.lane) {
    const wkName = row.cells.wkName?.trim() ?? '';
    const lanId = row.cells.lanId?.trim() ?? '';
    if (wkName === '' || lanId === '') continue;
    const lanes = lanesOf.get(wkName) ?? new Set<string>();
    lanes.add(lanId);
    lanesOf.set(wkName, lanes);
  }

  const sampleNameOf = new Map(draft.wk.map((row) => [row.cells.wkName?.trim() ?? '', row.cells.name?.trim() ?? '']));
  const libraries: DraftLibrary[] = [];
  for (const row of draft.zwk) {
    const i7 = validateIndex(row.cells.indexi7, 'i7');
    const i5 = validateIndex(row.cells.indexi5, 'i5', { required: false });
    if (i7.error || i5.error) continue;
    const wkName = row.cells.wkName?.trim() ?? '';
    libraries.push({
      rowId: row.id,
      name: row.cells.zwkName?.trim() || '（未命名）',
      wkName,
      sampleName: sampleNameOf.get(wkName) ?? '',
      i7: i7.value,
      i5: i5.value || null,
      lanes: lanesOf.get(wkName) ?? new Set<string>(),
    });
  }

  const collisions = findIndexCollisions(libraries, {
    minDistance,
    shareLane: (a, b) => a.wkName === b.wkName || a.lanes.size === 0 || b.lanes.size === 0 || sharedLane(a, b) !== null,
  });
  return collisions.map((collision) => ({
    leftName: collision.left.name,
    rightName: collision.right.name,
    leftDetail: detail(collision.left.sampleName, collision.left.wkName),
    rightDetail: detail(collision.right.sampleName, collision.right.wkName),
    lanId: sharedLane(collision.left, collision.right),
    sameLibrary: collision.left.wkName === collision.right.wkName,
    distance: collision.distance,
    basis: collision.basis,
    booked: false,
    rowIds: [collision.left.rowId, collision.right.rowId],
  }));
}
