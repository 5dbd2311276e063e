import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { BiologicalSample, LaneRequest, LibrarySample } from '@seqportal/contract';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/configuration.js';
import { sampleCodes } from './helpers/sample-codes.js';

/** A validated sample with the order goods it belongs to. */
export type PlannedSample =
  | { kind: 'yb'; orderGoodsId: number; row: BiologicalSample }
  | { kind: 'wk'; orderGoodsId: number; row: LibrarySample };

interface ExistingSample {
  id: number;
  kind: 'yb' | 'wk';
  sku_code: string;
  sample_no: string;
  name: string;
  wk_name: string | null;
}

/** Rows per statement: each statement carries its rows as one jsonb parameter, so no parameter limit applies. */
const CHUNK = 1000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** What identifies a sample across an edit, so that its codes (maybe already on a tube) survive the edit. */
function identity(kind: 'yb' | 'wk', skuCode: string, sampleNo: string, name: string, wkName: string | null): string {
  return kind === 'wk' ? `wk|${wkName ?? ''}` : `yb|${skuCode}|${sampleNo || name}`;
}

const COLUMNS = `order_goods_id int, kind text, sample_no text, name text, type text, species text, num int,
  weight numeric, wk_name text, is_lan boolean, sku_code text, data_size numeric`;

function columnsOf(sample: PlannedSample) {
  const { row } = sample;
  const library = sample.kind === 'wk' ? sample.row : null;
  return {
    order_goods_id: sample.orderGoodsId,
    kind: sample.kind,
    sample_no: sample.kind === 'yb' ? sample.row.no : '',
    name: row.name,
    type: row.type,
    species: row.species,
    num: row.num,
    weight: library ? library.weight : null,
    wk_name: library ? library.wkName : null,
    is_lan: library ? library.isLan : false,
    sku_code: row.skuCode,
    data_size: library ? (library.dataSize ?? null) : null,
  };
}

/**
 * Writes an order's sample information: the samples (kept, with their codes, when an edit names them again),
 * their sub-libraries and the lane bookings. Always inside the caller's transaction.
 */
@Injectable()
export class SampleWriter {
  private readonly timeZone: string;

  constructor(@Inject(ConfigService) config: ConfigService) {
    this.timeZone = config.getOrThrow<AppConfig>('app').businessTimeZone;
  }

  async replace(
    manager: EntityManager,
    orderId: number,
    samples: readonly PlannedSample[],
    lanes: readonly LaneRequest[],
    now: Date,
  ): Promise<void> {
    const existing = await manager.query<ExistingSample[]>(
      'SELECT id, kind, sku_code, sample_no, name, wk_name FROM sample WHERE order_id = $1 ORDER BY id',
      [orderId],
    );
    const byIdentity = new Map(
      existing.map((s) => [identity(s.kind, s.sku_code, s.sample_no, s.name, s.wk_name), s.id]),
    );
    const kept: Array<{ id: number; sample: PlannedSample }> = [];
    const added: PlannedSample[] = [];
    for (const sample of samples) {
      const key = identity(
        sample.kind,
        sample.row.skuCode,
        sample.kind === 'yb' ? sample.row.no : '',
        sample.row.name,
        sample.kind === 'wk' ? sample.row.wkName : null,
      );
      const id = byIdentity.get(key);
      if (id === undefined) {
        added.push(sample);
      } else {
        byIdentity.delete(key);
        kept.push({ id, sample });
      }
    }
    const removed = [...byIdentity.values()];
    if (removed.length > 0) await manager.query('DELETE FROM sample WHERE id = ANY($1::int[])', [removed]);
    await manager.query('DELETE FROM lane_booking WHERE order_id = $1', [orderId]);
    await manager.query('DELETE FROM sub_library WHERE sample_id IN (SELECT id FROM sample WHERE order_id = $1)', [
      orderId,
    ]);

    const ids = new Map<PlannedSample, number>(kept.map(({ id, sample }) => [sample, id]));
    for (const part of chunks(kept)) {
      await manager.query(
        `UPDATE sample s SET order_goods_id = v.order_goods_id, sample_no = v.sample_no, name = v.name, type = v.type,
           species = v.species, num = v.num, weight = v.weight, wk_name = v.wk_name, is_lan = v.is_lan, sku_code = v.sku_code,
           data_size = v.data_size, updated_at = $2
         FROM jsonb_to_recordset($1::jsonb) AS v(id int, ${COLUMNS})
         WHERE s.id = v.id`,
        [JSON.stringify(part.map(({ id, sample }) => ({ id, ...columnsOf(sample) }))), now],
      );
    }
    await this.insertSamples(manager, orderId, added, now, ids);
    await this.insertSubLibraries(manager, samples, ids);
    await this.insertLanes(manager, orderId, samples, lanes, ids, now);
  }

