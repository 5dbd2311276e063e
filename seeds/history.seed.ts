import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { DataSource, EntityManager } from 'typeorm';
import { storageConfig } from '../apps/api/src/config/configuration.js';
import { StorageService } from '../apps/api/src/infra/storage/storage.service.js';
import { publicImageUrl } from '../apps/api/src/modules/catalogue/helpers/public-image-url.js';
import { objectKey } from '../apps/api/src/modules/delivery/helpers/delivery-paths.js';
import {
  barcodeNumber,
  orderDatePrefix,
  ORDER_SEQUENCE_DIGITS,
  pickupInstant,
} from '../apps/api/src/modules/orders/helpers/order-numbers.js';
import { sampleCodes } from '../apps/api/src/modules/samples/helpers/sample-codes.js';
import { OrderStatus, SampleProgressStep, progressStepIndex } from '../packages/contract/src/index.js';
import { planHistory, type PlannedOrder } from './history/history-plan.js';

/** The marker row in audit_log: its presence means the history exists, and it records the anchor used. */
const MARKER = { targetType: 'seed', targetId: 'demo-history:shdemo', action: 'seed.demo-history' } as const;

const SPECIES = ['人', '小鼠', '大鼠', '拟南芥', '水稻'] as const;
const YB_TYPES = ['基因组DNA', '总RNA', '血液', '组织'] as const;
const WK_TYPES = ['DNA文库', 'RNA文库', '扩增子文库'] as const;
const DATA_SIZES = [6, 10, 20, 30] as const;
const I7 = ['ATCACG', 'CGATGT', 'TTAGGC', 'TGACCA', 'ACAGTG', 'GCCAAT', 'CAGATC', 'ACTTGA'] as const;

interface CandidateSku {
  sku_id: number;
  sku_code: string;
  spec_name: string;
  sale_price: string;
  template_type: 'SAMPLE' | 'LIBRARY';
  goods_id: number;
  goods_name: string;
  image_key: string | null;
  contract_id: number | null;
  contract_price: string | null;
  starts_on: string | null;
}

interface DemoCustomer {
  memberId: number;
  organisationId: number;
  labStaffId: number | null;
  labName: string;
  address: Record<string, unknown> | null;
}

export interface HistorySeedResult {
  created: boolean;
  orders: number;
}

interface UploadFile {
  key: string;
  body: Buffer;
  contentType: string;
}

/** Money as whole fen: exact integer sums without a decimal library (seeds/ resolves no API dependencies). */
const toFen = (money: string): number => {
  const [yuan = '0', fen = ''] = money.split('.');
  return Number(yuan) * 100 + Number(fen.padEnd(2, '0').slice(0, 2));
};
const fromFen = (fen: number): string => `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

/**
 * 13800000001's 12 months of activity (DESIGN.md section 4): orders in every status, samples at every progress
 * step with their events, QC results, delivered files, order history and the credit used by the orders not yet
 * settled. The plan (seeds/history/history-plan.ts) is a pure function of the anchor; the anchor is the moment
 * of the first run, kept in the marker row, so that charts of "the last week" have data on a fresh start.
 * Idempotent: once the marker exists nothing is added, under an advisory lock against two loaders at once.
 */
export async function seedDemoHistory(dataSource: DataSource, anchor: Date = new Date()): Promise<HistorySeedResult> {
  const timeZone = process.env.BUSINESS_TIMEZONE ?? 'Asia/Shanghai';
  const uploads: UploadFile[] = [];
  const result = await dataSource.transaction(async (manager) => {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('seed:demo-history'))`);
    const [marker] = await manager.query<unknown[]>(
      'SELECT 1 FROM audit_log WHERE target_type = $1 AND target_id = $2',
      [MARKER.targetType, MARKER.targetId],
    );
    if (marker) return { created: false, orders: 0 };
    const customer = await demoCustomer(manager);
    if (!customer) return { created: false, orders: 0 };
    const skus = await candidateSkus(manager, customer.organisationId);
    if (skus.length === 0) return { created: false, orders: 0 };

    const plans = planHistory(anchor);
    let unpaidFen = 0;
    const unsettledFrom = startOfPreviousMonth(anchor, timeZone);
    for (const plan of plans) {
      const amountFen = await insertOrder(manager, customer, skus, plan, timeZone, uploads);
      // Orders of this and last month are not settled yet (monthly statements): they use the credit.
      if (plan.placedAt && plan.placedAt >= unsettledFrom) unpaidFen += amountFen;
    }
    const analysis = await insertAnalysisRecord(manager, customer, anchor, timeZone, uploads);
    if (analysis && analysis.placedAt >= unsettledFrom) unpaidFen += analysis.amountFen;
    // Older orders were settled by monthly statement, about 25 days after their last change.
    await manager.query(
      `UPDATE customer_order SET settled_at = least(updated_at + interval '25 days', $3::timestamptz)
       WHERE organisation_id = $1 AND placed_at < $2 AND status <> $4`,
      [customer.organisationId, unsettledFrom, anchor, OrderStatus.Cancelled],
    );
    await manager.query(
      'UPDATE customer_credit SET unpaid_total = unpaid_total + $2, updated_at = now() WHERE organisation_id = $1',
      [customer.organisationId, fromFen(unpaidFen)],
    );
    await manager.query(
      `INSERT INTO audit_log (staff_id, staff_name, action, target_type, target_id, after)
       VALUES (NULL, 'seed', $1, $2, $3, $4)`,
      [
        MARKER.action,
        MARKER.targetType,
        MARKER.targetId,
        JSON.stringify({ anchor: anchor.toISOString(), orders: plans.length + (analysis ? 1 : 0) }),
      ],
    );
    return { created: true, orders: plans.length + (analysis ? 1 : 0) };
  });
  await uploadDeliveredFiles(uploads);
  return result;
}

