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

  /**
   * As `run`, for work that claims the key inside its own statements (issue 22: fewer round trips per order). The
   * work gets a claim (null without a key): it puts `claim.cte(...)` in the WITH clause of its first statement and
   * makes that statement's writes depend on the claim's row, and stores its answer with `claim.answerCte(...)` in its
   * last statement (or at once, with the claim's `response`). When the claim returns no row the key already
   * answered: the work calls `claim.replay(manager)`, which rolls the transaction back and answers the stored
   * answer (409 for another body). The guarantees are those of `run`: the claim's insert waits on the unique index
   * for a concurrent request with the key, refusals are never stored, and a retry of a success replays it.
   */
  async runClaimed<T, P>(
    call: IdempotentCall,
    work: (manager: EntityManager, prepared: P, claim: IdempotencyClaim | null) => Promise<T>,
    prepare: () => Promise<P>,
  ): Promise<T> {
    const { key } = call;
    const hash = key === undefined ? '' : requestHash(call.request);
    let prepared: P;
    try {
      prepared = await prepare();
    } catch (refusal) {
      if (key === undefined) throw refusal;
      const earlier = await this.find(this.dataSource.manager, call, key);
      if (earlier) return answerOf<T>(earlier, hash);
      throw refusal;
    }
    const claim = key === undefined ? null : this.claim(call, key, hash);
    try {
      return await this.dataSource.transaction((manager) => work(manager, prepared, claim));
    } catch (error) {
      if (error instanceof StoredAnswerReplay) return error.answer as T;
      throw error;
    }
  }

  private claim(call: IdempotentCall, key: string, hash: string): IdempotencyClaim {
    return {
      params: [call.memberId, call.operation, key, hash, IDEMPOTENCY_WINDOW_HOURS],
      // The statement of `run`: a new key is inserted, an expired record of the key is taken over, a live one is
      // left alone and nothing is returned.
      cte: (first, response) => {
        const [member, operation, keyParam, hashParam, window] = [0, 1, 2, 3, 4].map((i) => `$${first + i}`);
        return `INSERT INTO idempotency_record (member_id, operation, key, request_hash, response)
          SELECT ${member}::int, ${operation}::varchar, ${keyParam}::varchar, ${hashParam}::varchar, ${response ? response.sql : 'NULL::jsonb'}
          ${response ? `FROM ${response.from}` : ''}
          ON CONFLICT ON CONSTRAINT uq_idempotency_record_key DO UPDATE
            SET request_hash = EXCLUDED.request_hash, response = EXCLUDED.response, created_at = now()
            WHERE idempotency_record.created_at < now() - make_interval(hours => ${window}::int)
          RETURNING id`;
      },
      answerCte: (recordId, answer) =>
        `UPDATE idempotency_record SET response = $${answer}::jsonb WHERE id = $${recordId}::int`,
      replay: async (manager) => {
        const record = await this.find(manager, call, key);
        // Not found: it expired in between, so it no longer answers for this request.
        if (!record) throw new ConflictError();
        throw new StoredAnswerReplay(answerOf(record, hash));
      },
      replayIfAnswered: async (manager) => {
        const record = await this.find(manager, call, key);
        if (record) throw new StoredAnswerReplay(answerOf(record, hash));
      },
    };
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

/** A key's claim inside the work's own statements (see runClaimed). */
export interface IdempotencyClaim {
  /** The claim's parameters, to append to the statement's: member, operation, key, request hash, window. */
  params: readonly unknown[];
  /**
   * An INSERT … RETURNING id for a WITH clause, its parameters numbered from `$first`. `response` stores the answer
   * with the claim: SQL over the CTE `from`, which must yield one row.
   */
  cte(first: number, response?: { sql: string; from: string }): string;
  /** An UPDATE for a WITH clause that stores the answer (parameter `$answer`, JSON) in record `$recordId`. */
  answerCte(recordId: number, answer: number): string;
  /** The claim returned no row: rolls the transaction back and answers the key's stored answer (or 409). */
  replay(manager: EntityManager): Promise<never>;
  /**
   * For a refusal met before the claim (in the transaction): a stored answer of the key wins over it, as a refused
   * `prepare` does; returns when there is none.
   */
  replayIfAnswered(manager: EntityManager): Promise<void>;
}

/** Thrown out of the transaction to roll it back; runClaimed answers the stored answer it carries. */
class StoredAnswerReplay extends Error {
  constructor(readonly answer: unknown) {
    super('replay of a stored answer');
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
