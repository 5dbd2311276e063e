import Autocomplete from '@mui/material/Autocomplete';
import type { KeyboardEvent } from 'react';
import { SearchInput } from './search-input';

const MAX_SUGGESTIONS = 10;

function matchingKeywords(keywords: readonly string[], input: string): string[] {
  const needle = input.trim().toLowerCase();
  const matches = needle ? keywords.filter((word) => word.toLowerCase().includes(needle)) : keywords;
  return matches.slice(0, MAX_SUGGESTIONS);
}

export interface SearchComboboxProps {
  keywords: readonly string[];
  input: string;
  onInputChange: (value: string) => void;
  /** Search for a picked suggestion, Enter or the button. */
  onSubmit: (text: string) => void;
  /** Takes the focus on mount: it replaces the plain field the customer has just focused. */
  autoFocus: boolean;
}

/**
 * The search field with its hot-keyword suggestions (MUI's Autocomplete and Popper). It loads on demand, the
 * first time the customer reaches for the search field: the first page paints without it (issue 22).
 */
export function SearchCombobox({ keywords, input, onInputChange, onSubmit, autoFocus }: SearchComboboxProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    // Autocomplete ignores Enter on an empty free-text input; here it still means "show me everything".
    if (event.key === 'Enter' && input.trim() === '') {
      event.preventDefault();
      onSubmit('');
    }
  };

  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      openOnFocus
      options={keywords as string[]}
      filterOptions={(options, state) => matchingKeywords(options, state.inputValue)}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        // "reset" fires when the controlled value snaps back to null after a pick; keep what the user sees.
        if (reason !== 'reset' && reason !== 'blur') onInputChange(value);
      }}
      onChange={(_event, value, reason) => {
        if (typeof value !== 'string') return;
        if (reason === 'selectOption' || reason === 'createOption') onSubmit(value);
      }}
      onKeyDown={onKeyDown}
      fullWidth
      size="small"
      noOptionsText="暂无热门搜索"
      renderInput={(params) => (
        <SearchInput
          {...params.slotProps.input}
          id={params.id}
          disabled={params.disabled}
          autoFocus={autoFocus}
          onSearch={() => onSubmit(input)}
          inputProps={params.slotProps.htmlInput}
        />
      )}
    />
  );
}
