import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { goodsSearchHref, paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useOpenLayer } from '@/lib/layer-navigation';
import { whenIdle } from '@/lib/when-idle';
import { isLazyLoaded, lazyNamed, preloadLazy } from '@/lib/lazy-named';
import { useHotKeywords } from '../api/get-hot-keywords';
import { SearchInput } from './search-input';

// The suggestions' combobox (Autocomplete, Popper and what they bring: about a tenth of the first page's
// JavaScript) stays out of the first page's bundle (issue 22). It is fetched once the page is idle after its
// first render, so that it is in place before a phone's first tap (a field swapped under the finger can lose the
// keyboard), or sooner when the customer points at, touches or focuses the field.
const SearchCombobox = lazyNamed(() => import('./search-combobox'), 'SearchCombobox');
/** At the latest this long after the first render, idle or not. */
const COMBOBOX_PRELOAD_TIMEOUT_MS = 1500;

/**
 * Catalogue search with hot-keyword suggestions. Searching needs a login (spec part 1 section 2), however it is
 * started: a picked suggestion, Enter or the button all send a visitor to the login prompt layer. Browsing the
 * categories and the home page stays open to visitors.
 *
 * Until the combobox has loaded, a plain field of the same look stands in: what is typed there is kept, Enter and
 * the button already search, and the combobox takes the focus over when it replaces a focused field.
 */
export function SearchBox() {
  const { isLoggedIn, isLoading } = useSession();
  const navigate = useNavigate();
  const openLayer = useOpenLayer();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const { data: keywords = [] } = useHotKeywords();
  const [comboboxReady, setComboboxReady] = useState(() => isLazyLoaded(SearchCombobox));
  const [focused, setFocused] = useState(false);

  // A failed fetch leaves the plain field, which still searches; the next intent tries again.
  const loadCombobox = useCallback((): void => {
    preloadLazy(SearchCombobox).then(
      () => setComboboxReady(true),
      () => undefined,
    );
  }, []);
  useEffect(() => {
    if (!comboboxReady) return whenIdle(loadCombobox, COMBOBOX_PRELOAD_TIMEOUT_MS);
  }, [comboboxReady, loadCombobox]);

  // Mirror the product list's `search` parameter, so a hot-keyword link or Back shows the term being listed.
  const listedSearch = pathname === paths.allGoods ? (searchParams.get('search') ?? '') : null;
  const [input, setInput] = useState(listedSearch ?? '');
  const [mirrored, setMirrored] = useState(listedSearch);
  if (listedSearch !== mirrored) {
    setMirrored(listedSearch);
    if (listedSearch !== null) setInput(listedSearch);
  }

  const submit = (text: string): void => {
    // While a stored token is still being checked the customer is given the benefit of the doubt.
    if (!isLoggedIn && !isLoading) {
      openLayer(paths.needLogin);
      return;
    }
    setInput(text);
    void navigate(goodsSearchHref(text));
  };

  if (comboboxReady) {
    return (
      <SearchCombobox
        keywords={keywords}
        input={input}
        onInputChange={setInput}
        onSubmit={submit}
        autoFocus={focused}
      />
    );
  }

  return (
    <SearchInput
      value={input}
      onChange={(event) => setInput(event.target.value)}
      onPointerEnter={loadCombobox}
      onTouchStart={loadCombobox}
      onFocus={() => {
        setFocused(true);
        loadCombobox();
      }}
      onBlur={() => setFocused(false)}
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          submit(input);
        }
      }}
      onSearch={() => submit(input)}
    />
  );
}
