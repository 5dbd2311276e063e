export const CartType = {
  Cart: 1,
  /** Buy now: the item is added and ordered at once, bypassing the sample box. */
  BuyNow: 2,
} as const;

export type CartTypeValue = (typeof CartType)[keyof typeof CartType];

/** How an order's sample information arrives: from a sample sheet or under a contract price list. */
export const PropertyType = {
  SampleSheet: 0,
  Contract: 1,
} as const;

export type PropertyTypeValue = (typeof PropertyType)[keyof typeof PropertyType];

export const PROPERTY_TYPE_LABELS: Record<PropertyTypeValue, string> = {
  [PropertyType.SampleSheet]: '样本单',
  [PropertyType.Contract]: '合同',
};

/** The `type` field SubmitOrder and BatchSubmitOrder always send (spec part 1 section 7). */
export const ORDER_CREATE_TYPE = 2;
