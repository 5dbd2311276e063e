import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { ConflictError } from '../errors/domain-errors.js';
import { requestHash } from './request-hash.js';

/** How long a key replays its first answer (DESIGN.md section 2). */
export const IDEMPOTENCY_WINDOW_HOURS = 24;

export interface IdempotentCall {
  memberId: number;
  /** The route key, e.g. 'SubmitOrder'. */
  operation: string;
  /** The Idempotency-Key header; without one the work simply runs in a transaction. */
  key: string | undefined;
  /** The validated request body: the same key with another body answers 409. */
  request: unknown;
}

/**
 * Runs a creating operation in one transaction, at most once per Idempotency-Key.
 *
 * The record is inserted inside the transaction that does the work. A concurrent retry's insert therefore waits
 * on the unique index until the first transaction ends: after a commit it finds the record and replays the stored
 * answer; after a rollback (a business refusal such as 185) its insert succeeds and it does the work itself, so
 * refusals are never replayed and the client may correct the request under the same key.
 *
 * The work must use only the manager it is given: a second pool connection inside the transaction could wait for
 * connections that waiting retries hold.
 */
@Injectable()
export class IdempotencyService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * `prepare` runs outside the transaction (reads and checks that may use other connections). A retry of a request
   * that succeeded gets that answer even if its checks would now fail: when `prepare` refuses a request that has a
   * key, the key's record is read and a stored answer wins over the refusal. The record is not read before
   * `prepare`, because nearly every request carries a fresh key (issue 22: one statement less per call); a retry
   * whose checks still pass finds the record when its insert below meets it.
   */
  async run<T, P = undefined>(
    call: IdempotentCall,
    work: (manager: EntityManager, prepared: P) => Promise<T>,
    prepare?: () => Promise<P>,
  ): Promise<T> {
    const { key } = call;
    const hash = key === undefined ? '' : requestHash(call.request);
    let prepared: P;
    try {
      prepared = (prepare ? await prepare() : undefined) as P;
    } catch (refusal) {
      if (key === undefined) throw refusal;
      const earlier = await this.find(this.dataSource.manager, call, key);
      if (earlier) return answerOf<T>(earlier, hash);
      throw refusal;
    }
    if (key === undefined) return this.dataSource.transaction((manager) => work(manager, prepared));
    return this.dataSource.transaction(async (manager) => {
      // A new key is inserted; an expired record of the key is taken over (it no longer counts); a live one is left
      // alone and nothing is returned. A concurrent request with the key waits here until this transaction ends.
      const inserted: Array<{ id: number }> = await manager.query(
        `INSERT INTO idempotency_record (member_id, operation, key, request_hash)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT ON CONSTRAINT uq_idempotency_record_key DO UPDATE
           SET request_hash = EXCLUDED.request_hash, response = NULL, created_at = now()
           WHERE idempotency_record.created_at < now() - make_interval(hours => $5)
         RETURNING id`,
        [call.memberId, call.operation, key, hash, IDEMPOTENCY_WINDOW_HOURS],
      );
      const recordId = inserted[0]?.id;
      if (recordId === undefined) {
        // The key already answered: a retry, or a concurrent request with the key that committed first (this insert
        // waited for it). Replay that answer.
        const record = await this.find(manager, call, key);
        // Not found: it expired in between, so it no longer answers for this request.
        if (!record) throw new ConflictError();
        return answerOf<T>(record, hash);
      }
      const result = await work(manager, prepared);
      await manager.query('UPDATE idempotency_record SET response = $2 WHERE id = $1', [
        recordId,
        JSON.stringify(result ?? null),
      ]);
      return result;
    });
  }

  /** Deletes the records past the window; a scheduled job may call it, reuse of a key also replaces its record. */
  async sweepExpired(): Promise<number> {
    // A raw DELETE answers [rows, affected count].
    const [, deleted] = await this.dataSource.query<[unknown[], number]>(
      'DELETE FROM idempotency_record WHERE created_at < now() - make_interval(hours => $1)',
      [IDEMPOTENCY_WINDOW_HOURS],
    );
    return deleted;
  }

  private async find(manager: EntityManager, call: IdempotentCall, key: string): Promise<StoredAnswer | undefined> {
    const rows: StoredAnswer[] = await manager.query(
      `SELECT request_hash, response FROM idempotency_record
       WHERE member_id = $1 AND operation = $2 AND key = $3 AND created_at >= now() - make_interval(hours => $4)`,
      [call.memberId, call.operation, key, IDEMPOTENCY_WINDOW_HOURS],
    );
    return rows[0];
  }
}

interface StoredAnswer {
  request_hash: string;
  response: unknown;
}

/** The stored answer when the body is the same, else 409. */
function answerOf<T>(record: StoredAnswer, hash: string): T {
  if (record.request_hash !== hash) throw new ConflictError();
  return record.response as T;
}
