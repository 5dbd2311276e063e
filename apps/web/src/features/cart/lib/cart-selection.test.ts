import { describe, expect, it } from 'vitest';
import { cartItem, sampleGroups } from '../testing/cart-fixtures';
import {
  isAllChecked,
  isGroupChecked,
  isGroupPartlyChecked,
  isPartlyChecked,
  removeItems,
  selectionSummary,
  setChecked,
  setQuantity,
} from './cart-selection';

describe('sample-box selection and totals', () => {
  it('totals the ticked lines only, exactly in cents', () => {
    const summary = selectionSummary(sampleGroups());
    expect(summary).toEqual({ lines: 2, quantity: 3, total: '2600.00', skuIds: [101, 201] });
  });

  it('derives the contract box and select-all from the items', () => {
    const groups = sampleGroups();
    expect(isGroupChecked(groups[0]!)).toBe(false);
    expect(isGroupPartlyChecked(groups[0]!)).toBe(true);
    expect(isGroupChecked(groups[1]!)).toBe(true);
    expect(isAllChecked(groups)).toBe(false);
    expect(isPartlyChecked(groups)).toBe(true);
  });

  it('ticks a whole contract and then everything', () => {
    let groups = setChecked(sampleGroups(), [101, 102], true);
    expect(isGroupChecked(groups[0]!)).toBe(true);
    expect(groups[0]!.isChecked).toBe(true);
    expect(isAllChecked(groups)).toBe(true);
    expect(selectionSummary(groups).total).toBe('2600.30');

    groups = setChecked(groups, [101, 102, 201], false);
    expect(selectionSummary(groups)).toEqual({ lines: 0, quantity: 0, total: '0.00', skuIds: [] });
    expect(isPartlyChecked(groups)).toBe(false);
  });

  it('recomputes the line total when the quantity changes', () => {
    const groups = setQuantity(sampleGroups(), 101, 3);
    expect(groups[0]!.cart[0]).toMatchObject({ qty: 3, newSumSales: '3899.70' });
    expect(selectionSummary(groups).total).toBe('3899.90');
  });

  it('drops deleted lines and a contract left without lines', () => {
    const groups = removeItems(sampleGroups(), [201]);
    expect(groups).toHaveLength(1);
    expect(selectionSummary(groups).skuIds).toEqual([101]);
  });

  it('never counts or ticks a line that can no longer be ordered', () => {
    const groups = [
      {
        contractName: '非合同商品',
        isChecked: true,
        cart: [
          cartItem({ id: 1, skuid: 1, newSumSales: '50.00' }),
          cartItem({ id: 2, skuid: 2, newSumSales: '70.00', isorder: false }),
        ],
      },
    ];
    expect(selectionSummary(groups)).toMatchObject({ lines: 1, total: '50.00' });
    // The unavailable line does not keep the box from reading "all ticked".
    expect(isAllChecked(groups)).toBe(true);
  });
});
