import { formatMoney, type PrintTax, type QualityReadmeItem } from '@seqportal/contract';
import { Decimal } from 'decimal.js';

/** The provider named on every printed document. */
export const PROVIDER_NAME = 'SeqPortal 基因测序服务平台';
export const PROVIDER_EMAIL = 'service@seqportal.cn';

/** The logo of /favicon.svg, for the print header (the web shows the same file). */
export const PROVIDER_LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0b4f7c"/>' +
  '<path d="M10 6c0 7 12 7 12 14s-12 7-12 6M22 6c0 7-12 7-12 14s12 7 12 6" fill="none" stroke="#5fd3c4" ' +
  'stroke-width="2.4" stroke-linecap="round"/></svg>';
export const PROVIDER_LOGO = `data:image/svg+xml;base64,${Buffer.from(PROVIDER_LOGO_SVG).toString('base64')}`;

export const ORDER_PRINT_TITLE = '技术服务订单';
export const SAMPLE_SHEET_TITLE = '样本信息单';
export const QUALITY_REPORT_TITLE = '样本质检报告';

/** VAT on sequencing services; prices include it. */
export const PRINT_TAX_RATE = new Decimal('0.06');

/** The contract terms on the technology service order (spec part 2 section 9), one clause per entry. */
export const ORDER_PRINT_CLAUSES: readonly string[] = [
  '结算方式：按月结算。服务方于每月前5个自然日内，对上月有效订单（样本全部到样）出具对账单。',
  '对账确认：客户应在收到对账单后5个自然日内回复确认，逾期未回复视为确认。',
  '发票：对账确认后5日内开具增值税发票，发票内容仅限测序服务费。',
  '付款：客户应在收到发票当月月底前以银行转账方式支付。',
  '违约责任：逾期付款的，每日按逾期金额的0.1%支付违约金；逾期超过30日的，服务方有权终止合作并要求赔偿直接损失。',
  '其他未尽事宜以双方签订的主合同为准。',
];

/** The credit-limit clause with the customer's cap (1,000,000.00 yuan incl. tax unless agreed otherwise). */
export function creditLimitClause(cap: string): string {
  const amount = new Decimal(cap).toNumber().toLocaleString('en-US', { minimumFractionDigits: 2 });
  return `信用额度：客户未付款金额（含税）不得超过人民币${amount}元；达到或超过该额度时，服务方暂停接受新订单，直至欠款降至额度以下。`;
}

/** The tax of a total that includes it: net = total / 1.06 (half-up), tax = total − net, so they add up exactly. */
export function taxOf(totalIncludingTax: string): PrintTax {
  const total = new Decimal(totalIncludingTax);
  const net = total.dividedBy(PRINT_TAX_RATE.plus(1)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const tax = total.minus(net);
  const view = {
    rate: '6%',
    net: formatMoney(net.toFixed(2)),
    tax: formatMoney(tax.toFixed(2)),
    total: formatMoney(total.toFixed(2)),
  };
  return { ...view, line: `税率6%，税额：${view.tax}元，价税合计：${view.total}元` };
}

/**
 * The readme notes of the QC report. GetQualityReadme (/api/NewContent/GetQualityReadme) belongs to the content
 * module, which is not served yet; the report carries these notes until it is, in the same shape.
 */
export const QUALITY_README: QualityReadmeItem[] = [
  {
    id: 1,
    name: '质检结论说明',
    list: [
      { id: 11, name: '合格：样本总量与质量均满足建库测序要求，可直接进入后续实验。', list: [] },
      { id: 12, name: '风险：样本总量或质量未完全满足要求，继续实验可能影响数据产出，需客户确认。', list: [] },
      { id: 13, name: '不合格：样本不满足建库测序要求，建议重新送样。', list: [] },
    ],
  },
  {
    id: 2,
    name: '检测方法',
    list: [
      { id: 21, name: '浓度：Qubit 荧光定量；纯度：NanoDrop 测定 OD260/280。', list: [] },
      { id: 22, name: '完整性：Agilent 2100 / 4200 测定 RIN/DIN 及文库片段长度。', list: [] },
      { id: 23, name: '文库有效浓度：QPCR 定量。', list: [] },
    ],
  },
  {
    id: 3,
    name: '其他说明',
    list: [
      { id: 31, name: '本报告仅对所送样本负责，结果以实验室检测当时的样本状态为准。', list: [] },
      { id: 32, name: '风险样本请于报告发出后3个工作日内回复是否继续实验，逾期视为继续。', list: [] },
    ],
  },
];
