import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ErrorCode,
  PropertyType,
  TemplateType,
  nestSubLibraries,
  sampleTypeLabel,
  type BatchSubmitOrderResponse,
  type BiologicalSample,
  type LibrarySample,
  type SyncResult,
  type TemplateTypeValue,
} from '@seqportal/contract';
import { DataSource } from 'typeorm';
import type { CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { DomainError, NotFoundError, UserInputError } from '../../common/errors/domain-errors.js';
import { IdempotencyService } from '../../common/idempotency/idempotency.service.js';
import { ApprovalGateService } from '../contracts/approval-gate.service.js';
import {
  ContractOrderMessages,
  type BatchSubmitOrderDto,
  type SaveSyncProductDto,
  type SyncProductShoppingCatDto,
} from './dto/contract-order.dto.js';
import type { SkuCountDto } from './dto/submit-order.dto.js';
import { SubmitOrderService, type PreparedOrder } from './submit-order.service.js';
import { OrderLookupService } from './order-lookup.service.js';
import { OrderNotFoundError } from './order-not-found.error.js';
import { ORDER_SAMPLES, type OrderSamples } from './ports/order-ports.js';

interface DraftLine {
  sku_id: number;
  count: number;
  goods_id: number;
  sku_code: string;
  template_type: TemplateTypeValue;
}

interface ContractRow {
  id: number;
  product_count: number;
}

/**
 * Contract ordering (spec part 1 section 4): SyncProductShoppingCat stores the chosen products of one contract as
 * the member's draft and answers the sample rows to fill in; BatchSubmitOrder creates the order from the draft at
 * the contract prices (one transaction with the contract balance, idempotent per key); SaveSyncProduct saves the
 * samples, libraries and indexes of that order. A refused sync writes nothing and keeps the previous draft; a
 * refused batch submit creates no order and takes no balance, so the flow aborts with nothing created.
 */
@Injectable()
export class ContractOrdersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly gate: ApprovalGateService,
    private readonly submitOrder: SubmitOrderService,
    private readonly idempotency: IdempotencyService,
    @Inject(ORDER_SAMPLES) private readonly samples: OrderSamples,
    private readonly lookup: OrderLookupService,
  ) {}

  /** SyncProductShoppingCat: checks the selection against the contract, replaces the draft, answers its rows. */
  async sync(customer: CustomerPrincipal, dto: SyncProductShoppingCatDto): Promise<SyncResult> {
    await this.gate.assertApproved(customer);
    await this.ownContract(customer, dto.contractId);
    const counts = mergeCounts(dto.skuList);
    if (counts.size === 0) throw new UserInputError(ContractOrderMessages.emptySelection);
    const lines = await this.contractLines(dto.contractId, [...counts.keys()]);
    if (lines.length < counts.size) throw new DomainError(ErrorCode.OutOfContract);
    const withCounts = lines.map((line) => ({ ...line, count: counts.get(line.sku_id) ?? 1 }));
    assertOneKind(withCounts);
    await this.dataSource.transaction(async (manager) => {
      await manager.query('DELETE FROM contract_order_draft WHERE member_id = $1 AND contract_id = $2', [
        customer.memberId,
        dto.contractId,
      ]);
      await manager.query(
        `INSERT INTO contract_order_draft (member_id, contract_id, sku_id, count)
         SELECT $1, $2, l.sku_id, l.count FROM jsonb_to_recordset($3::jsonb) AS l(sku_id int, count int)`,
        [customer.memberId, dto.contractId, JSON.stringify(withCounts.map(({ sku_id, count }) => ({ sku_id, count })))],
      );
    });
    return syncResult(withCounts);
  }

  /** SyncProduct: the draft of one contract as sample rows (what the last SyncProductShoppingCat stored). */
  async synced(customer: CustomerPrincipal, contractId: number): Promise<SyncResult> {
    await this.gate.assertApproved(customer);
    await this.ownContract(customer, contractId);
    const lines = await this.draft(customer, contractId);
    if (lines.length === 0) throw new UserInputError(ContractOrderMessages.emptySelection);
    return syncResult(lines);
  }

  /** BatchSubmitOrder: a pending contract order (status 1) from the draft, at the contract prices. */
  batchSubmit(
    customer: CustomerPrincipal,
    dto: BatchSubmitOrderDto,
    idempotencyKey: string | undefined,
  ): Promise<BatchSubmitOrderResponse> {
    return this.idempotency.run<BatchSubmitOrderResponse, PreparedOrder>(
      { memberId: customer.memberId, operation: 'BatchSubmitOrder', key: idempotencyKey, request: dto },
      async (manager, prepared) => {
        const placed = await this.submitOrder.createOrder(
          manager,
          customer,
          { type: dto.type, propertyType: PropertyType.Contract },
          prepared,
        );
        return { orderNo: placed.orderNo };
      },
      async () => {
        await this.gate.assertApproved(customer);
        await this.ownContract(customer, dto.contractId);
        const lines = await this.draft(customer, dto.contractId);
        if (lines.length === 0) throw new UserInputError(ContractOrderMessages.emptySelection);
        assertOneKind(lines);
        return this.submitOrder.prepareOrder(customer, {
          contractId: dto.contractId,
          skuList: lines.map((line) => ({ skuId: line.sku_id, count: line.count })),
        });
      },
    );
  }

  /** SaveSyncProduct: the sample information of the caller's contract order (sub-libraries nested by wkName). */
  async saveSamples(customer: CustomerPrincipal, dto: SaveSyncProductDto): Promise<void> {
    await this.gate.assertApproved(customer);
    // Only a contract order takes its samples here; another one answers as missing.
    const order = await this.lookup.findOwned(customer.memberId, { orderNo: dto.orderNo });
    if (order.contractId === null) throw new OrderNotFoundError();
    const { wkList, orphans } = nestSubLibraries(dto.wkList ?? [], dto.zwkList ?? []);
    if (orphans.length > 0) {
      throw new UserInputError(`子文库${orphans.map((zwk) => zwk.zwkName).join('、')}所属的文库不存在`);
    }
    await this.samples.modify(customer, dto.orderNo, {
      ybList: dto.ybList ?? [],
      wkList,
      lanList: dto.lanList ?? [],
    });
  }

  /**
   * The contract must be one of the caller's contracts in force: without any, 您目前暂未签定合同; another
   * customer's or an expired one answers 404; one without products on sale, 该合同下无可用产品.
   */
  private async ownContract(customer: CustomerPrincipal, contractId: number): Promise<void> {
    const rows = await this.dataSource.query<ContractRow[]>(
      `SELECT c.id,
         (SELECT count(*)::int FROM contract_price cp JOIN sku s ON s.id = cp.sku_id AND s.on_sale AND s.goods_on_sale
          WHERE cp.contract_id = c.id) AS product_count
       FROM contract c
       WHERE c.active AND (c.starts_on IS NULL OR c.starts_on <= CURRENT_DATE)
         AND (c.ends_on IS NULL OR c.ends_on >= CURRENT_DATE)
         AND (c.member_id = $1 OR c.organisation_id = $2)`,
      [customer.memberId, customer.organisationId],
    );
    if (rows.length === 0) throw new UserInputError(ContractOrderMessages.noContract);
    const contract = rows.find((row) => row.id === contractId);
    if (!contract) throw new NotFoundError(ContractOrderMessages.contractNotFound);
    if (contract.product_count === 0) throw new UserInputError(ContractOrderMessages.noProducts);
  }

  /** The asked SKUs that the contract's price list covers and that are on sale. */
  private contractLines(contractId: number, skuIds: number[]): Promise<Array<Omit<DraftLine, 'count'>>> {
    return this.dataSource.query(
      `SELECT s.id AS sku_id, s.goods_id, s.sku_code, s.template_type
       FROM contract_price cp JOIN sku s ON s.id = cp.sku_id AND s.on_sale AND s.goods_on_sale
       WHERE cp.contract_id = $1 AND s.id = ANY($2::int[])
       ORDER BY s.goods_sort, s.sort, s.id`,
      [contractId, skuIds],
    );
  }

  private draft(customer: CustomerPrincipal, contractId: number): Promise<DraftLine[]> {
    return this.dataSource.query(
      `SELECT d.sku_id, d.count, s.goods_id, s.sku_code, s.template_type
       FROM contract_order_draft d JOIN sku s ON s.id = d.sku_id
       WHERE d.member_id = $1 AND d.contract_id = $2
       ORDER BY s.goods_sort, s.sort, s.id`,
      [customer.memberId, contractId],
    );
  }
}

