import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ANALYSIS_STATUS_LABELS,
  DataOrderBy,
  DataType,
  TemplateType,
  type AnalysisStatusValue,
  type DataOrderByValue,
  type DataRow,
  type ListResponse,
  type TemplateTypeValue,
} from '@seqportal/contract';
import { DataSource } from 'typeorm';
import type { CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { UserInputError } from '../../common/errors/domain-errors.js';
import type { AppConfig } from '../../config/configuration.js';
import { parseEnterTime } from '../samples/helpers/enter-time.js';
import {
  DELIVERED_LIBRARY_COLUMNS,
  DELIVERED_LIBRARY_FROM,
  toDeliveredLibrary,
  type DeliveredLibraryRow,
} from './delivered-libraries.js';
import { dataScopeOf, dataScopeSql } from './data-scope.js';
import type { DataListQueryDto } from './dto/data-list.dto.js';

/** ORDER BY per orderByType; the id last keeps pages stable among equal values. */
const DELIVERED_ORDER: Record<DataOrderByValue, string> = {
  [DataOrderBy.Newest]: 'data.delivered_at DESC, s.id DESC',
  [DataOrderBy.Oldest]: 'data.delivered_at ASC, s.id ASC',
  [DataOrderBy.MostData]: 's.data_size DESC NULLS LAST, s.id DESC',
  [DataOrderBy.LeastData]: 's.data_size ASC NULLS FIRST, s.id ASC',
};

const ANALYSIS_ORDER: Record<DataOrderByValue, string> = {
  [DataOrderBy.Newest]: 'a.created_at DESC, a.id DESC',
  [DataOrderBy.Oldest]: 'a.created_at ASC, a.id ASC',
  [DataOrderBy.MostData]: 'a.yields DESC, a.id DESC',
  [DataOrderBy.LeastData]: 'a.yields ASC, a.id ASC',
};

interface AnalysisListRow {
  id: number;
  order_id: number;
  order_no: string;
  goods_name: string;
  status: AnalysisStatusValue;
  yields: string;
  total_price: string;
  created_at: Date;
  library_names: string;
  child_names: string;
  total: string;
}

/** LIKE patterns take the keyword literally. */
function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * GetDataList: the caller's delivered libraries (dataType 1, one row per library with delivered data) or analysis
 * records (dataType 2), filtered, sorted and paged on the server. Only the caller's data scope is listed (its
 * organisation's orders; a personal account's own), the same scope GetDownloadList and the credentials serve.
 */
@Injectable()
export class DataListService {
  private readonly timeZone: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ConfigService) config: ConfigService,
  ) {
    this.timeZone = config.getOrThrow<AppConfig>('app').businessTimeZone;
  }

  async list(customer: CustomerPrincipal, query: DataListQueryDto): Promise<ListResponse<DataRow>> {
    const range = parseEnterTime(query.enterTime, this.timeZone);
    if (range && 'error' in range) throw new UserInputError(range.error);
    const keyword = query.keyWord?.trim() ? likePattern(query.keyWord.trim()) : null;
    const orderBy = query.orderByType ?? DataOrderBy.Newest;
    const owner = dataScopeSql(dataScopeOf(customer), 'o', 1);
    const params = [
      owner.value,
      keyword,
      range ? range.from : null,
      range ? range.to : null,
      query.pageSize,
      (query.page - 1) * query.pageSize,
    ];
    const list =
      query.dataType === DataType.Analysis
        ? await this.analysisRows(owner.sql, params, orderBy, query.oriOrderId ?? null)
        : await this.deliveredRows(owner.sql, params, orderBy);
    return { list: list.rows, page: query.page, pageSize: query.pageSize, totalCount: list.total };
  }

  private async deliveredRows(ownerSql: string, params: unknown[], orderBy: DataOrderByValue) {
    const rows = await this.dataSource.query<Array<DeliveredLibraryRow & { total: string }>>(
      `SELECT ${DELIVERED_LIBRARY_COLUMNS}, count(*) OVER () AS total
       FROM ${DELIVERED_LIBRARY_FROM}
       WHERE ${ownerSql}
         AND ($2::text IS NULL OR s.name ILIKE $2 OR s.wk_name ILIKE $2 OR child.child_name ILIKE $2
              OR o.order_no ILIKE $2 OR og.goods_name ILIKE $2 OR s.species ILIKE $2)
         AND ($3::timestamptz IS NULL OR data.delivered_at >= $3) AND ($4::timestamptz IS NULL OR data.delivered_at < $4)
       ORDER BY ${DELIVERED_ORDER[orderBy]}
       LIMIT $5 OFFSET $6`,
      params,
    );
    return {
      total: Number(rows[0]?.total ?? 0),
      rows: rows.map((row): DataRow => {
        const library = toDeliveredLibrary(row);
        return {
          id: library.sampleId,
          libraryName: library.libraryName,
          childName: library.childName,
          createTime: library.deliveredAt.toISOString(),
          templateType: library.templateType as TemplateTypeValue,
          yields: Number(library.yields),
          reportType: library.hasQcReport ? '质检报告' : '',
          qcPath: library.hasQcReport ? library.orderNo : '',
          service: library.goodsName,
          downloadPath: library.orderNo,
          orderId: library.orderId,
          orderNo: library.orderNo,
          libraryId: library.sampleId,
          childId: library.childId ?? 0,
          species: library.species,
        };
      }),
    };
  }

  private async analysisRows(
    ownerSql: string,
    params: unknown[],
    orderBy: DataOrderByValue,
    oriOrderId: number | null,
  ) {
    const rows = await this.dataSource.query<AnalysisListRow[]>(
      `SELECT a.id, a.order_id, o.order_no, a.goods_name, a.status, a.yields::text, a.total_price::text, a.created_at,
         (SELECT string_agg(l->>'libraryName', '、') FROM jsonb_array_elements(a.libraries) l) AS library_names,
         (SELECT string_agg(l->>'childName', '、') FROM jsonb_array_elements(a.libraries) l) AS child_names,
         count(*) OVER () AS total
       FROM analysis_order a JOIN customer_order o ON o.id = a.order_id
       WHERE ${ownerSql}
         AND ($2::text IS NULL OR a.goods_name ILIKE $2 OR o.order_no ILIKE $2 OR a.libraries::text ILIKE $2)
         AND ($3::timestamptz IS NULL OR a.created_at >= $3) AND ($4::timestamptz IS NULL OR a.created_at < $4)
         AND ($7::int IS NULL OR $7::int = ANY(a.source_order_ids))
       ORDER BY ${ANALYSIS_ORDER[orderBy]}
       LIMIT $5 OFFSET $6`,
      [...params, oriOrderId],
    );
    return {
      total: Number(rows[0]?.total ?? 0),
      rows: rows.map((row): DataRow => ({
        id: row.id,
        libraryName: row.library_names ?? '',
        childName: row.child_names ?? '',
        createTime: row.created_at.toISOString(),
        templateType: TemplateType.DeliveryAnalysis,
        yields: Number(row.yields),
        reportType: ANALYSIS_STATUS_LABELS[row.status],
        qcPath: '',
        service: row.goods_name,
        downloadPath: row.status === 'done' ? row.order_no : '',
        orderId: row.order_id,
        orderNo: row.order_no,
        status: row.status,
        statusLabel: ANALYSIS_STATUS_LABELS[row.status],
        totalPrice: row.total_price,
      })),
    };
  }
}
