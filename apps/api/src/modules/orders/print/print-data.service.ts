import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  QC_GRADE_LABELS,
  QUALITY_README,
  TemplateType,
  type ContractProduct,
  type OrderPrintResponse,
  type QualityReport,
  type QualityReportRow,
  type QcGradeValue,
  type SamplePrintDetail,
} from '@seqportal/contract';
import { DataSource } from 'typeorm';
import type { CustomerPrincipal } from '../../../common/auth/customer-principal.js';
import type { StaffPrincipal } from '../../../common/auth/staff-principal.js';
import { ORDER_SAMPLES, type OrderSamples } from '../ports/order-ports.js';
import { CustomerOrdersService } from '../customer-orders.service.js';
import type { CustomerOrder } from '../entities/customer-order.entity.js';
import { barcodeDataUrl, loadBarcodes } from '../helpers/barcode.js';
import { OrderLookupService } from '../order-lookup.service.js';
import {
  ORDER_PRINT_CLAUSES,
  ORDER_PRINT_TITLE,
  PROVIDER_EMAIL,
  PROVIDER_LOGO,
  PROVIDER_NAME,
  QUALITY_REPORT_TITLE,
  creditLimitClause,
  taxOf,
} from './helpers/print-terms.js';

/** The unpaid cap of DESIGN.md section 2 when the customer has no credit row. */
const DEFAULT_UNPAID_CAP = '1000000.00';

interface PartyRow {
  company: string;
  name: string;
  phone: string;
  email: string;
  unpaid_cap: string | null;
}

interface QcRow {
  send_temp_code: string;
  sample_no: string;
  name: string;
  type: string;
  concentration: string | null;
  volume: string | null;
  total_amount: string | null;
  qpcr_concentration: string | null;
  od260280: string | null;
  rin_din: string | null;
  library_length: number | null;
  total_grade: QcGradeValue | null;
  quality_grade: QcGradeValue | null;
  remarks: string | null;
  tester: string | null;
  reviewer: string | null;
  tested_at: Date | null;
  reviewed_at: Date | null;
  received_at: Date | null;
}

/**
 * Who reads a printed document: a customer reads only its own orders (another customer's order is 404, as if it
 * did not exist); staff read any customer's order, to print the paperwork at reception or answer about it.
 */
export type PrintReader = { customer: CustomerPrincipal } | { staff: StaffPrincipal };

/**
 * The data of the three printed documents of an order: the sample information sheet, the technology service
 * order and the sample QC report. Every call finds the order through OrderLookupService under the reader's scope.
 */
