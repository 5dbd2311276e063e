import { describe, expect, it } from 'vitest';
import { REGION_TREE } from '../testing/personal-centre-api';
import { citiesOf, districtsOf, formatRegion, normalizeRegion } from './region';

describe('region helpers', () => {
  it('lists the cities of a province and the districts of a city', () => {
    expect(citiesOf(REGION_TREE, '广东省').map((node) => node.name)).toEqual(['深圳市', '广州市']);
    expect(districtsOf(REGION_TREE, '广东省', '广州市').map((node) => node.name)).toEqual(['天河区']);
    expect(districtsOf(REGION_TREE, '北京市', '北京市').map((node) => node.name)).toEqual(['海淀区', '东城区']);
    expect(citiesOf(REGION_TREE, '')).toEqual([]);
  });

  it('maps stored names onto the tree and drops what the tree does not know', () => {
    expect(normalizeRegion(REGION_TREE, { province: '北京市', city: '北京市', district: '海淀区' })).toEqual({
      province: '北京市',
      city: '市辖区',
      district: '海淀区',
    });
    expect(normalizeRegion(REGION_TREE, { province: '广东省', city: '佛山市', district: '禅城区' })).toEqual({
      province: '广东省',
      city: '',
      district: '',
    });
    expect(normalizeRegion(REGION_TREE, { province: '火星', city: 'x', district: 'y' })).toEqual({
      province: '',
      city: '',
      district: '',
    });
  });

  it('names a municipality once', () => {
    expect(formatRegion({ province: '北京市', city: '市辖区', district: '东城区' })).toBe('北京市 东城区');
    expect(formatRegion({ province: '北京市', city: '北京市', district: '东城区' })).toBe('北京市 东城区');
    expect(formatRegion({ province: '广东省', city: '深圳市', district: '南山区' })).toBe('广东省 深圳市 南山区');
  });
});
