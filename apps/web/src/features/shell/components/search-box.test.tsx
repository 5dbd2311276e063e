import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '@/lib/auth';
import { setToken } from '@/lib/session';
import { envelope, stubApi } from '@/testing/stub-api';
import { SearchBox } from './search-box';

const KEYWORDS = ['全基因组测序', '转录组测序', '16S扩增子', '全外显子测序'];

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderSearch() {
  stubApi({
    '/api/NewIndex/GetHotKeyWord': () => envelope({ hotKeyword: KEYWORDS.join('\n') }),
    '/api/NewPersonalCenter/GetMemberInfo': () => envelope({ id: 7, nickName: '王博士', auditType: 3 }),
  });
  setToken('good-token', null, false);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SessionProvider>
          <SearchBox />
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByTestId('shell-search');
}

const options = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('search box', () => {
  it('is a combobox from the first render: no field is swapped under the finger', () => {
    const field = renderSearch();
    expect(field.getAttribute('role')).toBe('combobox');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens the hot keywords on focus and narrows them as the customer types', async () => {
    const field = renderSearch();
    await userEvent.click(field);
    await waitFor(() => expect(options()).toEqual(KEYWORDS));
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(field.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    await userEvent.type(field, '测序');
    expect(options()).toEqual(['全基因组测序', '转录组测序', '全外显子测序']);
    // Nothing matching: no list at all (free text is still searched).
    await userEvent.type(field, 'xyz');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves through the suggestions with the arrows, round past either end, and searches the one picked by Enter', async () => {
    const field = renderSearch();
    await userEvent.click(field);
    await waitFor(() => expect(options()).toHaveLength(4));
    const highlighted = () =>
      screen.getAllByRole('option').find((option) => option.getAttribute('aria-selected') === 'true')?.textContent;
    await userEvent.keyboard('{ArrowUp}');
    expect(highlighted()).toBe('全外显子测序');
    expect(field.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: '全外显子测序' }).id);
    await userEvent.keyboard('{ArrowDown}');
    expect(highlighted()).toBe('全基因组测序');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(`/all_goods?search=${encodeURIComponent('转录组测序')}`),
    );
    expect((field as HTMLInputElement).value).toBe('转录组测序');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes on Escape and opens again with an arrow; Enter without a highlight searches what is typed', async () => {
    const field = renderSearch();
    await userEvent.click(field);
    await waitFor(() => expect(options()).toHaveLength(4));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: '全基因组测序' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.clear(field);
    await userEvent.type(field, 'PE150{Enter}');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/all_goods?search=PE150'));
  });

  it('searches a suggestion that is clicked, keeping the focus in the field while it is pressed', async () => {
    const field = renderSearch();
    await userEvent.click(field);
    await waitFor(() => expect(options()).toHaveLength(4));
    await userEvent.click(screen.getByRole('option', { name: '16S扩增子' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(`/all_goods?search=${encodeURIComponent('16S扩增子')}`),
    );
    expect(document.activeElement).toBe(field);
  });
});
