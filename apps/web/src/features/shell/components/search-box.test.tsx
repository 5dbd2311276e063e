import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '@/lib/auth';
import { stubApi } from '@/testing/stub-api';
import { SearchBox } from './search-box';

// Rendered without renderApp, which preloads every lazy component: here the combobox's module starts unloaded.
describe('search box', () => {
  it('swaps the plain field for the combobox on its own once the page is idle, before any tap', async () => {
    stubApi();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <SessionProvider>
            <SearchBox />
          </SessionProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('shell-search').getAttribute('role')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('shell-search').getAttribute('role')).toBe('combobox'), {
      timeout: 5000,
    });
  });
});
