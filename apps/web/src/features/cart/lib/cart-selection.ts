import { NON_CONTRACT_GROUP_NAME, type CartGroup, type CartItem } from '@seqportal/contract';
import { multiplyMoney, sumMoney } from '@/lib/money';

/**
 * Selection and totals of the sample box. A group's tick is derived from its items rather than read from the
 * server's isChecked, so the header box, the group box and the bottom bar can never disagree.
 */
export function allItems(groups: readonly CartGroup[]): CartItem[] {
  return groups.flatMap((group) => group.cart);
}

/** A line whose sku went off sale or left the contract scope cannot be ticked or checked out. */
export function isOrderable(item: CartItem): boolean {
  return item.isorder !== false;
}

/** The lines select-all and a contract's box act on. */
export function orderableItems(items: readonly CartItem[]): CartItem[] {
  return items.filter(isOrderable);
}

function everyChecked(items: readonly CartItem[]): boolean {
  const orderable = orderableItems(items);
  return orderable.length > 0 && orderable.every((item) => item.isChecked);
}

function someChecked(items: readonly CartItem[]): boolean {
  return orderableItems(items).some((item) => item.isChecked);
}

export function isGroupChecked(group: CartGroup): boolean {
  return everyChecked(group.cart);
}

/** Some but not all items of the group are ticked: the group box shows a dash. */
export function isGroupPartlyChecked(group: CartGroup): boolean {
  return someChecked(group.cart) && !everyChecked(group.cart);
}

export function isAllChecked(groups: readonly CartGroup[]): boolean {
  return everyChecked(allItems(groups));
}

export function isPartlyChecked(groups: readonly CartGroup[]): boolean {
  const items = allItems(groups);
  return someChecked(items) && !everyChecked(items);
}

export interface SelectionSummary {
  /** Ticked lines. */
  lines: number;
  /** Sum of the ticked lines' quantities. */
  quantity: number;
  /** Sum of the ticked lines' totals (newSumSales), two decimals. */
  total: string;
  skuIds: number[];
}

export function selectionSummary(groups: readonly CartGroup[]): SelectionSummary {
  const checked = orderableItems(allItems(groups)).filter((item) => item.isChecked);
  return {
    lines: checked.length,
    quantity: checked.reduce((sum, item) => sum + item.qty, 0),
    total: sumMoney(checked.map((item) => item.newSumSales)),
    skuIds: checked.map((item) => item.skuid),
  };
}

function mapItems(groups: readonly CartGroup[], change: (item: CartItem) => CartItem): CartGroup[] {
  return groups.map((group) => {
    const cart = group.cart.map(change);
    return { ...group, cart, isChecked: everyChecked(cart) };
  });
}

/** The groups as the server will have them after ModifyGoodsStatus. */
export function setChecked(groups: readonly CartGroup[], skuIds: readonly number[], checked: boolean): CartGroup[] {
  const targets = new Set(skuIds);
  return mapItems(groups, (item) => (targets.has(item.skuid) ? { ...item, isChecked: checked } : item));
}

/** The groups after ModifyGoodsQty: the line total follows the quantity, exact in cents. */
export function setQuantity(groups: readonly CartGroup[], skuId: number, qty: number): CartGroup[] {
  return mapItems(groups, (item) =>
    item.skuid === skuId ? { ...item, qty, newSumSales: multiplyMoney(item.newPrice, qty) } : item,
  );
}

/** The groups after DelShoppingCart; a contract left without items disappears. */
export function removeItems(groups: readonly CartGroup[], skuIds: readonly number[]): CartGroup[] {
  const targets = new Set(skuIds);
  return groups
    .map((group) => ({ ...group, cart: group.cart.filter((item) => !targets.has(item.skuid)) }))
    .filter((group) => group.cart.length > 0);
}

export function groupTitle(group: CartGroup): string {
  return group.contractName.trim() || NON_CONTRACT_GROUP_NAME;
}
