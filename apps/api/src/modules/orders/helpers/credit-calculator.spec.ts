import { Decimal } from 'decimal.js';
import { availableCredit, decideCredit } from './credit-calculator.js';

const d = (value: string) => new Decimal(value);

describe('credit calculator', () => {
  it('places an order within the credit limit', () => {
    const decision = decideCredit({ creditLimit: d('50000.00'), unpaid: d('10000.00') }, d('39999.99'));
    expect(decision.kind).toBe('within-credit');
    expect(decision.unpaidAfter.toFixed(2)).toBe('49999.99');
  });

  it('treats an order that exactly uses the limit as within credit', () => {
    expect(decideCredit({ creditLimit: d('100.00'), unpaid: d('40.00') }, d('60.00')).kind).toBe('within-credit');
  });

  it('asks for confirmation over the limit and reports the shortfall', () => {
    const decision = decideCredit({ creditLimit: d('100.00'), unpaid: d('40.00') }, d('60.01'));
    expect(decision.kind).toBe('over-credit');
    expect(decision.kind === 'over-credit' && decision.shortfall.toFixed(2)).toBe('0.01');
  });

  it('treats a customer without credit as over the limit for any amount', () => {
    expect(decideCredit({ creditLimit: null, unpaid: d('0') }, d('0.01')).kind).toBe('over-credit');
  });

  it('refuses once the unpaid total would pass the cap, and at the cap already', () => {
    expect(decideCredit({ creditLimit: d('2000000'), unpaid: d('999999.99') }, d('0.02')).kind).toBe('over-cap');
    expect(decideCredit({ creditLimit: d('2000000'), unpaid: d('999999.99') }, d('0.01')).kind).toBe('within-credit');
    expect(decideCredit({ creditLimit: d('2000000'), unpaid: d('1000000.00') }, d('0')).kind).toBe('over-cap');
  });

  it('adds money without floating-point error', () => {
    const decision = decideCredit({ creditLimit: d('1'), unpaid: d('0.1') }, d('0.2'));
    expect(decision.unpaidAfter.toFixed(2)).toBe('0.30');
  });

  it('never shows negative available credit', () => {
    expect(availableCredit({ creditLimit: d('100'), unpaid: d('150') }).toFixed(2)).toBe('0.00');
    expect(availableCredit({ creditLimit: d('100'), unpaid: d('33.335') }).toFixed(2)).toBe('66.67');
    expect(availableCredit({ creditLimit: null, unpaid: d('0') }).toFixed(2)).toBe('0.00');
  });
});
