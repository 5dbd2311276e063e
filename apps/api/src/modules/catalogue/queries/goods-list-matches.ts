import {
  goodsListQuery,
  matchKey,
  type GoodsListFilters,
  type GoodsListRow,
  type ReusedMatches,
} from './goods-list.sql.js';
import type { CallerIds } from './caller-contracts.sql.js';

/** Runs one statement and answers its rows (the API's prepared-statement runner, or the bench's pg pool). */
export type RunStatement = (text: string, values: unknown[]) => Promise<GoodsListRow[]>;

interface MatchEntry {
  revision: string;
  total: number;
  /** The first MATCH_PREFIX_SIZE ranked SKU ids (all of them when total is smaller). */
  ids: number[];
}

/**
 * Enough for every category × sample kind and the few hundred searches a shop sees in a day; at most 8 KB each
 * (MATCH_PREFIX_SIZE ids), most searches match far fewer SKUs.
 */
const DEFAULT_MAX_ENTRIES = 1000;

/**
 * Runs GetGoodsList's statement with the matches of the same filter computed earlier, when it has them (see
 * goodsListQuery): a broad search or a category then costs a lookup of one page of SKUs by id instead of
 * counting and ranking thousands of matches. Nothing here decides whether they are still right: the
 * statement checks the catalogue revision in its own snapshot and computes the matches afresh if it moved,
 * handing back the new ones, which replace the old. Still one statement per call.
 *
 * Kept per process and caller-independent (no prices, no caller): at most `maxEntries` filters, the least
 * recently used dropped first. Framework-free, so that the bench's plain Fastify baseline runs the very same
 * statements.
 */
export class GoodsListMatches {
  private readonly entries = new Map<string, MatchEntry>();
  /** Filters whose matches a statement is computing now: calls of the same filter wait for it, not compute too. */
  private readonly computing = new Map<string, Promise<unknown>>();

  constructor(private readonly maxEntries = DEFAULT_MAX_ENTRIES) {}

  async rows(caller: CallerIds, filters: GoodsListFilters, run: RunStatement): Promise<GoodsListRow[]> {
    const key = matchKey(filters);
    if (key === null) {
      const { text, values } = goodsListQuery(caller, filters);
      return run(text, values);
    }
    let reuse = this.reusable(key, filters);
    const computing = reuse ? undefined : this.computing.get(key);
    if (computing) {
      await computing.catch(() => undefined);
      reuse = this.reusable(key, filters);
    }
    const { text, values } = goodsListQuery(caller, filters, reuse);
    const running = run(text, values);
    if (!reuse) {
      this.computing.set(key, running);
      void running
        .catch(() => undefined)
        .finally(() => {
          if (this.computing.get(key) === running) this.computing.delete(key);
        });
    }
    const rows = await running;
    const head = rows[0];
    if (head && head.prefix_ids !== null)
      this.remember(key, { revision: head.revision, total: head.total_count, ids: head.prefix_ids });
    return rows;
  }

  /** The kept matches of the filter cover the page asked for (or every match, so any page). */
  private reusable(key: string, filters: GoodsListFilters): ReusedMatches | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const offset = (filters.pageIndex - 1) * filters.pageSize;
    const complete = entry.ids.length >= entry.total;
    if (!complete && offset + filters.pageSize > entry.ids.length) return undefined;
    // Most recently used last, so that the first key is the one to drop.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return {
      revision: entry.revision,
      total: entry.total,
      pageIds: entry.ids.slice(offset, offset + filters.pageSize),
    };
  }

  private remember(key: string, entry: MatchEntry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }
}
