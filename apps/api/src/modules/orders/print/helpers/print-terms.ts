import { formatMoney, groupedMoney, SERVICE_PROVIDER, type PrintTax } from '@seqportal/contract';
import { Decimal } from 'decimal.js';

/** The provider named on every printed document. */
export const PROVIDER_NAME = SERVICE_PROVIDER.brand;
export const PROVIDER_EMAIL = SERVICE_PROVIDER.serviceEmail;

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
  const amount = groupedMoney(cap);
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
