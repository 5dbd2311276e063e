import { NON_CONTRACT_GROUP_NAME, formatMoney, type CartGroup, type CartItem } from '@seqportal/contract';
import { Decimal } from 'decimal.js';

/** A cart line with the contract it is priced under (null: sale price). */
export interface PricedCartLine {
  item: CartItem;
  contractId: number | null;
  contractName: string | null;
}

/**
 * Groups cart lines by the contract whose price applies, in contract order, with the sale-price lines last; lines
 * keep their order within a group. A group is ticked when all its lines are.
 */
export function groupByContract(lines: readonly PricedCartLine[]): CartGroup[] {
  const groups = new Map<number | null, CartGroup>();
  const sorted = [...lines].sort((a, b) => rank(a.contractId) - rank(b.contractId));
  for (const line of sorted) {
    let group = groups.get(line.contractId);
    if (!group) {
      group = {
        contractName: line.contractName ?? NON_CONTRACT_GROUP_NAME,
        ...(line.contractId === null ? {} : { contractId: line.contractId }),
        isChecked: true,
        cart: [],
      };
      groups.set(line.contractId, group);
    }
    group.cart.push(line.item);
    group.isChecked &&= line.item.isChecked;
  }
  return [...groups.values()];
}

function rank(contractId: number | null): number {
  return contractId ?? Number.MAX_SAFE_INTEGER;
}

/** newPrice × qty, two decimals half-up. */
export function lineTotal(unitPrice: string, qty: number): string {
  return formatMoney(new Decimal(unitPrice).times(qty).toFixed());
}

/** Sum of the lines' newSumSales. */
export function cartTotal(items: readonly CartItem[]): string {
  return formatMoney(items.reduce((sum, item) => sum.plus(item.newSumSales), new Decimal(0)).toFixed());
}