async function demoCustomer(manager: EntityManager): Promise<DemoCustomer | null> {
  const [member] = await manager.query<Array<{ id: number; organisation_id: number | null }>>(
    `SELECT id, organisation_id FROM member WHERE account = 'shdemo'`,
  );
  if (!member?.organisation_id) return null;
  const [lab] = await manager.query<Array<{ id: number }>>(`SELECT id FROM staff_account WHERE username = 'lab'`);
  const [deliveryLab] = await manager.query<Array<{ name: string }>>(
    'SELECT name FROM delivery_lab WHERE active ORDER BY sort, id LIMIT 1',
  );
  const [address] = await manager.query<Array<Record<string, unknown>>>(
    `SELECT id AS "addressId", name, phone, province, city, district, district_code AS "districtCode", '' AS street,
       address, postal_code AS "postalCode"
     FROM member_address WHERE member_id = $1 ORDER BY is_default DESC, id LIMIT 1`,
    [member.id],
  );
  return {
    memberId: member.id,
    organisationId: member.organisation_id,
    labStaffId: lab?.id ?? null,
    labName: deliveryLab?.name ?? '上海实验室',
    address: address ?? null,
  };
}

/** What the company orders: its contracts' sample products (at the contract price once it applies) and libraries. */
async function candidateSkus(manager: EntityManager, organisationId: number): Promise<CandidateSku[]> {
  return manager.query<CandidateSku[]>(
    `SELECT s.id AS sku_id, s.sku_code, s.spec_name, s.sale_price::text, s.template_type, g.id AS goods_id,
       g.name AS goods_name, g.image_keys[1] AS image_key, k.id AS contract_id, cp.unit_price::text AS contract_price,
       k.starts_on::text AS starts_on
     FROM sku s JOIN goods g ON g.id = s.goods_id
     LEFT JOIN LATERAL (
       SELECT c.id, c.starts_on FROM contract c JOIN contract_price p ON p.contract_id = c.id AND p.sku_id = s.id
       WHERE c.organisation_id = $1 AND c.active ORDER BY c.id LIMIT 1
     ) k ON TRUE
     LEFT JOIN contract_price cp ON cp.contract_id = k.id AND cp.sku_id = s.id
     WHERE s.on_sale AND s.template_type IN ('SAMPLE', 'LIBRARY') AND (k.id IS NOT NULL OR s.template_type = 'LIBRARY')
     ORDER BY s.id`,
    [organisationId],
  );
}

