import { regionTree, resolveRegion } from './region-tree.js';

describe('region tree', () => {
  it('holds the 31 provincial divisions of the mainland with cities and districts', () => {
    const tree = regionTree();
    expect(tree).toHaveLength(31);
    const guangdong = tree.find((node) => node.name === '广东省');
    expect(guangdong?.children?.find((node) => node.name === '深圳市')?.children?.map((node) => node.name)).toContain(
      '南山区',
    );
  });

  it('resolves a valid province, city and district with its code', () => {
    expect(resolveRegion('广东省', '深圳市', '南山区')).toEqual({
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      districtCode: '440305',
    });
  });

  it('accepts a municipality named as its own city', () => {
    expect(resolveRegion('上海市', '上海市', '浦东新区')?.districtCode).toBe('310115');
    expect(resolveRegion('上海市', '市辖区', '浦东新区')?.districtCode).toBe('310115');
  });

  it('rejects a district that is not in the city', () => {
    expect(resolveRegion('广东省', '深圳市', '朝阳区')).toBeNull();
    expect(resolveRegion('广东省', '北京市', '南山区')).toBeNull();
    expect(resolveRegion('火星省', '深圳市', '南山区')).toBeNull();
  });
});