  private async insertSamples(
    manager: EntityManager,
    orderId: number,
    added: readonly PlannedSample[],
    now: Date,
    ids: Map<PlannedSample, number>,
  ) {
    if (added.length === 0) return;
    const numbers = await manager.query<Array<{ n: string }>>(
      "SELECT nextval('sample_code_seq')::text AS n FROM generate_series(1, $1)",
      [added.length],
    );
    const rows = added.map((sample, index) => ({
      ...columnsOf(sample),
      ...sampleCodes(Number(numbers[index]?.n), sample.kind, now, this.timeZone),
    }));
    const byCode = new Map(rows.map((row, index) => [row.codeNo, added[index] as PlannedSample]));
    for (const part of chunks(rows)) {
      const inserted = await manager.query<Array<{ id: number; code_no: string }>>(
        `INSERT INTO sample (order_id, order_goods_id, kind, code_no, send_temp_code, sample_no, name, type, species, num,
           weight, wk_name, is_lan, sku_code, data_size, created_at, updated_at)
         SELECT $1, v.order_goods_id, v.kind, v."codeNo", v."sendTempCode", v.sample_no, v.name, v.type, v.species, v.num,
           v.weight, v.wk_name, v.is_lan, v.sku_code, v.data_size, $3, $3
         FROM jsonb_to_recordset($2::jsonb) AS v("codeNo" text, "sendTempCode" text, ${COLUMNS})
         RETURNING id, code_no`,
        [orderId, JSON.stringify(part), now],
      );
      for (const row of inserted) {
        const sample = byCode.get(row.code_no);
        if (sample) ids.set(sample, row.id);
      }
    }
  }

  private async insertSubLibraries(
    manager: EntityManager,
    samples: readonly PlannedSample[],
    ids: Map<PlannedSample, number>,
  ) {
    const rows = samples.flatMap((sample) =>
      sample.kind === 'wk'
        ? sample.row.zwkList.map((sub) => ({
            sample_id: ids.get(sample),
            zwk_name: sub.zwkName,
            index_i7: sub.indexi7,
            index_i5: sub.indexi5 === '' ? null : sub.indexi5,
            type: sub.type,
          }))
        : [],
    );
    for (const part of chunks(rows)) {
      await manager.query(
        `INSERT INTO sub_library (sample_id, zwk_name, index_i7, index_i5, type)
         SELECT v.sample_id, v.zwk_name, v.index_i7, v.index_i5, v.type
         FROM jsonb_to_recordset($1::jsonb) AS v(sample_id int, zwk_name text, index_i7 text, index_i5 text, type text)`,
        [JSON.stringify(part)],
      );
    }
  }

  private async insertLanes(
    manager: EntityManager,
    orderId: number,
    samples: readonly PlannedSample[],
    lanes: readonly LaneRequest[],
    ids: Map<PlannedSample, number>,
    now: Date,
  ) {
    const libraryIds = new Map<string, number | undefined>();
    for (const sample of samples) if (sample.kind === 'wk') libraryIds.set(sample.row.wkName, ids.get(sample));
    const rows = lanes.map((lane) => ({
      sample_id: libraryIds.get(lane.wkName) ?? null,
      lan_id: lane.lanId,
      wk_name: lane.wkName,
      num: lane.num,
      phix: lane.phix,
    }));
    for (const part of chunks(rows)) {
      await manager.query(
        `INSERT INTO lane_booking (order_id, sample_id, lan_id, wk_name, num, phix, created_at)
         SELECT $1, v.sample_id, v.lan_id, v.wk_name, v.num, v.phix, $3
         FROM jsonb_to_recordset($2::jsonb) AS v(sample_id int, lan_id text, wk_name text, num int, phix numeric)`,
        [orderId, JSON.stringify(part), now],
      );
    }
  }
}
