import { ANALYSIS_MESSAGES, type AnalysisInput } from '@seqportal/contract';
import { Decimal } from 'decimal.js';
import type { EntityManager } from 'typeorm';
import { IllegalOperationError, NotFoundError } from '../../common/errors/domain-errors.js';
import { dataScopeSql, type DataScope } from '../delivery/data-scope.js';
import { findDeliveredLibraries } from '../delivery/delivered-libraries.js';
import { findReadPair } from './helpers/read-pairs.js';

/**
 * The libraries an analysis runs on, as the server knows them: each must be within the caller's data scope, its organisation's (else 404, like a
 * missing one) and have delivered data with an R1/R2 pair (else a message naming it). Species and yields come
 * from the sample information, whatever the client sent.
 */
export async function resolveInputs(
  manager: EntityManager,
  scope: DataScope,
  libraryList: ReadonlyArray<{ libraryId: number }>,
): Promise<AnalysisInput[]> {
  const ids = [...new Set(libraryList.map((library) => library.libraryId))];
  const delivered = await findDeliveredLibraries(manager, scope, ids);
  const owner = dataScopeSql(scope, 'o', 2);
  const missing = ids.filter((id) => !delivered.has(id));
  if (missing.length > 0) {
    // Owned but without data: say so; anything else is answered like a missing library.
    const [owned] = await manager.query<Array<{ name: string }>>(
      `SELECT COALESCE(NULLIF(s.wk_name, ''), s.name) AS name FROM sample s JOIN customer_order o ON o.id = s.order_id
       WHERE s.id = ANY($1::int[]) AND ${owner.sql} ORDER BY s.id LIMIT 1`,
      [missing, owner.value],
    );
    if (owned && missing.length > 0) {
      const ownedAll = await manager.query<unknown[]>(
        `SELECT 1 FROM sample s JOIN customer_order o ON o.id = s.order_id WHERE s.id = ANY($1::int[]) AND ${owner.sql}`,
        [missing, owner.value],
      );
      if (ownedAll.length === missing.length)
        throw new IllegalOperationError(`${ANALYSIS_MESSAGES.noDeliveredData}：${owned.name}`);
    }
    throw new NotFoundError(ANALYSIS_MESSAGES.libraryNotFound);
  }
  return ids.map((id) => {
    const library = delivered.get(id)!;
    const pair = findReadPair(library.libraryName, library.dataFiles);
    if (!pair) throw new IllegalOperationError(`${ANALYSIS_MESSAGES.noDeliveredData}：${library.libraryName}`);
    return {
      orderId: library.orderId,
      orderNo: library.orderNo,
      libraryId: library.sampleId,
      libraryName: library.libraryName,
      childId: library.childId ?? 0,
      childName: library.childName,
      species: library.species,
      yields: new Decimal(library.yields).toNumber(),
      r1: pair.r1,
      r2: pair.r2,
    };
  });
}