function mergeCounts(skuList: readonly SkuCountDto[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const { skuId, count } of skuList) counts.set(skuId, (counts.get(skuId) ?? 0) + count);
  return counts;
}

/** Biological samples and libraries go in different orders; analysis is ordered from the data centre. */
function assertOneKind(lines: ReadonlyArray<Pick<DraftLine, 'template_type'>>): void {
  if (lines.some((line) => line.template_type === TemplateType.DeliveryAnalysis))
    throw new UserInputError(ContractOrderMessages.analysisProduct);
  const kinds = new Set(lines.map((line) => line.template_type));
  if (kinds.size > 1) throw new UserInputError(ContractOrderMessages.mixedKinds);
}

/** One row to fill in per ordered unit, pre-filled with the product; libraries or biological samples. */
function syncResult(lines: readonly DraftLine[]): SyncResult {
  const kind = lines[0]?.template_type === TemplateType.Sample ? TemplateType.Sample : TemplateType.Library;
  if (kind === TemplateType.Sample) {
    const ybList: BiologicalSample[] = lines.flatMap((line) =>
      Array.from({ length: line.count }, () => ({
        no: '',
        name: '',
        type: '',
        species: '',
        num: 1,
        skuCode: line.sku_code,
      })),
    );
    return { ybList, sampleType: sampleTypeLabel(kind), sampleList: ybList };
  }
  const wkList: LibrarySample[] = lines.flatMap((line) =>
    Array.from({ length: line.count }, () => ({
      goodsCount: line.count,
      goodsId: line.goods_id,
      isLan: false,
      name: '',
      skuCode: line.sku_code,
      num: 1,
      species: '',
      type: '',
      weight: 0,
      wkName: '',
      zwkList: [],
    })),
  );
  return { wkList, sampleType: sampleTypeLabel(kind), sampleList: wkList };
}
