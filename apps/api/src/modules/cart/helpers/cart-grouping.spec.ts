import { NON_CONTRACT_GROUP_NAME, type CartItem } from '@seqportal/contract';
import { cartTotal, groupByContract, lineTotal, type PricedCartLine } from './cart-grouping.js';
import { parseIdList } from './id-list.js';

const item = (id: number, isChecked: boolean, newSumSales = '1.00'): CartItem => ({
  id,
  skuid: id,
  goodsid: id,
  pic: '',
  proname: `goods ${id}`,
  skuname: 'sku',
  newPrice: newSumSales,
  qty: 1,
  newSumSales,
  isChecked,
  isPlus: false,
  actID: 0,
  marketingAttribute: [],
  templateType: 'SAMPLE',
  isorder: true,
});

const line = (id: number, contractId: number | null, isChecked = true): PricedCartLine => ({
  item: item(id, isChecked),
  contractId,
  contractName: contractId === null ? null : `合同${contractId}`,
});

describe('cart grouping', () => {
  it('groups lines by contract in contract order with the sale-price lines last', () => {
    const groups = groupByContract([line(1, null), line(2, 7), line(3, 3), line(4, 7)]);
    expect(groups.map((group) => [group.contractName, group.contractId, group.cart.map((i) => i.id)])).toEqual([
      ['合同3', 3, [3]],
      ['合同7', 7, [2, 4]],
      [NON_CONTRACT_GROUP_NAME, undefined, [1]],
    ]);
  });

  it('ticks a group only when every line in it is ticked', () => {
    const [group] = groupByContract([line(1, 5, true), line(2, 5, false)]);
    expect(group!.isChecked).toBe(false);
    expect(groupByContract([line(1, 5), line(2, 5)])[0]!.isChecked).toBe(true);
  });

  it('adds money exactly', () => {
    expect(lineTotal('0.10', 3)).toBe('0.30');
    expect(lineTotal('2380.00', 2)).toBe('4760.00');
    expect(cartTotal([item(1, true, '0.10'), item(2, true, '0.20')])).toBe('0.30');
    expect(cartTotal([])).toBe('0.00');
  });
});

describe('comma-joined id lists', () => {
  it('reads ids, dropping blanks and duplicates', () => {
    expect(parseIdList('3, 5,,3')).toEqual([3, 5]);
    expect(parseIdList('')).toEqual([]);
    expect(parseIdList(undefined)).toEqual([]);
  });

  it('refuses anything that is not a list of ids', () => {
    expect(parseIdList('3,a')).toBeNull();
    expect(parseIdList('-1')).toBeNull();
    expect(parseIdList('1.5')).toBeNull();
  });
});
