import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  STATEMENT_BALANCE_KEYS,
  STATEMENT_STATUS_LABELS,
  StatementLineKind,
  statementAgingPairs,
  statementAmountPairs,
  type StatementDetail,
  type StatementFileResponse,
} from '@seqportal/contract';
import { loadExcelJs } from '../../../common/lazy/exceljs.js';
import { PdfWriter, type TableColumn } from '../../../infra/pdf/pdf-document.js';
import { pdfRenderGate } from '../../../infra/pdf/pdf-render-gate.js';
import { StorageService } from '../../../infra/storage/storage.service.js';

/** The link opens in a new tab at once; an hour leaves room for a slow download. */
const LINK_TTL_SECONDS = 3600;
const PDF_TYPE = 'application/pdf';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const CHARGE_COLUMNS: TableColumn[] = [
  { header: '序号', width: 28, align: 'center' },
  { header: '订单编号', width: 108 },
  { header: '商品名称', width: 140 },
  { header: '数量', width: 34, align: 'right' },
  { header: '单价', width: 62, align: 'right' },
  { header: '金额（元）', width: 66, align: 'right' },
  { header: '收样日期', width: 73 },
];
const PAYMENT_COLUMNS: TableColumn[] = [
  { header: '序号', width: 28, align: 'center' },
  { header: '订单编号', width: 140 },
  { header: '摘要', width: 150 },
  { header: '回款日期', width: 100 },
  { header: '金额（元）', width: 93, align: 'right' },
];

const CREDIT_COLUMNS: TableColumn[] = [
  { header: '序号', width: 28, align: 'center' },
  { header: '订单编号', width: 110 },
  { header: '减免单号', width: 100 },
  { header: '原因', width: 120 },
  { header: '日期', width: 70 },
  { header: '金额（元）', width: 83, align: 'right' },
];

const LINE_KIND_LABELS = {
  [StatementLineKind.Charge]: '订单',
  [StatementLineKind.Payment]: '回款',
  [StatementLineKind.Credit]: '减免',
} as const;

const TERMS =
  '根据合同约定：每月前5个自然日对上月有效订单（样本全部到样）进行对账，客户应于5个自然日内回复，逾期未回复视为确认；' +
  '确认后5日内开具增值税发票，发票到达当月月底前以银行转账方式付款；逾期按逾期金额每日0.1%支付滞纳金。';

/** The statement as a Chinese PDF (the shared renderer, subset CJK font) and as an xlsx, stored and linked. */
@Injectable()
export class StatementDocumentsService {
  constructor(private readonly storage: StorageService) {}

  /**
   * The statement's PDF, stored and linked. Like the print PDFs, the statement is read and rendered in the
   * process's one PDF turn (pdfRenderGate): read right before its own render, so that a queue of requests does not
   * leave database answers unread while another render holds the event loop. The upload follows the turn.
   */
  async pdfLink(load: () => Promise<StatementDetail>): Promise<StatementFileResponse> {
    const { statement, bytes } = await pdfRenderGate.run(async () => {
      const statement = await load();
      return { statement, bytes: await this.pdf(statement) };
    });
    return this.store(statement, bytes, 'pdf', PDF_TYPE);
  }

  async excelLink(statement: StatementDetail): Promise<StatementFileResponse> {
    return this.store(statement, await this.excel(statement), 'xlsx', XLSX_TYPE);
  }

