import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { bannersQueryOptions, inlineBanners, prefetchHomeBanners } from './get-banner';

function writeInline(text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'home-banners';
  script.textContent = text;
  document.head.append(script);
}

describe('the banner list the server writes into the home page (issue 22)', () => {
  afterEach(() => document.getElementById('home-banners')?.remove());

  it('is read from the document, banners without a picture left out', () => {
    writeInline(
      JSON.stringify([
        { title: 'WGS', image: '/api/File/public?key=banners/wgs.svg', link: '/all_goods' },
        { title: 'no picture', image: '' },
      ]),
    );
    expect(inlineBanners()).toEqual([
      { title: 'WGS', image: '/api/File/public?key=banners/wgs.svg', link: '/all_goods' },
    ]);
  });

  it('is absent when the document has none or something unreadable', () => {
    expect(inlineBanners()).toBeNull();
    writeInline('{not json');
    expect(inlineBanners()).toBeNull();
  });

  it('fills the cache before the first render, so that the carousel asks for nothing', () => {
    writeInline(JSON.stringify([{ title: 'WGS', image: '/api/File/public?key=banners/wgs.svg' }]));
    const client = createQueryClient();
    prefetchHomeBanners(client);
    const state = client.getQueryState(bannersQueryOptions().queryKey);
    expect(state?.status).toBe('success');
    expect(state?.fetchStatus).toBe('idle');
    expect(client.getQueryData(bannersQueryOptions().queryKey)).toEqual([
      { title: 'WGS', image: '/api/File/public?key=banners/wgs.svg' },
    ]);
  });
});
