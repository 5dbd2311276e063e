/** Where a marketing tag sits on a product image (spec part 1 section 3). */
export const TagLocation = {
  TopLeft: 'TOP_LEFT',
  TopRight: 'TOP_RIGHT',
  BottomLeft: 'BOTTOM_LEFT',
  BottomRight: 'BOTTOM_RIGHT',
  BottomStrip: 'BOTTOM_STRIP',
} as const;

export type TagLocationValue = (typeof TagLocation)[keyof typeof TagLocation];

export const TAG_LOCATIONS: readonly TagLocationValue[] = Object.values(TagLocation);

export const TAG_LOCATION_LABELS: Record<TagLocationValue, string> = {
  [TagLocation.TopLeft]: '左上角',
  [TagLocation.TopRight]: '右上角',
  [TagLocation.BottomLeft]: '左下角',
  [TagLocation.BottomRight]: '右下角',
  [TagLocation.BottomStrip]: '底部通栏',
};
