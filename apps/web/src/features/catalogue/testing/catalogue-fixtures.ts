import {
  PropertyType,
  TagLocation,
  TemplateType,
  type HomeGoodsGroup,
  type HomeGoodsItem,
  type ListResponse,
  type MenuCategory,
  type ProductDetail,
  type ProductItem,
  type UserInfo,
} from '@seqportal/contract';

/** Test data shaped like the catalogue API's answers; prices only when `priced` (a signed-in caller). */
export function productItem(id: number, priced = false, overrides: Partial<ProductItem> = {}): ProductItem {
  return {
    id,
    goodsId: 100 + id,
    goodsid: 100 + id,
    skuId: id,
    skuid: id,
    skuCode: `WGS-${id}`,
    goodsName: `人全基因组重测序 ${id}`,
    name: `人全基因组重测序 ${id}`,
    specName: 'PE150 · 30X',
    goodsImg: '',
    categoryNo: 'WGS',
    sequencingPlaform: 'NovaSeq X',
    isorder: true,
    isContract: false,
    label: [{ name: '热销', location: TagLocation.TopLeft }],
    newMarketAttributes: [],
    propertyType: PropertyType.SampleSheet,
    templateType: TemplateType.Sample,
    ...(priced
      ? { salePrice: '12800.00', unitPrice: '12800.00', marketPrice: '15000.00', marketprice: '15000.00' }
      : {}),
    ...overrides,
  };
}

export function homeItem(id: number, priced = false): HomeGoodsItem {
  const item = productItem(id, priced);
  return { ...item, goodslable: item.label };
}

export function categories(count: number): MenuCategory[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    codeNo: `C${i + 1}`,
    title: `分类${i + 1}`,
    children: [
      { id: 100 + i, codeNo: `C${i + 1}-1`, title: `子类${i + 1}A`, children: [] },
      { id: 200 + i, codeNo: `C${i + 1}-2`, title: `子类${i + 1}B`, children: [] },
    ],
  }));
}

export function homeGroups(itemsInRow: number, priced = false): HomeGoodsGroup[] {
  return [
    {
      title: '全基因组测序',
      kind: 'category',
      categoryNo: 'WGS',
      info: Array.from({ length: itemsInRow }, (_, i) => homeItem(i + 1, priced)),
    },
  ];
}

export function page(items: ProductItem[], pageIndex: number, totalCount: number): ListResponse<ProductItem> {
  return { list: items, page: pageIndex, pageSize: 10, totalCount };
}

export function goodsDetail(
  overrides: { priced?: boolean; templateType?: ProductDetail['templateType']; isorder?: boolean } = {},
): ProductDetail {
  const templateType = overrides.templateType ?? TemplateType.Sample;
  const prices = overrides.priced ? { salePrice: '12800.00', unitPrice: '11800.00', marketPrice: '15000.00' } : {};
  const isorder = overrides.isorder ?? true;
  return {
    pro: {
      goodsId: 101,
      skuId: 1,
      title: '人全基因组重测序（WGS）',
      categoryNo: 'WGS',
      goodsImg: '',
      skuEditor: [
        {
          skuId: 1,
          skuCode: 'WGS-30X',
          specName: 'PE150 · 30X',
          taxType: [{ name: '含税6%' }],
          isContract: false,
          isorder,
          ...prices,
        },
        {
          skuId: 2,
          skuCode: 'WGS-10X',
          specName: 'PE150 · 10X',
          taxType: [{ name: '含税6%' }],
          isContract: false,
          isorder,
          ...prices,
        },
      ],
      goodsStandard: [{ name: '测序深度', valueName: '30X' }],
      sequencingPlaform: 'NovaSeq X',
      serviceModelName: '测序+分析',
      descHtmlInfo: '<h3>服务介绍</h3><p>高质量全基因组数据</p>',
      sampleRequirement: 'DNA 总量 ≥ 1 μg',
      propertyType: PropertyType.SampleSheet,
      templateType,
      label: [{ name: '新品', location: TagLocation.TopRight }],
      isorder,
      isContract: false,
    },
    banner: [],
    templateType,
    isCanFlash: true,
    contractList: [],
  };
}

export const member: UserInfo = {
  id: 7,
  nickName: '王博士',
  phone: '13800000001',
  account: 'a',
  companyName: '上海示例生物科技有限公司',
  email: null,
  auditType: 3,
  balance: null,
  isMain: true,
};
