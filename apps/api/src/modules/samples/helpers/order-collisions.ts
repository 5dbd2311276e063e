import {
  findIndexCollisions,
  i5OrientationForPlatform,
  type I5OrientationValue,
  type IndexCollision,
  type IndexCollisionReport,
  type IndexedLibrary,
  type SampleInfoLists,
} from '@seqportal/contract';
import { pooledIndexes, sharePool, type PooledIndex } from './pooled-indexes.js';

/*
 * The collision check of a submission: its sub-libraries among themselves (those that can share a lane) and,
 * lane by lane, against every sub-library already booked on that lane by any order of any customer. What the
 * customer learns about a library of another customer is the lane and the distance, never its names or order.
 */

/** A sub-library already booked on a lane (from lane_booking, sample and sub_library). */
export interface BookedIndex extends IndexedLibrary {
  lanId: string;
  memberId: number;
  orderNo: string;
  sampleName: string;
  wkName: string;
  zwkName: string;
  platform: string | null;
}

export interface OrderCollisionInput {
  lists: SampleInfoLists;
  /** Sequencing platform of the product a library is ordered with (by skuCode). */
  platformOf: (skuCode: string) => string | null;
  booked: readonly BookedIndex[];
  memberId: number;
  minDistance: number;
}

/** The i5 reading shared by all the platforms, or null (check both) when they differ or one is unknown. */
export function commonOrientation(platforms: ReadonlyArray<string | null>): I5OrientationValue | null {
  const readings = new Set(platforms.map((platform) => i5OrientationForPlatform(platform)));
  if (readings.size !== 1) return null;
  return [...readings][0] ?? null;
}

type Candidate = PooledIndex | (BookedIndex & { booked: true });

function describe(
  scope: IndexCollisionReport['otherScope'],
  left: PooledIndex,
  right: Candidate,
  lanId: string | null,
  distance: number,
  minDistance: number,
): string {
  const own = `子文库${left.zwkName}（文库${left.wkName}）`;
  const gap = `的index相差${distance}个碱基，至少需要${minDistance}个`;
  if (scope === 'this-order') return `${own}与子文库${right.zwkName}（文库${right.wkName}）${gap}`;
  if (scope === 'own-order')
    return `${own}与您的订单${(right as BookedIndex).orderNo}在Lane ${lanId ?? ''}上的子文库${right.zwkName}（文库${right.wkName}）${gap}`;
  return `${own}与Lane ${lanId ?? ''}上已预订的文库${gap}`;
}

function report(
  collision: IndexCollision<Candidate>,
  lanId: string | null,
  memberId: number,
  minDistance: number,
): IndexCollisionReport {
  const left = collision.left as PooledIndex;
  const right = collision.right;
  const scope: IndexCollisionReport['otherScope'] = !collision.booked
    ? 'this-order'
    : (right as BookedIndex).memberId === memberId
      ? 'own-order'
      : 'other-customer';
  const visible = scope !== 'other-customer';
  return {
    lanId,
    sampleName: left.sampleName,
    wkName: left.wkName,
    zwkName: left.zwkName,
    otherScope: scope,
    otherSampleName: visible ? right.sampleName : null,
    otherWkName: visible ? right.wkName : null,
    otherZwkName: visible ? right.zwkName : null,
    otherOrderNo: scope === 'own-order' ? (right as BookedIndex).orderNo : null,
    distance: collision.distance,
    i7Distance: collision.i7Distance,
    i5Distance: collision.i5Distance,
    basis: collision.basis,
    minDistance,
    message: describe(scope, left, right, lanId, collision.distance, minDistance),
  };
}

/**
 * Lane by lane, the submission's sub-libraries booked on a lane against the libraries other orders booked on it;
 * each collision with the sub-library of the submission it concerns (a sheet marks that row).
 */
export function checkLaneCollisions(
  input: OrderCollisionInput,
): Array<{ mine: PooledIndex; report: IndexCollisionReport }> {
  const pooled = pooledIndexes(input.lists);
  const found: Array<{ mine: PooledIndex; report: IndexCollisionReport }> = [];
  const lanes = [...new Set(input.lists.lanList.map((lane) => lane.lanId))];
  for (const lanId of lanes) {
    const mine = pooled.filter((item) => item.lanes.has(lanId));
    const booked = input.booked
      .filter((item) => item.lanId === lanId)
      .map((item) => ({ ...item, booked: true as const }));
    if (mine.length === 0 || booked.length === 0) continue;
    const orientation = commonOrientation([
      ...mine.map((item) => input.platformOf(item.skuCode)),
      ...booked.map((item) => item.platform),
    ]);
    const collisions = findIndexCollisions<Candidate>(mine, { minDistance: input.minDistance, orientation, booked });
    for (const collision of collisions) {
      if (collision.booked)
        found.push({
          mine: collision.left as PooledIndex,
          report: report(collision, lanId, input.memberId, input.minDistance),
        });
    }
  }
  return found;
}

function sharedLane(a: PooledIndex, b: PooledIndex): string | null {
  for (const lane of a.lanes) if (b.lanes.has(lane)) return lane;
  return null;
}

export function checkOrderCollisions(input: OrderCollisionInput): IndexCollisionReport[] {
  const pooled = pooledIndexes(input.lists);
  const reports: IndexCollisionReport[] = [];
  const withinOrder = findIndexCollisions<Candidate>(pooled, {
    minDistance: input.minDistance,
    orientation: commonOrientation(pooled.map((item) => input.platformOf(item.skuCode))),
    shareLane: (a, b) => sharePool(a as PooledIndex, b as PooledIndex),
  });
  for (const collision of withinOrder) {
    reports.push(
      report(
        collision,
        sharedLane(collision.left as PooledIndex, collision.right as PooledIndex),
        input.memberId,
        input.minDistance,
      ),
    );
  }

  for (const { report: found } of checkLaneCollisions(input)) reports.push(found);
  return reports;
}
