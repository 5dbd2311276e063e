import { Decimal } from 'decimal.js';
import { analysisLinePrice, chargedYield } from './analysis-price.js';

describe('chargedYield', () => {
  it('charges 1 G for libraries of 1 G or less', () => {
    expect(chargedYield('0.2').toFixed(1)).toBe('1.0');
    expect(chargedYield(1).toFixed(1)).toBe('1.0');
  });

  it('rounds yields above 1 G half-up to one decimal', () => {
    expect(chargedYield('6.25').toFixed(1)).toBe('6.3');
    expect(chargedYield('6.249').toFixed(1)).toBe('6.2');
    expect(chargedYield('1.05').toFixed(1)).toBe('1.1');
  });
});

describe('analysisLinePrice', () => {
  it('multiplies the unit price by the G charged over all libraries', () => {
    // 300.00 × (6.3 + 1 + 10.0) = 300.00 × 17.3 = 5190.00
    const price = analysisLinePrice('300.00', ['6.25', '0.5', '10']);
    expect(price.chargedYields.toFixed(1)).toBe('17.3');
    expect(price.total.toFixed(2)).toBe('5190.00');
  });

  it('rounds the total half-up to the fen', () => {
    // 0.35 × 1.5 = 0.525 → 0.53; 0.33 × 2.5 = 0.825 → 0.83
    expect(analysisLinePrice('0.35', ['1.5']).total.toFixed(2)).toBe('0.53');
    expect(analysisLinePrice(new Decimal('0.33'), ['2.5']).total.toFixed(2)).toBe('0.83');
  });

  it('charges a contract price the same way', () => {
    // 255.00 (85% of 300.00) × (2.0 + 3.5) = 1402.50
    expect(analysisLinePrice('255.00', ['2', '3.46']).total.toFixed(2)).toBe('1402.50');
  });
});
