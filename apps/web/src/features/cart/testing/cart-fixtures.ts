import type { CartGroup, CartItem } from '@seqportal/contract';

export function cartItem(overrides: Partial<CartItem> & Pick<CartItem, 'id' | 'skuid'>): CartItem {
  return {
    goodsid: overrides.skuid * 10,
    pic: '',
    proname: `商品${overrides.skuid}`,
    skuname: 'PE150',
    newPrice: '100.00',
    qty: 1,
    newSumSales: '100.00',
    isChecked: true,
    isPlus: false,
    actID: 0,
    marketingAttribute: [],
    templateType: 'LIBRARY',
    isorder: true,
    ...overrides,
  };
}

/** Two contracts: 合同A with two lines (one unticked), and the non-contract group with one line. */
export function sampleGroups(): CartGroup[] {
  return [
    {
      contractName: '合同A（2025框架协议）',
      contractId: 1,
      isChecked: false,
      cart: [
        cartItem({
          id: 11,
          skuid: 101,
          proname: '全基因组重测序',
          newPrice: '1299.90',
          qty: 2,
          newSumSales: '2599.80',
        }),
        cartItem({
          id: 12,
          skuid: 102,
          proname: '转录组测序',
          newPrice: '0.10',
          qty: 3,
          newSumSales: '0.30',
          isChecked: false,
        }),
      ],
    },
    {
      contractName: '非合同商品',
      isChecked: true,
      cart: [cartItem({ id: 21, skuid: 201, proname: '16S扩增子测序', newPrice: '0.20', qty: 1, newSumSales: '0.20' })],
    },
  ];
}
