import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { SessionProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { ProductCard } from './product-card';

describe('ProductCard', () => {
  it('opens the product detail in a new tab that keeps the session (spec part 1 section 2)', () => {
    // Inside the app's theme, as in the app: the card's colours are palette entries of that theme.
    render(
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={createQueryClient()}>
          <SessionProvider>
            <MemoryRouter>
              <ProductCard
                product={{
                  key: 'p1',
                  skuId: 31,
                  goodsId: 3,
                  name: '人全基因组测序 30X',
                  spec: 'PE150 · 30X',
                  image: '',
                  price: null,
                  marketPrice: null,
                  tags: [],
                }}
              />
            </MemoryRouter>
          </SessionProvider>
        </QueryClientProvider>
      </ThemeProvider>,
    );
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/all_goods/detail?skuId=31');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('opener');
  });
});
