import { describe, expect, it } from 'vitest';
import { topSlices } from './pie-slices';

const slice = (id: string, value: number) => ({ id, label: id, value });

describe('topSlices', () => {
  it('keeps up to six slices as they are', () => {
    const data = [slice('a', 1), slice('b', 5), slice('c', 2), slice('d', 1), slice('e', 1), slice('f', 3)];
    expect(topSlices(data)).toEqual(data);
  });

  it('keeps the five largest and sums the rest as 其他', () => {
    const data = [1, 9, 2, 8, 3, 7, 4].map((value, i) => slice(`s${i}`, value));
    expect(topSlices(data)).toEqual([
      slice('s1', 9),
      slice('s3', 8),
      slice('s5', 7),
      slice('s6', 4),
      slice('s4', 3),
      { id: '__other', label: '其他', value: 3 },
    ]);
  });
});