  async pdf(statement: StatementDetail): Promise<Buffer> {
    const pdf = await PdfWriter.create({ title: `对账单 ${statement.statementNo}` });
    pdf.title(`${statement.ownerName} ${statement.period} 对账单`, 16);
    pdf.keyValues([
      ['对账单号', statement.statementNo],
      ['客户名称', statement.ownerName],
      ['合同编号', statement.contractNo],
      ['对账期间', `${statement.periodStart} 至 ${statement.periodEnd}`],
      ['状态', STATEMENT_STATUS_LABELS[statement.status]],
      ['回复截止', statement.replyDeadline],
    ]);
    pdf.heading('余额汇总');
    pdf.keyValues(statementAmountPairs(statement, STATEMENT_BALANCE_KEYS), 2);
    const charges = statement.lines.filter((line) => line.kind === StatementLineKind.Charge);
    pdf.heading(`本期订单明细（${charges.length} 行）`);
    pdf.table(
      CHARGE_COLUMNS,
      charges.map((line, index) => [
        String(index + 1),
        line.orderNo,
        line.goodsName,
        String(line.goodsCount),
        line.unitPrice,
        line.amount,
        line.lineDate,
      ]),
    );
    const payments = statement.lines.filter((line) => line.kind === StatementLineKind.Payment);
    if (payments.length > 0) {
      pdf.heading('本期回款');
      pdf.table(
        PAYMENT_COLUMNS,
        payments.map((line, index) => [String(index + 1), line.orderNo, line.goodsName, line.lineDate, line.amount]),
      );
    }
    const credits = statement.lines.filter((line) => line.kind === StatementLineKind.Credit);
    if (credits.length > 0) {
      pdf.heading('本期减免');
      pdf.table(
        CREDIT_COLUMNS,
        credits.map((line, index) => [
          String(index + 1),
          line.orderNo,
          line.skuCode,
          line.goodsName,
          line.lineDate,
          line.amount,
        ]),
      );
    }
    pdf.heading('账龄分析（月末未付金额）');
    const agingPairs = [
      ...statementAgingPairs(statement.aging),
      ...statementAmountPairs(statement, ['overdueAmount', 'latePenalty']),
    ];
    pdf.table(
      agingPairs.map(([header]) => ({ header, width: 1, align: 'right' })),
      [agingPairs.map(([, value]) => value)],
    );
    pdf.heading('说明');
    pdf.paragraph(TERMS);
    return pdf.finish();
  }

  async excel(statement: StatementDetail): Promise<Buffer> {
    const workbook = new (await loadExcelJs()).Workbook();
    workbook.creator = 'SeqPortal';
    const sheet = workbook.addWorksheet('对账单');
    sheet.columns = [
      { width: 8 },
      { width: 22 },
      { width: 30 },
      { width: 8 },
      { width: 12 },
      { width: 14 },
      { width: 12 },
      { width: 12 },
    ];
    sheet.addRow([`${statement.ownerName} ${statement.period} 对账单`]).font = { bold: true, size: 14 };
    const pairs: Array<[string, string]> = [
      ['对账单号', statement.statementNo],
      ['合同编号', statement.contractNo],
      ['对账期间', `${statement.periodStart} 至 ${statement.periodEnd}`],
      ...statementAmountPairs(statement, [...STATEMENT_BALANCE_KEYS, 'overdueAmount', 'latePenalty']),
      ...statementAgingPairs(statement.aging, '账龄 '),
    ];
    for (const [label, value] of pairs) sheet.addRow([label, value]);
    sheet.addRow([]);
    const header = sheet.addRow(['序号', '订单编号', '商品名称', '数量', '单价', '金额（元）', '日期', '类型']);
    header.font = { bold: true };
    statement.lines.forEach((line) => {
      // Money stays text: the sheet shows exactly the cents of the statement.
      sheet.addRow([
        line.lineNo,
        line.orderNo,
        line.goodsName,
        line.kind === StatementLineKind.Charge ? line.goodsCount : '',
        line.kind === StatementLineKind.Charge ? line.unitPrice : '',
        line.amount,
        line.lineDate,
        LINE_KIND_LABELS[line.kind],
      ]);
    });
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  private async store(
    statement: StatementDetail,
    data: Buffer,
    extension: 'pdf' | 'xlsx',
    contentType: string,
  ): Promise<StatementFileResponse> {
    const key = `statements/${statement.statementNo}/${randomUUID()}.${extension}`;
    await this.storage.put('reports', key, data, { size: data.length, contentType });
    const fileName = `对账单-${statement.ownerName}-${statement.period}.${extension}`;
    const url = await this.storage.client.presignedGetObject(this.storage.bucket('reports'), key, LINK_TTL_SECONDS, {
      'response-content-disposition': `attachment; filename="statement-${statement.statementNo}.${extension}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'response-content-type': contentType,
    });
    return { url };
  }
}
