import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { goodsSearchHref, paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useOpenLayer } from '@/lib/layer-navigation';
import { useHotKeywords } from '../api/get-hot-keywords';
import { SearchCombobox } from './search-combobox';

/**
 * Catalogue search with hot-keyword suggestions. Searching needs a login (spec part 1 section 2), however it is
 * started: a picked suggestion, Enter or the button all send a visitor to the login prompt layer. Browsing the
 * categories and the home page stays open to visitors.
 */
export function SearchBox() {
  const { isLoggedIn, isLoading } = useSession();
  const navigate = useNavigate();
  const openLayer = useOpenLayer();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const { data: keywords = [] } = useHotKeywords();

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

  return <SearchCombobox keywords={keywords} input={input} onInputChange={setInput} onSubmit={submit} />;
}