/** Inserts one planned order with its goods, history, samples, events, QC results and files; answers its amount. */
async function insertOrder(
  manager: EntityManager,
  customer: DemoCustomer,
  skus: readonly CandidateSku[],
  plan: PlannedOrder,
  timeZone: string,
  uploads: UploadFile[],
): Promise<number> {
  const prefix = orderDatePrefix(plan.createdAt, timeZone);
  const day = `${prefix.slice(0, 4)}-${prefix.slice(4, 6)}-${prefix.slice(6, 8)}`;
  const lines = plan.lines.map((line) => {
    const sku = pick(skus, line.skuIndex);
    const underContract = sku.contract_id !== null && sku.starts_on !== null && day >= sku.starts_on;
    const priceFen = toFen(underContract ? sku.contract_price! : sku.sale_price);
    return { sku, count: line.count, contractId: underContract ? sku.contract_id : null, priceFen };
  });
  const totalFen = lines.reduce((sum, line) => sum + line.priceFen * line.count, 0);
  const contracts = new Set(lines.map((line) => line.contractId));
  const contractId = contracts.size === 1 ? [...contracts][0]! : null;
  const placed = plan.placedAt !== null;
  const pickup = plan.mode === 'pickup';
  const [order] = await manager.query<Array<{ id: number; order_no: string }>>(
    `WITH next AS (SELECT nextval(pg_get_serial_sequence('customer_order', 'id'))::int AS id)
     INSERT INTO customer_order (id, order_no, member_id, organisation_id, contract_id, status, type, property_type,
       total_price, order_amount, is_pay, is_express, mode, lab_name, pickup_address, pickup_time, courier_number,
       species_id, agreement_accepted_at, express_number, placed_at, cancelled_at, created_at, updated_at)
     SELECT next.id, $1 || lpad(next.id::text, greatest($2, length(next.id::text)), '0'), $3, $4, $5, $6, 2, $7, $8, $8,
       $9, $10, $11, $12, $13, $14, $15, $16, $17, $15, $17, $18, $19, $20
     FROM next RETURNING id, order_no`,
    [
      orderDatePrefix(plan.createdAt, timeZone),
      ORDER_SEQUENCE_DIGITS,
      customer.memberId,
      customer.organisationId,
      contractId,
      plan.status,
      contractId === null ? 0 : 1,
      fromFen(totalFen),
      placed,
      placed && !pickup && plan.expressNumber === null,
      placed ? (pickup ? 2 : 1) : null,
      placed ? customer.labName : null,
      placed && pickup && customer.address ? JSON.stringify(customer.address) : null,
      placed && pickup ? new Date(plan.placedAt!.getTime() + 3 * 3_600_000) : null,
      plan.expressNumber,
      placed ? 2 : null,
      plan.placedAt,
      plan.cancelledAt,
      plan.createdAt,
      plan.completedAt ?? plan.events.at(-1)?.at ?? plan.cancelledAt ?? plan.placedAt ?? plan.createdAt,
    ],
  );
  const { id: orderId, order_no: orderNo } = order!;
  if (placed) {
    await manager.query('UPDATE customer_order SET barcode_no = $2 WHERE id = $1', [orderId, barcodeNumber(orderNo)]);
  }
  const goodsIds: number[] = [];
  for (const line of lines) {
    const [goods] = await manager.query<Array<{ id: number }>>(
      `INSERT INTO order_goods (order_id, sku_id, goods_id, goods_name, sku_name, sku_code, goods_img, template_type,
         contract_id, sku_price, goods_count, actual_price)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [
        orderId,
        line.sku.sku_id,
        line.sku.goods_id,
        line.sku.goods_name,
        line.sku.spec_name,
        line.sku.sku_code,
        publicImageUrl(line.sku.image_key),
        line.sku.template_type,
        line.contractId,
        fromFen(line.priceFen),
        line.count,
        fromFen(line.priceFen * line.count),
      ],
    );
    goodsIds.push(goods!.id);
  }
  await insertHistory(manager, orderId, plan, customer);
  if (plan.samplesFilled) {
    await insertSamples(manager, orderId, orderNo, lines, goodsIds, plan, customer, timeZone, uploads);
  }
  return totalFen;
}

async function insertHistory(manager: EntityManager, orderId: number, plan: PlannedOrder, customer: DemoCustomer) {
  const rows: Array<[string, number | null, number, 'customer' | 'staff', number | null, Date]> = [
    ['create', null, OrderStatus.PendingPayment, 'customer', customer.memberId, plan.createdAt],
  ];
  if (plan.cancelledAt) {
    rows.push([
      'cancel',
      OrderStatus.PendingPayment,
      OrderStatus.Cancelled,
      'customer',
      customer.memberId,
      plan.cancelledAt,
    ]);
  }
  if (plan.placedAt) {
    rows.push([
      'place',
      OrderStatus.PendingPayment,
      OrderStatus.AwaitingSamples,
      'customer',
      customer.memberId,
      plan.placedAt,
    ]);
  }
  if (plan.receivedAt) {
    rows.push([
      'receive-samples',
      OrderStatus.AwaitingSamples,
      OrderStatus.SamplesReceived,
      'staff',
      customer.labStaffId,
      plan.receivedAt,
    ]);
  }
  if (plan.completedAt) {
    rows.push([
      'complete',
      OrderStatus.SamplesReceived,
      OrderStatus.Completed,
      'staff',
      customer.labStaffId,
      plan.completedAt,
    ]);
  }
  for (const [event, from, to, actorType, actorId, at] of rows) {
    await manager.query(
      `INSERT INTO order_history (order_id, event, from_status, to_status, actor_type, actor_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [orderId, event, from, to, actorType, actorId, at],
    );
  }
}

async function insertSamples(
  manager: EntityManager,
  orderId: number,
  orderNo: string,
  lines: ReadonlyArray<{ sku: CandidateSku; count: number }>,
  goodsIds: readonly number[],
  plan: PlannedOrder,
  customer: DemoCustomer,
  timeZone: string,
  uploads: UploadFile[],
) {
  const lastStep = plan.events.at(-1)?.step ?? null;
  const qcDone = lastStep !== null && progressStepIndex(lastStep) >= progressStepIndex(SampleProgressStep.QcDone);
  const qcAt = plan.events.find((event) => event.step === SampleProgressStep.QcDone)?.at ?? null;
  const libraries: string[] = [];
  for (const [lineIndex, line] of lines.entries()) {
    const kind = line.sku.template_type === 'LIBRARY' ? 'wk' : 'yb';
    for (let n = 0; n < line.count; n += 1) {
      const seed = plan.index * 7 + lineIndex * 3 + n;
      const [{ seq }] = (await manager.query<Array<{ seq: string }>>(
        "SELECT nextval('sample_code_seq')::text AS seq",
      )) as [{ seq: string }];
      const codes = sampleCodes(Number(seq), kind, plan.createdAt, timeZone);
      const name =
        kind === 'wk'
          ? `LIB${String(plan.index + 1).padStart(3, '0')}-${lineIndex + 1}${n + 1}`
          : `S${plan.index + 1}-${lineIndex + 1}${n + 1}`;
      if (kind === 'wk') libraries.push(name);
      const [sample] = await manager.query<Array<{ id: number }>>(
        `INSERT INTO sample (order_id, order_goods_id, kind, code_no, send_temp_code, name, type, species, num, weight,
           wk_name, sku_code, data_size, progress_step, received_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 1, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
        [
          orderId,
          goodsIds[lineIndex],
          kind,
          codes.codeNo,
          codes.sendTempCode,
          name,
          kind === 'wk' ? pick(WK_TYPES, seed) : pick(YB_TYPES, seed),
          pick(SPECIES, seed),
          kind === 'wk' ? null : (2 + (seed % 5)).toFixed(3),
          kind === 'wk' ? name : null,
          line.sku.sku_code,
          pick(DATA_SIZES, seed),
          lastStep,
          plan.receivedAt,
          plan.createdAt,
          plan.events.at(-1)?.at ?? plan.createdAt,
        ],
      );
      const sampleId = sample!.id;
      if (kind === 'wk') {
        await manager.query(
          'INSERT INTO sub_library (sample_id, zwk_name, index_i7, index_i5, type) VALUES ($1, $2, $3, NULL, $4)',
          [sampleId, `${name}-A`, pick(I7, seed), 'DNA'],
        );
      }
      if (plan.events.length > 0) {
        await manager.query(
          `INSERT INTO sample_progress_event (sample_id, step, occurred_at, operator_id, operator_name)
           SELECT $1, e.step, e.at, $4, 'lab' FROM unnest($2::text[], $3::timestamptz[]) AS e(step, at)`,
          [sampleId, plan.events.map((event) => event.step), plan.events.map((event) => event.at), customer.labStaffId],
        );
      }
      if (qcDone && qcAt) await insertQc(manager, sampleId, kind, seed, qcAt, customer.labStaffId);
    }
  }
  if (plan.completedAt) await insertDeliveredFiles(manager, orderId, orderNo, libraries, plan, customer, uploads);
}

async function insertQc(
  manager: EntityManager,
  sampleId: number,
  kind: 'wk' | 'yb',
  seed: number,
  at: Date,
  staffId: number | null,
) {
  // One sample in eleven is a risk: real QC reports are not all green.
  const grade = seed % 11 === 5 ? 'RISK' : 'PASS';
  const concentration = 18 + (seed % 40) + (seed % 10) / 10;
  const volume = 20 + (seed % 3) * 5;
  await manager.query(
    `INSERT INTO sample_qc_result (sample_id, concentration, volume, total_amount, qpcr_concentration, od260280, rin_din,
       library_length, total_grade, quality_grade, remarks, tester, reviewer, tested_at, reviewed_at, recorded_by_id,
       recorded_by_name, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, '实验室', '系统管理员', $11, $11, $12, 'lab', $11, $11)`,
    [
      sampleId,
      concentration.toFixed(3),
      volume.toFixed(3),
      (concentration * volume).toFixed(3),
      kind === 'wk' ? (8 + (seed % 12)).toFixed(3) : null,
      kind === 'yb' ? (1.8 + (seed % 3) / 20).toFixed(3) : null,
      kind === 'yb' ? (7 + (seed % 3)).toFixed(1) : null,
      kind === 'wk' ? 350 + (seed % 5) * 20 : null,
      grade,
      grade === 'RISK' ? '总量偏低，可继续建库，存在数据量不足风险' : '',
      at,
      staffId,
    ],
  );
}

/** The delivered data of a completed order: reads, MD5 list and both QC reports, as small real objects. */
async function insertDeliveredFiles(
  manager: EntityManager,
  orderId: number,
  orderNo: string,
  libraries: readonly string[],
  plan: PlannedOrder,
  customer: DemoCustomer,
  uploads: UploadFile[],
) {
  const names = libraries.length > 0 ? libraries : [`S${plan.index + 1}`];
  const files: Array<{ category: string; path: string; fileName: string; body: Buffer; contentType: string }> = [];
  for (const name of names) {
    for (const read of ['R1', 'R2']) {
      const fastq = `@${name}:1:1101:1000:${read}\nACGTACGTTAGCCTAGGCATCGATCGGATCCAGT\n+\nFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF\n`;
      files.push({
        category: 'DATA',
        path: `data/${name}_${read}.fq.gz`,
        fileName: `${name}_${read}.fq.gz`,
        body: gzipSync(Buffer.from(fastq), { level: 9 }),
        contentType: 'application/gzip',
      });
    }
  }
  const report = (title: string) =>
    Buffer.from(
      `<!doctype html><meta charset="utf-8"><title>${title}</title><h1>${title}</h1><p>订单号：${orderNo}</p><p>结论：合格</p>`,
    );
  files.push({
    category: 'SAMPLE_QC',
    path: 'qc/sample/样本质检报告.html',
    fileName: '样本质检报告.html',
    body: report('样本质检报告'),
    contentType: 'text/html; charset=utf-8',
  });
  files.push({
    category: 'DATA_QC',
    path: 'qc/data/数据质控报告.html',
    fileName: '数据质控报告.html',
    body: report('数据质控报告'),
    contentType: 'text/html; charset=utf-8',
  });
  for (const file of files) {
    await manager.query(
      `INSERT INTO delivery_file (order_id, category, file_name, path, size, md5, content_type, uploaded_by_id,
         uploaded_by_name, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'lab', $9, $9)`,
      [
        orderId,
        file.category,
        file.fileName,
        file.path,
        file.body.length,
        createHash('md5').update(file.body).digest('hex'),
        file.contentType,
        customer.labStaffId,
        plan.completedAt,
      ],
    );
    uploads.push({ key: objectKey(orderNo, file.path), body: file.body, contentType: file.contentType });
  }
}

/**
 * One finished analysis under 分析记录: a whole-genome analysis (BIO-WGS-STD) of the libraries of the demo
 * customer's most recently completed library order, ordered a day after that delivery and done two days later,
 * with its result file and MD5 list in the analysis order's delivery folder. Priced as SubmitAnalysis prices it:
 * the unit price (the contract's where one covers the SKU) × per library max(1, yield rounded to 0.1 G).
 */
async function insertAnalysisRecord(
  manager: EntityManager,
  customer: DemoCustomer,
  anchor: Date,
  timeZone: string,
  uploads: UploadFile[],
): Promise<{ placedAt: Date; amountFen: number } | null> {
  const libraries = await manager.query<
    Array<{
      order_id: number;
      order_no: string;
      completed_at: Date;
      sample_id: number;
      library_name: string;
      child_id: number | null;
      child_name: string | null;
      species: string;
      yields: string;
    }>
  >(
    `WITH latest AS (
       SELECT o.id, o.order_no, o.updated_at FROM customer_order o
       WHERE o.member_id = $1 AND o.status = $2
         AND EXISTS (SELECT 1 FROM sample s WHERE s.order_id = o.id AND s.kind = 'wk' AND s.data_size IS NOT NULL)
         AND EXISTS (SELECT 1 FROM delivery_file f WHERE f.order_id = o.id AND f.category = 'DATA')
       ORDER BY o.updated_at DESC, o.id DESC LIMIT 1)
     SELECT latest.id AS order_id, latest.order_no, latest.updated_at AS completed_at, s.id AS sample_id,
       COALESCE(NULLIF(s.wk_name, ''), s.name) AS library_name, sl.id AS child_id, sl.zwk_name AS child_name,
       s.species, s.data_size::text AS yields
     FROM latest JOIN sample s ON s.order_id = latest.id AND s.kind = 'wk' AND s.data_size IS NOT NULL
     LEFT JOIN LATERAL (SELECT id, zwk_name FROM sub_library WHERE sample_id = s.id ORDER BY id LIMIT 1) sl ON TRUE
     ORDER BY s.id`,
    [customer.memberId, OrderStatus.Completed],
  );
  const [sku] = await manager.query<
    Array<{ sku_id: number; goods_id: number; goods_name: string; spec_name: string; sku_code: string; price: string }>
  >(
    `SELECT s.id AS sku_id, g.id AS goods_id, g.name AS goods_name, s.spec_name, s.sku_code,
       COALESCE((SELECT min(cp.unit_price) FROM contract_price cp JOIN contract c ON c.id = cp.contract_id
                 WHERE cp.sku_id = s.id AND c.active AND c.organisation_id = $1), s.sale_price)::text AS price
     FROM sku s JOIN goods g ON g.id = s.goods_id WHERE s.sku_code = 'BIO-WGS-STD'`,
    [customer.organisationId],
  );
  const first = libraries[0];
  if (!first || !sku) return null;
  const placedAt = new Date(Math.min(first.completed_at.getTime() + 86_400_000, anchor.getTime() - 3 * 86_400_000));
  const startedAt = new Date(placedAt.getTime() + 3 * 3_600_000);
  const doneAt = new Date(placedAt.getTime() + 2 * 86_400_000);
  // Charged G in tenths: max(1 G, the yield rounded half-up to 0.1 G), per library.
  const tenths = libraries.reduce((sum, row) => sum + Math.max(10, Math.round(Number(row.yields) * 10)), 0);
  const totalFen = Math.round((toFen(sku.price) * tenths) / 10);
  const [order] = await manager.query<Array<{ id: number; order_no: string }>>(
    `WITH next AS (SELECT nextval(pg_get_serial_sequence('customer_order', 'id'))::int AS id)
     INSERT INTO customer_order (id, order_no, member_id, organisation_id, status, type, property_type, total_price,
       order_amount, is_pay, placed_at, created_at, updated_at)
     SELECT next.id, $1 || lpad(next.id::text, greatest($2, length(next.id::text)), '0'), $3, $4, $5, 2, 0, $6, $6,
       TRUE, $7, $7, $8
     FROM next RETURNING id, order_no`,
    [
      orderDatePrefix(placedAt, timeZone),
      ORDER_SEQUENCE_DIGITS,
      customer.memberId,
      customer.organisationId,
      OrderStatus.Completed,
      fromFen(totalFen),
      placedAt,
      doneAt,
    ],
  );
  const { id: orderId, order_no: orderNo } = order!;
  await manager.query('UPDATE customer_order SET barcode_no = $2 WHERE id = $1', [orderId, barcodeNumber(orderNo)]);
  await manager.query(
    `INSERT INTO order_goods (order_id, sku_id, goods_id, goods_name, sku_name, sku_code, template_type, sku_price,
       goods_count, actual_price)
     VALUES ($1, $2, $3, $4, $5, $6, 'DELIVERY_ANALYSIS', $7, 1, $7)`,
    [orderId, sku.sku_id, sku.goods_id, sku.goods_name, sku.spec_name, sku.sku_code, fromFen(totalFen)],
  );
  // The analysis order's path, as SubmitAnalysis and the staff's start and complete write it.
  const history: Array<[string, number | null, number, 'customer' | 'staff', number | null, Date]> = [
    ['create', null, OrderStatus.PendingPayment, 'customer', customer.memberId, placedAt],
    ['place', OrderStatus.PendingPayment, OrderStatus.AwaitingSamples, 'customer', customer.memberId, placedAt],
    [
      'receive-samples',
      OrderStatus.AwaitingSamples,
      OrderStatus.SamplesReceived,
      'staff',
      customer.labStaffId,
      startedAt,
    ],
    ['complete', OrderStatus.SamplesReceived, OrderStatus.Completed, 'staff', customer.labStaffId, doneAt],
  ];
  for (const [event, from, to, actorType, actorId, at] of history) {
    await manager.query(
      `INSERT INTO order_history (order_id, event, from_status, to_status, actor_type, actor_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [orderId, event, from, to, actorType, actorId, at],
    );
  }
  const inputs = libraries.map((row) => ({
    orderId: row.order_id,
    orderNo: row.order_no,
    libraryId: row.sample_id,
    libraryName: row.library_name,
    childId: row.child_id ?? 0,
    childName: row.child_name ?? '',
    species: row.species,
    yields: Number(row.yields),
    r1: `${row.library_name}_R1.fq.gz`,
    r2: `${row.library_name}_R2.fq.gz`,
  }));
  await manager.query(
    `INSERT INTO analysis_order (order_id, member_id, sku_id, goods_name, status, genome, out_file_types, libraries,
       source_order_ids, yields, unit_price, total_price, started_at, done_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'done', 'GRCh38', $5, $6, $7, $8, $9, $10, $11, $12, $13, $12)`,
    [
      orderId,
      customer.memberId,
      sku.sku_id,
      sku.goods_name,
      ['BAM', 'VCF'],
      JSON.stringify(inputs),
      [first.order_id],
      (tenths / 10).toFixed(1),
      sku.price,
      fromFen(totalFen),
      startedAt,
      doneAt,
      placedAt,
    ],
  );
  const vcf = gzipSync(
    Buffer.from(
      `##fileformat=VCFv4.2\n##reference=GRCh38\n#CHROM\tPOS\tID\tREF\tALT\tQUAL\tFILTER\tINFO\n` +
        `chr1\t10177\t.\tA\tAC\t60\tPASS\tDP=32\n`,
    ),
    { level: 9 },
  );
  const result = { path: 'data/variants.vcf.gz', fileName: 'variants.vcf.gz', body: vcf };
  await manager.query(
    `INSERT INTO delivery_file (order_id, category, file_name, path, size, md5, content_type, uploaded_by_id,
       uploaded_by_name, created_at, updated_at)
     VALUES ($1, 'DATA', $2, $3, $4, $5, 'application/gzip', $6, 'lab', $7, $7)`,
    [
      orderId,
      result.fileName,
      result.path,
      vcf.length,
      createHash('md5').update(vcf).digest('hex'),
      customer.labStaffId,
      doneAt,
    ],
  );
  uploads.push({ key: objectKey(orderNo, result.path), body: vcf, contentType: 'application/gzip' });
  return { placedAt, amountFen: totalFen };
}

/**
 * The first instant of the business month before the anchor's: orders placed since then are not yet settled.
 */
function startOfPreviousMonth(anchor: Date, timeZone: string): Date {
  const prefix = orderDatePrefix(anchor, timeZone);
  const year = Number(prefix.slice(0, 4));
  const month = Number(prefix.slice(4, 6));
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  return pickupInstant(`${previous.year}-${String(previous.month).padStart(2, '0')}-01 00:00`, timeZone);
}

/** Best effort, like the catalogue's images: the rows are what tests and demos need first. */
async function uploadDeliveredFiles(files: readonly UploadFile[]): Promise<void> {
  if (files.length === 0) return;
  const storage = new StorageService(storageConfig());
  try {
    await storage.ensureBuckets();
    for (let i = 0; i < files.length; i += 8) {
      await Promise.all(
        files
          .slice(i, i + 8)
          .map((file) =>
            storage.put('delivery', file.key, file.body, { size: file.body.length, contentType: file.contentType }),
          ),
      );
    }
  } catch (error) {
    console.warn(`Demo delivered files not uploaded (object storage unavailable): ${(error as Error).message}`);
  }
}
