import { describe, expect, it } from 'vitest';
import { paymentLabel } from './payment-label';

describe('paymentLabel', () => {
  it('says 授信支付 only for a customer with a credit limit, even an exhausted one', () => {
    expect(paymentLabel('100000.00')).toBe('授信支付');
    expect(paymentLabel('0.00')).toBe('授信支付');
  });

  it('says 线下结算（待PM确认） without credit', () => {
    expect(paymentLabel(null)).toBe('线下结算（待PM确认）');
    expect(paymentLabel(undefined)).toBe('线下结算（待PM确认）');
  });
});
