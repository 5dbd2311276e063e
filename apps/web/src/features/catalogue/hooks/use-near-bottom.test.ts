import { describe, expect, it } from 'vitest';
import { SCROLL_BOTTOM_LIMIT_PX, isNearBottom } from './use-near-bottom';

describe('isNearBottom', () => {
  it('is true within 120 px of the bottom and false beyond', () => {
    expect(SCROLL_BOTTOM_LIMIT_PX).toBe(120);
    // 3000 px of content in an 800 px window: the bottom is 2200 px down.
    expect(isNearBottom(2079, 800, 3000)).toBe(false);
    expect(isNearBottom(2080, 800, 3000)).toBe(true);
    expect(isNearBottom(2200, 800, 3000)).toBe(true);
    // Content shorter than the window is always "at the bottom".
    expect(isNearBottom(0, 800, 600)).toBe(true);
  });
});