@Injectable()
export class PrintDataService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lookup: OrderLookupService,
    private readonly orders: CustomerOrdersService,
    @Inject(ORDER_SAMPLES) private readonly samples: OrderSamples,
  ) {}

  async sampleSheet(reader: PrintReader, orderNo: string): Promise<SamplePrintDetail> {
    const order = await this.find(reader, orderNo);
    const [party, records] = await Promise.all([this.party(order), this.samples.byOrders([order.id]), loadBarcodes()]);
    const sampleList = records.map((record) => ({
      sendTempCode: record.sendTempCode,
      goodsName: record.goodsName,
      species: record.species,
      num: record.num,
      codeNo: record.codeNo,
      name: record.kind === 'wk' ? (record.wkName ?? record.name) : record.name,
      type: record.type,
      barcode: barcodeDataUrl(record.sendTempCode),
    }));
    return {
      no: order.orderNo,
      url: order.barcodeNo ? barcodeDataUrl(order.barcodeNo) : '',
      date: (order.placedAt ?? order.createdAt).toISOString(),
      company: party.company,
      name: party.name,
      phone: party.phone,
      sampleList,
      totalNum: sampleList.reduce((sum, sample) => sum + sample.num, 0),
      barcodeNo: order.barcodeNo,
      labName: order.labName,
    };
  }

  async orderPrint(reader: PrintReader, orderNo: string): Promise<OrderPrintResponse> {
    const order = await this.find(reader, orderNo);
    const detail = await this.orders.detailOf(order);
    const party = await this.party(order);
    const productList: ContractProduct[] = detail.goods.map((goods) => ({
      skuId: goods.skuId,
      name: goods.goodsName,
      title: goods.skuName,
      unitPrice: goods.skuPrice,
      goodsImg: goods.goodsImg,
      templateType: goods.templateType ?? TemplateType.Library,
      select: true,
      count: goods.goodsCount,
    }));
    return {
      data: [detail],
      productList,
      provider: { name: PROVIDER_NAME, logo: PROVIDER_LOGO },
      title: ORDER_PRINT_TITLE,
      clauses: [...ORDER_PRINT_CLAUSES],
      creditClause: creditLimitClause(party.unpaid_cap ?? DEFAULT_UNPAID_CAP),
      tax: taxOf(detail.totalPrice),
      customer: { company: party.company, name: party.name, phone: party.phone, email: party.email },
      quoteDate: order.createdAt.toISOString(),
    };
  }

  async qualityReport(reader: PrintReader, orderNo: string, now = new Date()): Promise<QualityReport> {
    const order = await this.find(reader, orderNo);
    const party = await this.party(order);
    const rows = await this.dataSource.query<QcRow[]>(
      `SELECT s.send_temp_code, s.sample_no, CASE WHEN s.kind = 'wk' THEN COALESCE(s.wk_name, s.name) ELSE s.name END AS name, s.type,
              q.concentration::text, q.volume::text, q.total_amount::text, q.qpcr_concentration::text,
              q.od260280::text, q.rin_din::text, q.library_length, q.total_grade, q.quality_grade, q.remarks,
              q.tester, q.reviewer, q.tested_at, q.reviewed_at, s.received_at
       FROM sample s LEFT JOIN sample_qc_result q ON q.sample_id = s.id
       WHERE s.order_id = $1 ORDER BY s.order_goods_id, s.id`,
      [order.id],
    );
    const [contract] = await this.dataSource.query<Array<{ contract_no: string; name: string }>>(
      'SELECT contract_no, name FROM contract WHERE id = $1',
      [order.contractId ?? 0],
    );
    const [goods] = await this.dataSource.query<Array<{ goods_name: string }>>(
      'SELECT goods_name FROM order_goods WHERE order_id = $1 ORDER BY id LIMIT 1',
      [order.id],
    );
    const tested = rows.filter((row) => row.tester);
    const latest = (values: Array<Date | null>) =>
      values.reduce<Date | null>((max, value) => (value && (!max || value > max) ? value : max), null);
    const earliest = (values: Array<Date | null>) =>
      values.reduce<Date | null>((min, value) => (value && (!min || value < min) ? value : min), null);
    return {
      title: QUALITY_REPORT_TITLE,
      projectName: goods?.goods_name ?? '',
      contractNo: contract?.contract_no ?? '',
      orderNo: order.orderNo,
      customerName: party.name,
      customerUnit: party.company,
      internalProjectNo: `QC-${order.orderNo}`,
      receiptDate: earliest(rows.map((row) => row.received_at))?.toISOString() ?? null,
      reportDate: now.toISOString(),
      tester: [...new Set(tested.map((row) => row.tester))].join('、'),
      testedAt: latest(tested.map((row) => row.tested_at))?.toISOString() ?? null,
      reviewer: [...new Set(tested.map((row) => row.reviewer).filter(Boolean))].join('、'),
      reviewedAt: latest(tested.map((row) => row.reviewed_at))?.toISOString() ?? null,
      rows: rows.map(toQualityRow),
      readme: [...QUALITY_README],
      contactEmail: PROVIDER_EMAIL,
    };
  }

  private find(reader: PrintReader, orderNo: string): Promise<CustomerOrder> {
    return 'customer' in reader
      ? this.lookup.findOwned(reader.customer.memberId, { orderNo })
      : this.lookup.findAny({ orderNo });
  }

  /** The ordering contact of the order settings (else the member), the order's company and its unpaid cap. */
  private async party(order: CustomerOrder): Promise<PartyRow> {
    const [row] = await this.dataSource.query<PartyRow[]>(
      `SELECT COALESCE((SELECT o.name FROM organisation o WHERE o.id = $2), '') AS company,
              COALESCE(os.me_name, m.nick_name) AS name,
              COALESCE(os.me_moblie, m.phone) AS phone,
              COALESCE(os.me_email, m.email, '') AS email,
              (SELECT c.unpaid_cap::text FROM customer_credit c
                WHERE c.organisation_id = $2 OR (c.organisation_id IS NULL AND c.member_id = $1) LIMIT 1) AS unpaid_cap
       FROM member m LEFT JOIN order_setting os ON os.member_id = m.id
       WHERE m.id = $1`,
      [order.memberId, order.organisationId],
    );
    return row ?? { company: '', name: '', phone: '', email: '', unpaid_cap: null };
  }
}

/** Measurements as the lab entered them (trailing zeros of the NUMERIC scale dropped); '' when not measured. */
function measured(value: string | number | null): string {
  if (value === null) return '';
  return String(Number(value));
}

function toQualityRow(row: QcRow): QualityReportRow {
  return {
    sendTempCode: row.send_temp_code,
    sampleId: row.sample_no,
    sampleName: row.name,
    sampleType: row.type,
    concentration: measured(row.concentration),
    volume: measured(row.volume),
    totalAmount: measured(row.total_amount),
    qpcrConcentration: measured(row.qpcr_concentration),
    od260280: measured(row.od260280),
    rinDin: measured(row.rin_din),
    libraryLength: measured(row.library_length),
    totalGrade: row.total_grade ? QC_GRADE_LABELS[row.total_grade] : '待检测',
    qualityGrade: row.quality_grade ? QC_GRADE_LABELS[row.quality_grade] : '待检测',
    remarks: row.remarks ?? '',
  };
}
