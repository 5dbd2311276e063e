import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

class FakeObserver {
  static last: FakeObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element): void {
    this.observed.push(element);
  }
  disconnect(): void {
    this.disconnected = true;
  }
  report(isIntersecting: boolean): void {
    this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

describe('useNearViewport', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeObserver.last = null;
  });

  it('turns true once the element comes within the margin, and stops watching', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { result } = renderHook(() => useNearViewport('600px'));
    expect(result.current[1]).toBe(false);
    const element = document.createElement('section');
    act(() => result.current[0](element));
    const observer = FakeObserver.last!;
    expect(observer.observed).toEqual([element]);
    expect(observer.options.rootMargin).toBe('600px');
    act(() => observer.report(false));
    expect(result.current[1]).toBe(false);
    act(() => observer.report(true));
    expect(result.current[1]).toBe(true);
    expect(observer.disconnected).toBe(true);
  });

  it('is true at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { result } = renderHook(() => useNearViewport('600px'));
    expect(result.current[1]).toBe(true);
  });
});
