import type { RegionNode } from '@seqportal/contract';

/** The city level of municipalities in the region tree (北京市 → 市辖区 → 东城区). */
export const MUNICIPAL_CITY = '市辖区';

export interface RegionSelection {
  province: string;
  city: string;
  district: string;
}

export const EMPTY_REGION: RegionSelection = { province: '', city: '', district: '' };

export function findProvince(tree: readonly RegionNode[], name: string): RegionNode | undefined {
  return tree.find((node) => node.name === name);
}

/** A municipality's city may be stored as 市辖区 or as the municipality's own name; both select 市辖区. */
export function findCity(province: RegionNode | undefined, name: string): RegionNode | undefined {
  const cities = province?.children ?? [];
  return (
    cities.find((node) => node.name === name) ??
    (province && name === province.name ? cities.find((node) => node.name === MUNICIPAL_CITY) : undefined)
  );
}

export function citiesOf(tree: readonly RegionNode[], province: string): RegionNode[] {
  return findProvince(tree, province)?.children ?? [];
}

export function districtsOf(tree: readonly RegionNode[], province: string, city: string): RegionNode[] {
  return findCity(findProvince(tree, province), city)?.children ?? [];
}

/**
 * Maps a stored address onto the tree's names so the selects show it; a part the tree no longer knows is
 * dropped (with everything below it) so the user is asked to pick it again rather than saving a stale name.
 */
export function normalizeRegion(tree: readonly RegionNode[], region: RegionSelection): RegionSelection {
  const province = findProvince(tree, region.province);
  if (!province) return EMPTY_REGION;
  const city = findCity(province, region.city);
  if (!city) return { province: province.name, city: '', district: '' };
  const district = city.children?.find((node) => node.name === region.district);
  return { province: province.name, city: city.name, district: district?.name ?? '' };
}

/** 广东省 深圳市 南山区; a municipality shows once (北京市 东城区), not as 北京市 市辖区 or 北京市 北京市. */
export function formatRegion(region: RegionSelection): string {
  const parts = [region.province];
  if (region.city && region.city !== MUNICIPAL_CITY && region.city !== region.province) parts.push(region.city);
  parts.push(region.district);
  return parts.filter((part) => part !== '').join(' ');
}
