import { describe, expect, it } from 'vitest';
import type { StatementAging } from '../entities/statements.js';
import { STATEMENT_BALANCE_KEYS, statementAgingPairs, statementAmountPairs } from './statement-labels.js';

const amounts = {
  openingBalance: '2500.00',
  chargesTotal: '999.99',
  paymentsTotal: '0.00',
  creditsTotal: '0.00',
  closingBalance: '3499.99',
  creditLimit: null,
  creditUsed: '3499.99',
  creditAvailable: null,
  overdueAmount: '500.00',
  latePenalty: '15.50',
};

describe('statement labels', () => {
  it('labels the balance summary in order, and absent credit as 未授信 and —', () => {
    expect(statementAmountPairs(amounts, [...STATEMENT_BALANCE_KEYS, 'latePenalty'])).toEqual([
      ['期初余额', '2500.00'],
      ['本期应收', '999.99'],
      ['本期回款', '0.00'],
      ['本期减免', '0.00'],
      ['期末余额', '3499.99'],
      ['信用额度', '未授信'],
      ['已用额度', '3499.99'],
      ['可用额度', '—'],
      ['滞纳金', '15.50'],
    ]);
    expect(
      statementAmountPairs({ ...amounts, creditLimit: '5000.00', creditAvailable: '1500.01' }, [
        'creditLimit',
        'creditAvailable',
        'overdueAmount',
      ]),
    ).toEqual([
      ['信用额度', '5000.00'],
      ['可用额度', '1500.01'],
      ['逾期金额', '500.00'],
    ]);
  });

  it('labels the aging buckets youngest first, with an optional prefix', () => {
    const aging: StatementAging = { days0to30: '1.00', days31to60: '2.00', days61to90: '3.00', over90: '4.00' };
    expect(statementAgingPairs(aging)).toEqual([
      ['0-30天', '1.00'],
      ['31-60天', '2.00'],
      ['61-90天', '3.00'],
      ['90天以上', '4.00'],
    ]);
    expect(statementAgingPairs(aging, '账龄 ')[3]).toEqual(['账龄 90天以上', '4.00']);
  });
});
