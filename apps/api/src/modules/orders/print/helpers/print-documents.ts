import {
  QC_REPORT_COLUMN_TITLES,
  BUSINESS_TIME_ZONE,
  qualityReportCells,
  wallClock,
  type OrderPrintResponse,
  type QualityReport,
  type SamplePrintDetail,
} from '@seqportal/contract';
import { CONTENT_WIDTH, MARGIN, PdfWriter, type TableCell } from '../../../../infra/pdf/pdf-document.js';
import { ORDER_PRINT_TITLE, PROVIDER_NAME, QUALITY_REPORT_TITLE, SAMPLE_SHEET_TITLE } from './print-terms.js';

/*
 * The three printed documents of an order, laid out from the same data the print pages show (PrintDataService),
 * so the downloaded PDF and the printed page carry the same text.
 */

/** YYYY-MM-DD in the business time zone; '' for none. */
export function printDate(iso: string | null): string {
  if (!iso) return '';
  const { year, month, day } = wallClock(new Date(iso), BUSINESS_TIME_ZONE);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The provider's mark (the favicon's shapes) and name, left of the title. */
function providerHeader(pdf: PdfWriter): void {
  const { doc } = pdf;
  const top = doc.y;
  doc.save().roundedRect(MARGIN.left, top, 24, 24, 5).fill('#0b4f7c').restore();
  // The logo's 32-unit view box drawn at 24 points.
  doc
    .save()
    .translate(MARGIN.left, top)
    .scale(0.75)
    .path('M10 6c0 7 12 7 12 14s-12 7-12 6M22 6c0 7-12 7-12 14s12 7 12 6')
    .lineWidth(2.4)
    .lineCap('round')
    .stroke('#5fd3c4')
    .restore();
  doc
    .fillColor('#000')
    .fontSize(11)
    .text(PROVIDER_NAME, MARGIN.left + 30, top + 6, { width: CONTENT_WIDTH - 30 });
  doc.x = MARGIN.left;
  doc.y = top + 32;
}

/** The sample information sheet: order, sender and one Code 128 per sample (its send code) to stick on the tube. */
export async function sampleSheetPdf(sheet: SamplePrintDetail, orderLink: string): Promise<Buffer> {
  const pdf = await PdfWriter.create({ title: `${SAMPLE_SHEET_TITLE} ${sheet.no}` });
  providerHeader(pdf);
  const top = pdf.y;
  pdf.qr(orderLink, { x: MARGIN.left + CONTENT_WIDTH - 64, y: top - 34, size: 64 });
  pdf.title(SAMPLE_SHEET_TITLE);
  pdf.keyValues([
    ['订单编号', sheet.no],
    ['下单日期', printDate(sheet.date)],
    ['送样单位', sheet.company],
    ['联系人', sheet.name],
    ['联系电话', sheet.phone],
    ['派送地址', sheet.labName ?? ''],
    ['样本总数', `${sheet.totalNum} 管（${sheet.sampleList.length} 个样本）`],
    ['送样条码号', sheet.barcodeNo ?? '下单后生成'],
  ]);
  if (sheet.barcodeNo) pdf.code128(sheet.barcodeNo, { x: MARGIN.left, y: pdf.y + 2, width: 220, height: 30 });
  pdf.doc.y += sheet.barcodeNo ? 38 : 4;
  const rows: TableCell[][] = sheet.sampleList.map((sample, index) => [
    String(index + 1),
    sample.name,
    sample.type,
    sample.species,
    String(sample.num),
    sample.goodsName,
    sample.sendTempCode,
    (writer, box) => writer.code128(sample.sendTempCode, { ...box, maxModule: 1 }),
  ]);
  pdf.table(
    [
      { header: '序号', width: 24, align: 'center' },
      { header: QC_REPORT_COLUMN_TITLES.sampleName, width: 84 },
      { header: '类型', width: 34 },
      { header: '物种', width: 34 },
      { header: '管数', width: 24, align: 'center' },
      { header: '检测项目', width: 78 },
      { header: '送样编号', width: 118 },
      { header: '条码', width: 140 },
    ],
    rows,
    { minRowHeight: 18, fontSize: 7.5, padding: 2.5 },
  );
  pdf.paragraph('请将条码贴于对应样本管壁，并随样本寄送本单。', { size: 9 });
  return pdf.finish();
}

