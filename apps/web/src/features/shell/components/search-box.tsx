import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import IconButton from '@mui/material/IconButton';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { goodsSearchHref, paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useOpenLayer } from '@/lib/layer-navigation';
import { useHotKeywords } from '../api/get-hot-keywords';

const MAX_SUGGESTIONS = 10;

function matchingKeywords(keywords: readonly string[], input: string): string[] {
  const needle = input.trim().toLowerCase();
  const matches = needle ? keywords.filter((word) => word.toLowerCase().includes(needle)) : keywords;
  return matches.slice(0, MAX_SUGGESTIONS);
}

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

  const searchFor = (word: string): void => {
    setInput(word);
    void navigate(goodsSearchHref(word));
  };

  const submit = (text: string): void => {
    // While a stored token is still being checked the customer is given the benefit of the doubt.
    if (!isLoggedIn && !isLoading) {
      openLayer(paths.needLogin);
      return;
    }
    searchFor(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    // Autocomplete ignores Enter on an empty free-text input; here it still means "show me everything".
    if (event.key === 'Enter' && input.trim() === '') {
      event.preventDefault();
      submit('');
    }
  };

  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      openOnFocus
      options={keywords}
      filterOptions={(options, state) => matchingKeywords(options, state.inputValue)}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        // "reset" fires when the controlled value snaps back to null after a pick; keep what the user sees.
        if (reason !== 'reset' && reason !== 'blur') setInput(value);
      }}
      onChange={(_event, value, reason) => {
        if (typeof value !== 'string') return;
        if (reason === 'selectOption' || reason === 'createOption') submit(value);
      }}
      onKeyDown={onKeyDown}
      fullWidth
      size="small"
      noOptionsText="暂无热门搜索"
      // A bare OutlinedInput rather than TextField: TextField brings Select, Menu and Popover into the bundle
      // every page loads first (issue 22), and this box has neither label nor helper text.
      renderInput={(params) => (
        <OutlinedInput
          {...params.slotProps.input}
          id={params.id}
          disabled={params.disabled}
          fullWidth
          size="small"
          placeholder="搜索测序服务、文库或样本模板"
          // minWidth 0 as TextField's FormControl had: a flex item may shrink below its input's natural width.
          sx={{ pr: '6px !important', borderRadius: 2, bgcolor: 'background.paper', minWidth: 0 }}
          endAdornment={
            <IconButton
              aria-label="搜索"
              edge="end"
              size="small"
              onClick={() => submit(input)}
              sx={{
                bgcolor: 'primary.main',
                color: 'common.white',
                borderRadius: 1.5,
                '&:hover': { bgcolor: 'primary.dark' },
              }}
            >
              <SearchIcon fontSize="small" />
            </IconButton>
          }
          inputProps={{
            ...params.slotProps.htmlInput,
            'data-testid': 'shell-search',
            'aria-label': '搜索商品',
            enterKeyHint: 'search',
          }}
        />
      )}
    />
  );
}
