/**
 * Query keys of the catalogue. Answers depend on who asks (prices and contract rows only with a token), so
 * every key that can carry prices ends with the token: signing in or out never shows a cached answer of the
 * other state.
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  categories: () => [...catalogueKeys.all, 'categories'] as const,
  banners: () => [...catalogueKeys.all, 'banners'] as const,
  indexGoods: (token: string | null) => [...catalogueKeys.all, 'index-goods', token] as const,
  goodsList: (filters: object, token: string | null) => [...catalogueKeys.all, 'goods-list', filters, token] as const,
  goodsDetail: (query: object, token: string | null) => [...catalogueKeys.all, 'goods-detail', query, token] as const,
  recommend: (skuId: number | null, token: string | null) => [...catalogueKeys.all, 'recommend', skuId, token] as const,
  contracts: (token: string | null) => [...catalogueKeys.all, 'contracts', token] as const,
};
