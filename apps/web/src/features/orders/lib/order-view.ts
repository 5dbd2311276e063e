import {
  NON_CONTRACT_GROUP_NAME,
  formatMoney,
  sampleTypeLabel,
  type Order,
  type OrderGoods,
  type SampleKindLabel,
} from '@seqportal/contract';
import { formatBusinessTime } from '@/lib/business-time';
import { sumMoney } from '@/lib/money';

/** Goods lines may carry the contract that priced them (the API keeps one per line); the order's is the fallback. */
type GoodsWithContract = OrderGoods & { contractName?: string | null; contractId?: number | null };

export interface GoodsGroup {
  key: string;
  contractName: string;
  goods: OrderGoods[];
  total: string;
}

/** Goods grouped by contract in first-seen order, each group with its total of actualPrice. */
export function groupGoodsByContract(order: Pick<Order, 'goods' | 'contractName' | 'contractId'>): GoodsGroup[] {
  const groups = new Map<string, GoodsGroup>();
  for (const line of order.goods as GoodsWithContract[]) {
    const name = (line.contractName ?? order.contractName ?? '').trim() || NON_CONTRACT_GROUP_NAME;
    const key = String(line.contractId ?? (line.contractName ? name : (order.contractId ?? name)));
    const group = groups.get(key) ?? { key, contractName: name, goods: [], total: '0.00' };
    group.goods.push(line);
    groups.set(key, group);
  }
  return Array.from(groups.values(), (group) => ({
    ...group,
    total: sumMoney(group.goods.map((line) => line.actualPrice)),
  }));
}

/** The order total as the list shows it: the sum of the goods' actualPrice (spec part 1 section 3). */
export function orderTotal(order: Pick<Order, 'goods' | 'totalPrice'>): string {
  return order.goods.length > 0
    ? sumMoney(order.goods.map((line) => line.actualPrice))
    : formatMoney(order.totalPrice || '0');
}

/** 生物 when the first goods is a nucleic-acid sample template, else 文库. */
export function orderSampleType(order: Pick<Order, 'goods' | 'sampleType'>): SampleKindLabel {
  return order.sampleType ?? sampleTypeLabel(order.goods[0]?.templateType);
}

/**
 * An ISO time as the business reads it: '2025-03-01T01:30:00Z' → '2025-03-01 09:30:00' in Asia/Shanghai, whatever
 * the browser's own zone, so that a customer abroad sees the same order time as the lab.
 */
export function formatOrderTime(value: string | null | undefined): string {
  return formatBusinessTime(value, 'YYYY-MM-DD HH:mm:ss');
}

export function orderTimeOf(order: Pick<Order, 'orderTime' | 'createTime'>): string {
  return formatOrderTime(order.orderTime || order.createTime);
}

export function goodsSkuName(line: Pick<OrderGoods, 'skuName' | 'skutype'>): string {
  return line.skuName || line.skutype || '';
}
