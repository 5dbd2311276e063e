import { describe, expect, it } from 'vitest';
import { callerPrice } from './caller-price.js';

describe('callerPrice', () => {
  const base = { salePrice: '100', contractPrice: null, hasContracts: false, contractAsked: false };

  it('charges the sale price to a customer without contracts, who may order anything', () => {
    expect(callerPrice(base)).toEqual({ covered: false, outOfContract: false, unitPrice: '100.00' });
  });

  it('charges the contract price where a contract covers the SKU', () => {
    expect(callerPrice({ ...base, contractPrice: '80.5', hasContracts: true })).toEqual({
      covered: true,
      outOfContract: false,
      unitPrice: '80.50',
    });
  });

  it('refuses a SKU outside the contracts of a contract customer', () => {
    expect(callerPrice({ ...base, hasContracts: true }).outOfContract).toBe(true);
  });

  it('refuses a SKU outside an asked contract', () => {
    expect(callerPrice({ ...base, contractAsked: true }).outOfContract).toBe(true);
  });
});
