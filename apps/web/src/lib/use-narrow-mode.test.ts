import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isNarrowWidth, useNarrowMode } from './use-narrow-mode';

function resizeTo(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('useNarrowMode', () => {
  it('treats 768 px and less as narrow', () => {
    expect(isNarrowWidth(768)).toBe(true);
    expect(isNarrowWidth(769)).toBe(false);
  });

  it('starts from the current width', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    expect(renderHook(() => useNarrowMode()).result.current).toBe(true);
  });

  it('rechecks only 300 ms after resizing stops', () => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    const { result } = renderHook(() => useNarrowMode());
    expect(result.current).toBe(false);

    act(() => {
      resizeTo(700);
      vi.advanceTimersByTime(200);
      resizeTo(600);
      vi.advanceTimersByTime(200);
    });
    expect(result.current).toBe(false);

    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(result.current).toBe(true);

    act(() => {
      resizeTo(1024);
      vi.advanceTimersByTime(300);
    });
    expect(result.current).toBe(false);
  });
});