/** The technology service order: provider, parties, order details, products, 6% tax total and contract terms. */
export async function orderPrintPdf(print: OrderPrintResponse): Promise<Buffer> {
  const order = print.data[0]!;
  const pdf = await PdfWriter.create({ title: `${ORDER_PRINT_TITLE} ${order.orderNo}` });
  providerHeader(pdf);
  pdf.title(print.title);
  pdf.keyValues([
    ['订单编号', order.orderNo],
    ['报价日期', printDate(print.quoteDate)],
    ['客户单位', print.customer.company],
    ['联系人', print.customer.name],
    ['联系电话', print.customer.phone],
    ['电子邮箱', print.customer.email],
    ['合同', order.contractName ?? '无'],
    ['订单状态', order.orderStatus.name],
  ]);
  pdf.heading('订单明细');
  pdf.table(
    [
      { header: '序号', width: 30, align: 'center' },
      { header: '商品名称', width: 170 },
      { header: '规格', width: 90 },
      { header: '单价（元）', width: 70, align: 'right' },
      { header: '数量', width: 45, align: 'center' },
      { header: '金额（元）', width: 80, align: 'right' },
    ],
    order.goods.map((goods, index) => [
      String(index + 1),
      goods.goodsName,
      goods.skuName,
      goods.skuPrice,
      String(goods.goodsCount),
      goods.actualPrice,
    ]),
  );
  pdf.paragraph(`不含税金额：${print.tax.net}元；${print.tax.line}`, { size: 10 });
  pdf.heading('产品清单');
  pdf.table(
    [
      { header: '产品', width: 200 },
      { header: '规格', width: 130 },
      { header: '单价（元）', width: 90, align: 'right' },
      { header: '数量', width: 60, align: 'center' },
    ],
    print.productList.map((product) => [product.name, product.title, product.unitPrice, String(product.count)]),
  );
  pdf.heading('合同条款');
  pdf.table(
    [
      { header: '条款', width: 40, align: 'center' },
      { header: '内容', width: 460 },
    ],
    [...print.clauses, print.creditClause].map((clause, index) => [String(index + 1), clause]),
  );
  pdf.paragraph(`本订单金额为含税价，${print.tax.line}。`, { size: 10 });
  pdf.doc.moveDown(1);
  pdf.keyValues([
    ['服务方（盖章）', print.provider.name],
    ['客户（盖章）', print.customer.company],
  ]);
  return pdf.finish();
}

/** The sample QC report: header block, one row per sample from the lab's QC entries, readme notes. */
export async function qualityReportPdf(report: QualityReport): Promise<Buffer> {
  const pdf = await PdfWriter.create({ title: `${QUALITY_REPORT_TITLE} ${report.orderNo}` });
  providerHeader(pdf);
  pdf.title(report.title);
  pdf.keyValues([
    ['项目名称', report.projectName],
    ['合同编号', report.contractNo || '无'],
    ['订单编号', report.orderNo],
    ['客户姓名', report.customerName],
    ['客户单位', report.customerUnit],
    ['内部项目编号', report.internalProjectNo],
    ['收样日期', printDate(report.receiptDate)],
    ['报告日期', printDate(report.reportDate)],
  ]);
  pdf.table(
    [
      { header: QC_REPORT_COLUMN_TITLES.sendTempCode, width: 66 },
      { header: QC_REPORT_COLUMN_TITLES.sampleId, width: 36 },
      { header: QC_REPORT_COLUMN_TITLES.sampleName, width: 62 },
      { header: QC_REPORT_COLUMN_TITLES.sampleType, width: 28 },
      { header: QC_REPORT_COLUMN_TITLES.concentration, width: 34, align: 'right' },
      { header: QC_REPORT_COLUMN_TITLES.volume, width: 28, align: 'right' },
      { header: QC_REPORT_COLUMN_TITLES.totalAmount, width: 32, align: 'right' },
      { header: QC_REPORT_COLUMN_TITLES.qpcrConcentration, width: 34, align: 'right' },
      { header: QC_REPORT_COLUMN_TITLES.od260280, width: 30, align: 'right' },
      { header: QC_REPORT_COLUMN_TITLES.rinDin, width: 26, align: 'right' },
      { header: QC_REPORT_COLUMN_TITLES.libraryLength, width: 30, align: 'right' },
      { header: QC_REPORT_COLUMN_TITLES.totalGrade, width: 28, align: 'center' },
      { header: QC_REPORT_COLUMN_TITLES.qualityGrade, width: 28, align: 'center' },
      { header: QC_REPORT_COLUMN_TITLES.remarks, width: 68 },
    ],
    report.rows.map(qualityReportCells),
    { fontSize: 7, padding: 2 },
  );
  pdf.keyValues([
    ['检测人', `${report.tester}  ${printDate(report.testedAt)}`],
    ['审核人', `${report.reviewer}  ${printDate(report.reviewedAt)}`],
  ]);
  pdf.heading('报告说明');
  for (const item of report.readme) {
    pdf.paragraph(item.name, { size: 10 });
    for (const note of item.list) pdf.paragraph(`· ${note.name}`, { size: 9, indent: 12 });
  }
  pdf.paragraph(`如有疑问请联系：${report.contactEmail}`, { size: 9 });
  return pdf.finish();
}
