import { formatUploadLimit } from '@seqportal/contract';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ErrorCode,
  messageFor,
  SAMPLE_SHEET_FORMAT_MESSAGE,
  TemplateType,
  type OrderSampleProduct,
  type ParseSampleExcelResult,
  type SampleParseError,
  type SkuCount,
  type TemplateTypeValue,
} from '@seqportal/contract';
import { DataSource } from 'typeorm';
import type { CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { DomainError, NotFoundError, UserInputError } from '../../common/errors/domain-errors.js';
import { StorageService } from '../../infra/storage/storage.service.js';
import { ContractScopeService } from '../contracts/contract-scope.service.js';
import { commonOrientation } from './helpers/order-collisions.js';
import {
  readAndCheckSheet,
  sheetCollisionErrors,
  sortCellErrors,
  type CheckedSheet,
} from './helpers/sample-sheet-analysis.js';
import type { SheetCellError } from './helpers/sample-sheet-reader.js';
import { SheetTooLongError } from './helpers/sample-sheet-reader.js';
import { buildSampleTemplate, type TemplateSku } from './helpers/sample-sheet-template.js';
import { XlsxGuardError } from './helpers/xlsx-guard.js';
import { samplesConfig, type SamplesConfig } from './samples.config.js';

/** Where uploaded sheets live in the uploads bucket; the client sends the key back from 'coi' on. */
export const SHEET_KEY_PREFIX = 'coi/sample-sheets';
const TEMPLATE_KEY_PREFIX = 'coi/templates';
const TEMPLATE_LINK_SECONDS = 3600;
/** An error list longer than this is cut: nobody fixes 5,000 errors from a list, the sheet needs another look. */
const MAX_LISTED_ERRORS = 500;
const MIXED_KINDS = '您选择的产品不能同时包含生物产品和文库产品！';

export interface SkuRow {
  id: number;
  sku_code: string;
  template_type: TemplateTypeValue;
  on_sale: boolean;
  sequencing_platform: string | null;
  goods_name: string;
  spec_name: string;
}

export function sheetKeyFor(memberId: number): string {
  return `${SHEET_KEY_PREFIX}/${memberId}/${randomUUID()}.xlsx`;
}

function parseError(error: SheetCellError): SampleParseError {
  const where =
    error.row > 0
      ? `${error.sheet} 第${error.row}行${error.column ? ` ${error.column}列` : ''}（${error.title}）：`
      : '';
  return {
    msg: `${where}${error.message}`,
    sheet: error.sheet,
    row: error.row,
    column: error.column,
    title: error.title,
    message: error.message,
  };
}

function fileError(message: string): SheetCellError {
  return { sheet: '', row: 0, column: '', title: '', message };
}

/**
 * Sample sheets: the Excel templates per product type and ParseSampleExcel, which reads an uploaded sheet into
 * the order's sample lists and answers every problem with its row and column.
 */
@Injectable()
export class SampleSheetService {
  private readonly logger = new Logger(SampleSheetService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: StorageService,
    private readonly contractScope: ContractScopeService,
    @Inject(samplesConfig.KEY) private readonly config: SamplesConfig,
  ) {}

  async parse(customer: CustomerPrincipal, path: string): Promise<ParseSampleExcelResult> {
    const buffer = await this.load(customer, path);
    const checked = await this.read(buffer);
    const errors: SheetCellError[] = [...checked.errors];
    const templateType = checked.sheet.templateType;
    if (!templateType) errors.push(fileError('未找到样本信息，请使用下载的模板填写后上传'));
    if (checked.value.ybList.length > 0 && checked.value.wkList.length > 0) errors.push(fileError(MIXED_KINDS));

    const skus = await this.skusByCode([...checked.value.ybList, ...checked.value.wkList].map((row) => row.skuCode));
    errors.push(...this.skuErrors(checked, skus));
    const platforms = checked.value.wkList.map(
      (row) => skus.get(row.skuCode.toUpperCase())?.sequencing_platform ?? null,
    );
    errors.push(
      ...sheetCollisionErrors(checked, {
        orientation: commonOrientation(platforms),
        minDistance: this.config.minIndexDistance,
      }),
    );

    const result: ParseSampleExcelResult = {
      skuList: skuCounts(checked, skus),
      list: [],
      templateType,
      ybList: checked.value.ybList,
      wkList: checked.value.wkList,
      lanList: checked.value.lanList,
      rowCount: checked.sheet.rowCount,
      products: sheetProducts(skus),
    };
    if (errors.length === 0) return result;
    const sorted = sortCellErrors(errors, checked.sheet.sheets);
    const listed = sorted.slice(0, MAX_LISTED_ERRORS).map(parseError);
    if (sorted.length > MAX_LISTED_ERRORS)
      listed.push({ msg: `共${sorted.length}处错误，仅列出前${MAX_LISTED_ERRORS}处`, row: 0, column: '' });
    throw new UserInputError(`样本表有${sorted.length}处错误，请修改后重新上传`, { ...result, list: listed });
  }

  /** The uploaded sheet of this customer, within the size cap. Another customer's path answers 404. */
  async load(customer: CustomerPrincipal, path: string): Promise<Buffer> {
    const key = path.trim().replace(/^\/+/, '');
    const match = /^coi\/sample-sheets\/(\d+)\/[0-9a-f-]{36}\.xlsx$/.exec(key);
    if (!match || Number(match[1]) !== customer.memberId) throw new NotFoundError('文件不存在');
    const stat = await this.storage.stat('uploads', key);
    if (!stat) throw new NotFoundError('文件不存在');
    if (stat.size > this.config.sheetMaxBytes) {
      throw new DomainError(
        ErrorCode.UploadTooLarge,
        messageFor(ErrorCode.UploadTooLarge, { limit: formatUploadLimit(this.config.sheetMaxBytes) }),
      );
    }
    return readAll(await this.storage.get('uploads', key), this.config.sheetMaxBytes);
  }

  /** Guard, read and field rules, with the file-level refusals as 11001/11002/400 answers. */
  async read(buffer: Buffer): Promise<CheckedSheet> {
    try {
      return await readAndCheckSheet(buffer, {
        maxRows: this.config.sheetMaxRows,
        maxUncompressedBytes: this.config.sheetMaxUncompressedBytes,
        maxEntries: this.config.sheetMaxEntries,
      });
    } catch (error) {
      if (error instanceof XlsxGuardError) {
        if (error.reason === 'too-large') {
          throw new DomainError(
            ErrorCode.UploadTooLarge,
            `您上传的文件解压后超过${formatUploadLimit(this.config.sheetMaxUncompressedBytes)}，请重新上传`,
          );
        }
        throw new DomainError(ErrorCode.UploadFormat, SAMPLE_SHEET_FORMAT_MESSAGE);
      }
      if (error instanceof SheetTooLongError) {
        throw new UserInputError(`样本表最多${error.maxRows}行，请拆分后分批上传`);
      }
      // exceljs failing on a malformed part: the customer needs a readable file, the log needs the reason.
      this.logger.warn(`Unreadable sample sheet: ${(error as Error).message}`);
      throw new DomainError(ErrorCode.UploadFormat, '文件内容无法读取，请使用下载的模板重新填写后上传');
    }
  }

  async skusByCode(codes: readonly string[]): Promise<Map<string, SkuRow>> {
    const wanted = [...new Set(codes.filter((code) => code !== '').map((code) => code.toUpperCase()))];
    if (wanted.length === 0) return new Map();
    const rows = await this.dataSource.query<SkuRow[]>(
      `SELECT s.id, s.sku_code, s.template_type, (s.on_sale AND s.goods_on_sale) AS on_sale, g.sequencing_platform,
         g.name AS goods_name, s.spec_name
       FROM sku s JOIN goods g ON g.id = s.goods_id WHERE upper(s.sku_code) = ANY($1::text[])`,
      [wanted],
    );
    return new Map(rows.map((row) => [row.sku_code.toUpperCase(), row]));
  }

  skuErrors(checked: CheckedSheet, skus: Map<string, SkuRow>): SheetCellError[] {
    const errors: SheetCellError[] = [];
    const check = (list: 'yb' | 'wk', row: number, code: string, expected: TemplateTypeValue) => {
      if (code === '') return;
      const sku = skus.get(code.toUpperCase());
      const message = !sku
        ? `产品编码${code}不存在`
        : !sku.on_sale
          ? `产品编码${code}已下架`
          : sku.template_type !== expected
            ? `产品编码${code}不是${expected === TemplateType.Library ? '文库' : '生物样本'}产品`
            : null;
      if (message) errors.push({ ...checked.sheet.locate({ list, row, field: 'skuCode' }), message });
    };
    checked.value.ybList.forEach((row, i) => check('yb', i, row.skuCode, TemplateType.Sample));
    checked.value.wkList.forEach((row, i) => check('wk', i, row.skuCode, TemplateType.Library));
    return errors;
  }

  /** DownLoadExcel: the template of a product type, listing the SKUs on sale of that type. */
  async template(templateType: TemplateTypeValue): Promise<Buffer> {
    const skus = await this.dataSource.query<Array<{ skuCode: string; goodsName: string; skuName: string }>>(
      `SELECT s.sku_code AS "skuCode", g.name AS "goodsName", s.spec_name AS "skuName"
       FROM sku s JOIN goods g ON g.id = s.goods_id
       WHERE s.template_type = $1 AND s.on_sale AND s.goods_on_sale
       ORDER BY s.goods_sort, s.sort, s.id`,
      [templateType],
    );
    return buildSampleTemplate(templateType, skus, { dataRows: this.config.sheetMaxRows });
  }

  /**
   * GetContractTemplate: a template listing only the chosen SKUs of one of the caller's contracts, stored and
   * answered as a time-limited link (a plain link works in a new tab, where no token travels).
   */
  async contractTemplate(
    customer: CustomerPrincipal,
    skuIds: readonly number[],
    contractId: number,
  ): Promise<{ path: string }> {
    const { skus: scope } = await this.contractScope.scope(customer, [...skuIds], contractId);
    if (scope.some((sku) => !sku.covered)) throw new DomainError(ErrorCode.OutOfContract);
    const skus = await this.dataSource.query<Array<TemplateSku & { templateType: TemplateTypeValue }>>(
      `SELECT s.sku_code AS "skuCode", g.name AS "goodsName", s.spec_name AS "skuName", s.template_type AS "templateType"
       FROM sku s JOIN goods g ON g.id = s.goods_id WHERE s.id = ANY($1::int[]) ORDER BY s.goods_sort, s.sort, s.id`,
      [skuIds],
    );
    const types = new Set(skus.map((sku) => sku.templateType));
    if (types.size > 1) throw new UserInputError(MIXED_KINDS);
    const templateType = [...types][0];
    if (templateType !== TemplateType.Library && templateType !== TemplateType.Sample)
      throw new UserInputError('无可用合同模板');
    const buffer = await buildSampleTemplate(templateType, skus, { dataRows: this.config.sheetMaxRows });
    const key = `${TEMPLATE_KEY_PREFIX}/${customer.memberId}/${randomUUID()}.xlsx`;
    await this.storage.put('uploads', key, buffer, { size: buffer.length, contentType: XLSX_CONTENT_TYPE });
    return { path: await this.storage.presignedGet('uploads', key, TEMPLATE_LINK_SECONDS) };
  }
}

/** The sheet's products by name and code, so that /sample_input offers them in its 产品编码 select. */
function sheetProducts(skus: ReadonlyMap<string, SkuRow>): OrderSampleProduct[] {
  return [...skus.values()]
    .filter(
      (sku) => sku.on_sale && (sku.template_type === TemplateType.Library || sku.template_type === TemplateType.Sample),
    )
    .map((sku) => ({
      skuCode: sku.sku_code,
      goodsName: sku.goods_name,
      skuName: sku.spec_name,
      kind: sku.template_type === TemplateType.Library ? 'wk' : 'yb',
    }));
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Reads a stored object into memory, refusing to hold more than `limit` bytes. */
async function readAll(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) {
      stream.destroy();
      throw new DomainError(
        ErrorCode.UploadTooLarge,
        messageFor(ErrorCode.UploadTooLarge, { limit: formatUploadLimit(limit) }),
      );
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

function skuCounts(checked: CheckedSheet, skus: Map<string, SkuRow>): SkuCount[] {
  const counts = new Map<number, number>();
  for (const row of [...checked.value.ybList, ...checked.value.wkList]) {
    const sku = skus.get(row.skuCode.toUpperCase());
    if (sku) counts.set(sku.id, (counts.get(sku.id) ?? 0) + 1);
  }
  return [...counts].map(([skuId, count]) => ({ skuId, count }));
}
