import type ExcelJS from 'exceljs';
import { loadExcelJs } from '../../../common/lazy/exceljs.js';
import {
  QC_REPORT_COLUMN_TITLES,
  QC_GRADE_LABELS,
  SERVICE_PROVIDER,
  qualityReadmeLines,
  type QcMeasurements,
} from '@seqportal/contract';

/** One sample's row of the quality report (spec part 2 section 9). Measurements as the lab entered them. */
export interface QcReportRow extends QcMeasurements {
  /** 送样编号: the tube's code. */
  sendTempCode: string;
  /** 样本编号: the customer's own number; '' when none was given (libraries). */
  sampleNo: string;
  sampleName: string;
  sampleType: string;
}

export interface QcReportHeader {
  projectName: string;
  contractNo: string;
  orderNo: string;
  customerName: string;
  customerUnit: string;
  internalProjectNo: string;
  /** YYYY-MM-DD in the business time zone, or '' while unknown. */
  receivedOn: string;
  reportOn: string;
  tester: string;
  testedOn: string;
  reviewer: string;
  reviewedOn: string;
}

export const QC_REPORT_SHEET = '样本质检报告';
export const QC_REPORT_TITLE = '样本质检报告';
export const QC_REPORT_CONTACT = SERVICE_PROVIDER.serviceEmail;

/** The columns of the quality report, in the spec's order. */
export const QC_REPORT_COLUMNS: ReadonlyArray<{ title: string; width: number; value: (row: QcReportRow) => unknown }> =
  [
    { title: QC_REPORT_COLUMN_TITLES.sendTempCode, width: 18, value: (row) => row.sendTempCode },
    { title: QC_REPORT_COLUMN_TITLES.sampleId, width: 16, value: (row) => row.sampleNo },
    { title: QC_REPORT_COLUMN_TITLES.sampleName, width: 20, value: (row) => row.sampleName },
    { title: QC_REPORT_COLUMN_TITLES.sampleType, width: 12, value: (row) => row.sampleType },
    { title: QC_REPORT_COLUMN_TITLES.concentration, width: 12, value: (row) => row.concentration },
    { title: QC_REPORT_COLUMN_TITLES.volume, width: 10, value: (row) => row.volume },
    { title: QC_REPORT_COLUMN_TITLES.totalAmount, width: 12, value: (row) => row.totalAmount },
    { title: QC_REPORT_COLUMN_TITLES.qpcrConcentration, width: 13, value: (row) => row.qpcrConcentration },
    { title: QC_REPORT_COLUMN_TITLES.od260280, width: 11, value: (row) => row.od260280 },
    { title: QC_REPORT_COLUMN_TITLES.rinDin, width: 9, value: (row) => row.rinDin },
    { title: QC_REPORT_COLUMN_TITLES.libraryLength, width: 12, value: (row) => row.libraryLength },
    { title: '质检结论（总量）', width: 16, value: (row) => QC_GRADE_LABELS[row.totalGrade] },
    { title: '质检结论（质量）', width: 16, value: (row) => QC_GRADE_LABELS[row.qualityGrade] },
    { title: QC_REPORT_COLUMN_TITLES.remarks, width: 30, value: (row) => row.remarks },
  ];

/** The readme notes of GetQualityReadme, numbered, so that the xlsx, the PDF and the page say the same. */
const README = qualityReadmeLines().map((line, index) => `${index + 1}. ${line}`);

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9E7F5' } };
const THIN: Partial<ExcelJS.Borders> = {
  top: { style: 'thin' },
  left: { style: 'thin' },
  bottom: { style: 'thin' },
  right: { style: 'thin' },
};

/**
 * The sample QC report of an order as an xlsx: the header block, one row per sample with a result, the tester and
 * reviewer lines, the readme and the contact address. Returns the file's bytes.
 */
export async function buildSampleQcReport(header: QcReportHeader, rows: readonly QcReportRow[]): Promise<Buffer> {
  const workbook = new (await loadExcelJs()).Workbook();
  workbook.creator = 'SeqPortal';
  const sheet = workbook.addWorksheet(QC_REPORT_SHEET);
  const width = QC_REPORT_COLUMNS.length;
  QC_REPORT_COLUMNS.forEach((column, index) => {
    sheet.getColumn(index + 1).width = column.width;
  });

  const title = sheet.addRow([QC_REPORT_TITLE]);
  sheet.mergeCells(title.number, 1, title.number, width);
  title.font = { bold: true, size: 16 };
  title.alignment = { horizontal: 'center' };

  const info: Array<[string, string]> = [
    ['项目名称', header.projectName],
    ['合同编号', header.contractNo],
    ['订单编号', header.orderNo],
    ['客户姓名', header.customerName],
    ['客户单位', header.customerUnit],
    ['内部项目编号', header.internalProjectNo],
    ['收样日期', header.receivedOn],
    ['报告日期', header.reportOn],
  ];
  for (let i = 0; i < info.length; i += 2) {
    const [leftLabel, leftValue] = info[i]!;
    const [rightLabel, rightValue] = info[i + 1] ?? ['', ''];
    const row = sheet.addRow([`${leftLabel}：`, leftValue, '', '', '', '', `${rightLabel}：`, rightValue]);
    sheet.mergeCells(row.number, 2, row.number, 6);
    sheet.mergeCells(row.number, 8, row.number, width);
    row.getCell(1).font = { bold: true };
    row.getCell(7).font = { bold: true };
  }
  sheet.addRow([]);

  const head = sheet.addRow(QC_REPORT_COLUMNS.map((column) => column.title));
  head.eachCell((cell) => {
    cell.font = { bold: true };
    cell.fill = HEADER_FILL;
    cell.border = THIN;
    cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  });
  for (const data of rows) {
    const row = sheet.addRow(QC_REPORT_COLUMNS.map((column) => column.value(data) ?? ''));
    row.eachCell({ includeEmpty: true }, (cell) => {
      cell.border = THIN;
    });
  }
  sheet.addRow([]);
  sheet.addRow([`检测人：${header.tester}`, '', '', `检测日期：${header.testedOn}`]);
  sheet.addRow([`审核人：${header.reviewer}`, '', '', `审核日期：${header.reviewedOn}`]);
  sheet.addRow([]);
  sheet.addRow(['说明']).font = { bold: true };
  for (const line of README) {
    const row = sheet.addRow([line]);
    sheet.mergeCells(row.number, 1, row.number, width);
  }
  sheet.addRow([`联系邮箱：${QC_REPORT_CONTACT}`]);

  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The report's file name in the delivery: one per order, replaced each time it is regenerated. */
export function sampleQcReportFileName(orderNo: string): string {
  return `样本质检报告_${orderNo}.xlsx`;
}
