import { priceForCaller, VISITOR, money } from './caller-pricing.js';

const sku = { salePrice: '1200.5', marketPrice: '1500', contractPrice: null };

describe('priceForCaller', () => {
  it('gives visitors no price keys at all', () => {
    const priced = priceForCaller({ ...sku, contractPrice: '999.00' }, VISITOR);
    expect(Object.keys(priced.prices)).toEqual([]);
    expect(priced).toMatchObject({ isContract: false, isorder: true });
  });

  it('charges the contract price where a contract covers the SKU', () => {
    const priced = priceForCaller(
      { ...sku, contractPrice: '980.005' },
      { signedIn: true, hasContracts: true, contractAsked: false },
    );
    expect(priced.prices).toEqual({
      salePrice: '1200.50',
      unitPrice: '980.01',
      marketPrice: '1500.00',
      marketprice: '1500.00',
    });
    expect(priced).toMatchObject({ isContract: true, isorder: true });
  });

  it('charges the sale price to a customer without contracts, who may order it', () => {
    const priced = priceForCaller(sku, { signedIn: true, hasContracts: false, contractAsked: false });
    expect(priced.prices.unitPrice).toBe('1200.50');
    expect(priced).toMatchObject({ isContract: false, isorder: true });
  });

  it('refuses an uncovered SKU to a contract customer, or outside an asked contract', () => {
    expect(priceForCaller(sku, { signedIn: true, hasContracts: true, contractAsked: false }).isorder).toBe(false);
    expect(priceForCaller(sku, { signedIn: true, hasContracts: false, contractAsked: true }).isorder).toBe(false);
  });

  it('formats money half-up with two decimals without floating-point error', () => {
    expect(money('1.005')).toBe('1.01');
    expect(money('0.1')).toBe('0.10');
    expect(money('12345678901.995')).toBe('12345678902.00');
  });
});
