import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ErrorCode,
  formatMoney,
  formatUploadLimit,
  messageFor,
  type ContractSheetResult,
  type UploadResult,
} from '@seqportal/contract';
import { Decimal } from 'decimal.js';
import { DataSource } from 'typeorm';
import type { CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { DomainError, NotFoundError, UserInputError } from '../../common/errors/domain-errors.js';
import { StorageService } from '../../infra/storage/storage.service.js';
import { ApprovalGateService } from '../contracts/approval-gate.service.js';
import { annotateWorkbook } from './helpers/annotate-sheet.js';
import { contractSheetRows, duplicateErrors, type ContractSku } from './helpers/contract-sheet-rows.js';
import { CsvSheetError, csvToWorkbook, looksLikeText } from './helpers/csv-sheet.js';
import { checkLaneCollisions, commonOrientation } from './helpers/order-collisions.js';
import { sheetCollisionErrors, sortCellErrors } from './helpers/sample-sheet-analysis.js';
import type { SheetCellError } from './helpers/sample-sheet-reader.js';
import { isZipSignature } from './helpers/xlsx-guard.js';
import { SampleInfoService } from './sample-info.service.js';
import { SampleSheetService, sheetKeyFor, XLSX_CONTENT_TYPE } from './sample-sheet.service.js';
import { samplesConfig, type SamplesConfig } from './samples.config.js';

const ANNOTATED_KEY_PREFIX = 'coi/annotated';
const ANNOTATED_LINK_SECONDS = 3600;
const MIXED_KINDS = '您选择的产品不能同时包含生物产品和文库产品！';
export const CONTRACT_SHEET_FORMAT_MESSAGE = '仅支持xlsx或csv格式文件，请使用下载的合同模板填写后上传';

export interface IncomingContractSheet {
  fileName: string;
  stream: Readable;
  /** True once the multipart parser cut the file at the size cap. */
  truncated: () => boolean;
}

interface ContractRow {
  payment_mode: string;
  balance: string | null;
}

/**
 * ParseContractSheet (/place_order): an uploaded batch sheet (one row per sample × service) checked row by row
 * against one of the caller's contracts: the sample rules, product codes (known, on sale, of the sheet's kind and
 * within the contract), duplicates and index collisions within the sheet; each row priced at the contract price.
 * Every row is answered with its status and errors, the valid rows as a ready SubmitOrder request, and a link to
 * the same workbook annotated. The caps and zip-bomb guard of ParseSampleExcel apply (same loader and reader).
 * Index collisions are checked within the sheet and, for the lanes the sheet books, against the libraries other
 * orders in progress have booked on them (as SubmitOrder would refuse them).
 */
@Injectable()
export class ContractSheetService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sheets: SampleSheetService,
    private readonly storage: StorageService,
    private readonly gate: ApprovalGateService,
    private readonly sampleInfo: SampleInfoService,
    @Inject(samplesConfig.KEY) private readonly config: SamplesConfig,
  ) {}

  /**
   * UploadContractSheet: an .xlsx (a zip) or a .csv (text) within the sheet size cap. A CSV is stored as the
   * workbook it reads as, so ParseContractSheet, its caps and the annotated file treat both alike.
   */
  async upload(memberId: number, file: IncomingContractSheet): Promise<UploadResult> {
    const name = file.fileName.trim();
    const kind = /\.xlsx$/i.test(name) ? 'xlsx' : /\.csv$/i.test(name) ? 'csv' : null;
    const chunks: Buffer[] = [];
    let size = 0;
    // A wrong name is refused without keeping its bytes; they are drained so the request completes.
    for await (const chunk of file.stream) {
      const buffer = chunk as Buffer;
      size += buffer.length;
      if (kind && size <= this.config.sheetMaxBytes) chunks.push(buffer);
    }
    if (file.truncated() || size > this.config.sheetMaxBytes) {
      throw new DomainError(
        ErrorCode.UploadTooLarge,
        messageFor(ErrorCode.UploadTooLarge, { limit: formatUploadLimit(this.config.sheetMaxBytes) }),
      );
    }
    const content = Buffer.concat(chunks);
    const refused = () => new DomainError(ErrorCode.UploadFormat, CONTRACT_SHEET_FORMAT_MESSAGE);
    if (kind === 'xlsx' && !isZipSignature(content)) throw refused();
    if (kind === 'csv' && !looksLikeText(content)) throw refused();
    if (!kind) throw refused();
    let stored: Buffer = content;
    if (kind === 'csv') {
      try {
        stored = await csvToWorkbook(content, this.config.sheetMaxRows);
      } catch (error) {
        if (error instanceof CsvSheetError) throw new UserInputError(error.message);
        throw error;
      }
    }
    const key = sheetKeyFor(memberId);
    await this.storage.put('uploads', key, stored, { size: stored.length, contentType: XLSX_CONTENT_TYPE });
    return { files: [{ url: key, name: file.fileName, size: content.length }] };
  }

  async parse(customer: CustomerPrincipal, path: string, contractId: number): Promise<ContractSheetResult> {
    await this.gate.assertApproved(customer);
    const contract = await this.contractOf(customer, contractId);
    const buffer = await this.sheets.load(customer, path);
    const checked = await this.sheets.read(buffer);
    const { priced, errors } = await this.check(checked, contractId, customer.memberId);
    const sorted = sortCellErrors(errors, checked.sheet.sheets);
    const result = contractSheetRows(checked, sorted, priced);
    const annotated = await annotateWorkbook(buffer, result.rows, sorted);
    const key = `${ANNOTATED_KEY_PREFIX}/${customer.memberId}/${randomUUID()}.xlsx`;
    await this.storage.put('uploads', key, annotated, { size: annotated.length, contentType: XLSX_CONTENT_TYPE });
    const validCount = result.rows.filter((row) => row.status === 'ok').length;
    return {
      contractId,
      templateType: checked.sheet.templateType,
      rows: result.rows,
      validCount,
      errorCount: result.rows.length - validCount,
      validTotal: result.validTotal,
      balance: contract.payment_mode === 'prepaid' ? formatMoney(new Decimal(contract.balance ?? 0).toFixed()) : null,
      otherErrors: result.otherErrors,
      order: result.order,
      annotatedPath: await this.storage.presignedGet('uploads', key, ANNOTATED_LINK_SECONDS),
    };
  }

  /** Every cell error of the sheet and the contract price of each product code. */
  private async check(
    checked: Awaited<ReturnType<SampleSheetService['read']>>,
    contractId: number,
    memberId: number,
  ): Promise<{ priced: Map<string, ContractSku>; errors: SheetCellError[] }> {
    const errors: SheetCellError[] = [...checked.errors];
    if (!checked.sheet.templateType)
      errors.push({ sheet: '', row: 0, column: '', title: '', message: '未找到样本信息，请使用下载的模板填写后上传' });
    if (checked.value.ybList.length > 0 && checked.value.wkList.length > 0)
      errors.push({ sheet: '', row: 0, column: '', title: '', message: MIXED_KINDS });
    const rows = [...checked.value.ybList, ...checked.value.wkList];
    const skus = await this.sheets.skusByCode(rows.map((row) => row.skuCode));
    errors.push(...this.sheets.skuErrors(checked, skus));
    const prices = await this.contractPrices(
      contractId,
      [...skus.values()].map((sku) => sku.id),
    );
    const priced = new Map<string, ContractSku>();
    for (const [code, sku] of skus) {
      const price = prices.get(sku.id);
      priced.set(code, {
        skuId: sku.id,
        goodsName: price?.goodsName ?? sku.sku_code,
        unitPrice: price?.unitPrice ?? null,
      });
    }
    // Known, on-sale codes outside the contract: the customer orders them elsewhere or asks for them.
    const outside = (list: 'yb' | 'wk', index: number, code: string) => {
      const sku = skus.get(code.toUpperCase());
      if (!sku || !sku.on_sale || prices.has(sku.id)) return;
      errors.push({
        ...checked.sheet.locate({ list, row: index, field: 'skuCode' }),
        message: `产品编码${code}不在合同范围内`,
      });
    };
    checked.value.ybList.forEach((row, index) => outside('yb', index, row.skuCode));
    checked.value.wkList.forEach((row, index) => outside('wk', index, row.skuCode));
    errors.push(...duplicateErrors(checked));
    const platforms = checked.value.wkList.map(
      (row) => skus.get(row.skuCode.toUpperCase())?.sequencing_platform ?? null,
    );
    errors.push(
      ...sheetCollisionErrors(checked, {
        orientation: commonOrientation(platforms),
        minDistance: this.config.minIndexDistance,
      }),
    );
    errors.push(...(await this.bookedLaneErrors(checked, skus, memberId)));
    return { priced, errors };
  }

  /** The sheet's sub-libraries against those other orders in progress booked on the same lanes. */
  private async bookedLaneErrors(
    checked: Awaited<ReturnType<SampleSheetService['read']>>,
    skus: Awaited<ReturnType<SampleSheetService['skusByCode']>>,
    memberId: number,
  ): Promise<SheetCellError[]> {
    const lanes = [...new Set(checked.value.lanList.map((lane) => lane.lanId).filter((lanId) => lanId !== ''))];
    if (lanes.length === 0) return [];
    const booked = await this.sampleInfo.bookedOn(this.dataSource.manager, lanes, null);
    if (booked.length === 0) return [];
    const collisions = checkLaneCollisions({
      lists: checked.value,
      platformOf: (skuCode) => skus.get(skuCode.toUpperCase())?.sequencing_platform ?? null,
      booked,
      memberId,
      minDistance: this.config.minIndexDistance,
    });
    return collisions.map(({ mine, report }) => ({
      ...checked.sheet.locate({ list: 'zwk', row: mine.zwkRow, wkRow: mine.wkRow, field: 'indexi7' }),
      message: `index冲突：${report.message}`,
    }));
  }

  private async contractOf(customer: CustomerPrincipal, contractId: number): Promise<ContractRow> {
    const [contract] = await this.dataSource.query<ContractRow[]>(
      `SELECT payment_mode, balance::text AS balance FROM contract c
       WHERE c.id = $1 AND c.active AND (c.starts_on IS NULL OR c.starts_on <= CURRENT_DATE)
         AND (c.ends_on IS NULL OR c.ends_on >= CURRENT_DATE) AND (c.member_id = $2 OR c.organisation_id = $3)`,
      [contractId, customer.memberId, customer.organisationId],
    );
    if (!contract) throw new NotFoundError('合同不存在');
    return contract;
  }

  private async contractPrices(
    contractId: number,
    skuIds: number[],
  ): Promise<Map<number, { unitPrice: string; goodsName: string }>> {
    const rows = await this.dataSource.query<Array<{ sku_id: number; unit_price: string; goods_name: string }>>(
      `SELECT cp.sku_id, cp.unit_price::text AS unit_price, g.name AS goods_name
       FROM contract_price cp JOIN sku s ON s.id = cp.sku_id JOIN goods g ON g.id = s.goods_id
       WHERE cp.contract_id = $1 AND cp.sku_id = ANY($2::int[])`,
      [contractId, skuIds],
    );
    return new Map(
      rows.map((row) => [
        row.sku_id,
        { unitPrice: formatMoney(new Decimal(row.unit_price).toFixed()), goodsName: row.goods_name },
      ]),
    );
  }
}
