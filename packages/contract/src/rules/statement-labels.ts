import type { StatementAging, StatementDetail } from '../entities/statements.js';

/**
 * A statement's amounts as the customer's view, the PDF and the xlsx label them: one wording for the three, so that
 * the document a customer downloads says what the page said.
 */
export const STATEMENT_AMOUNT_LABELS = {
  openingBalance: '期初余额',
  chargesTotal: '本期应收',
  paymentsTotal: '本期回款',
  creditsTotal: '本期减免',
  closingBalance: '期末余额',
  creditLimit: '信用额度',
  creditUsed: '已用额度',
  creditAvailable: '可用额度',
  overdueAmount: '逾期金额',
  latePenalty: '滞纳金',
} as const satisfies Partial<Record<keyof StatementDetail, string>>;

/** The aging buckets of the unpaid amount at the month's end, youngest first. */
export const STATEMENT_AGING_LABELS = {
  days0to30: '0-30天',
  days31to60: '31-60天',
  days61to90: '61-90天',
  over90: '90天以上',
} as const satisfies Record<keyof StatementAging, string>;

export type StatementAmountKey = keyof typeof STATEMENT_AMOUNT_LABELS;

/** The balance summary every statement shows, in this order; the view and the documents add the overdue amounts. */
export const STATEMENT_BALANCE_KEYS = [
  'openingBalance',
  'chargesTotal',
  'paymentsTotal',
  'creditsTotal',
  'closingBalance',
  'creditLimit',
  'creditUsed',
  'creditAvailable',
] as const satisfies readonly StatementAmountKey[];

/** What an amount that may be absent reads when it is: no credit limit granted, so none available either. */
const ABSENT_AMOUNT: Record<'creditLimit' | 'creditAvailable', string> = {
  creditLimit: '未授信',
  creditAvailable: '—',
};

/** Label and shown value of each amount asked for, in the order asked. */
export function statementAmountPairs(
  statement: Pick<StatementDetail, StatementAmountKey>,
  keys: readonly StatementAmountKey[],
): Array<[string, string]> {
  return keys.map((key) => {
    const value = statement[key];
    return [STATEMENT_AMOUNT_LABELS[key], value ?? ABSENT_AMOUNT[key as keyof typeof ABSENT_AMOUNT]];
  });
}

/** Label and amount of each aging bucket, youngest first; `prefix` names the buckets where they stand alone. */
export function statementAgingPairs(aging: StatementAging, prefix = ''): Array<[string, string]> {
  return (Object.keys(STATEMENT_AGING_LABELS) as Array<keyof StatementAging>).map((key) => [
    `${prefix}${STATEMENT_AGING_LABELS[key]}`,
    aging[key],
  ]);
}
