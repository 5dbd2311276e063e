import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNER_INTERVAL_MS, BANNER_SLIDE_MS, BannerCarousel } from './banner-carousel';

const banners = [{ image: '/a.png' }, { image: '/b.png', link: '/all_goods' }, { image: '/c.png' }];

function renderCarousel() {
  render(
    <MemoryRouter>
      <BannerCarousel banners={banners} fallback={<div>hero</div>} />
    </MemoryRouter>,
  );
  return screen.getByTestId('banner-carousel');
}

const activeIndex = () => screen.getByTestId('banner-carousel').getAttribute('data-active-index');

describe('BannerCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('advances every 5000 ms with an 800 ms slide and wraps around', () => {
    renderCarousel();
    expect(BANNER_INTERVAL_MS).toBe(5000);
    expect(screen.getByTestId('banner-track').style.transition).toContain(`${BANNER_SLIDE_MS}ms`);
    expect(activeIndex()).toBe('0');
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(activeIndex()).toBe('0');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(activeIndex()).toBe('1');
    expect(screen.getByTestId('banner-track').style.transform).toBe('translateX(-100%)');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(activeIndex()).toBe('2');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(activeIndex()).toBe('0');
  });

  it('pauses while the pointer is over it and picks a slide from its dot', () => {
    const carousel = renderCarousel();
    fireEvent.mouseEnter(carousel);
    act(() => {
      vi.advanceTimersByTime(15_000);
    });
    expect(activeIndex()).toBe('0');
    fireEvent.click(screen.getAllByTestId('banner-dot')[2]!);
    expect(activeIndex()).toBe('2');
    expect(screen.getAllByTestId('banner-dot')[2]!.getAttribute('aria-current')).toBe('true');
    fireEvent.mouseLeave(carousel);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(activeIndex()).toBe('0');
  });

  it('shows the fallback when there are no banners', () => {
    render(
      <MemoryRouter>
        <BannerCarousel banners={[]} fallback={<div>hero</div>} />
      </MemoryRouter>,
    );
    expect(screen.getByText('hero')).toBeTruthy();
    expect(screen.queryByTestId('banner-carousel')).toBeNull();
  });
});
