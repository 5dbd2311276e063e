import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useId, useState, type KeyboardEvent } from 'react';
import { SearchInput } from './search-input';

const MAX_SUGGESTIONS = 10;

export function matchingKeywords(keywords: readonly string[], input: string): string[] {
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
}

/**
 * The search field with its hot-keyword suggestions, as the WAI-ARIA combobox pattern has it (a list that opens
 * on focus, filters as one types, arrows to move, Enter to pick, Escape to close). Written here rather than with
 * MUI's Autocomplete, whose Popper and hooks were about a sixth of every page's JavaScript (issue 22): a free-text
 * field with at most ten suggestions needs none of it, and the field is the same element from the first paint on.
 */
export function SearchCombobox({ keywords, input, onInputChange, onSubmit }: SearchComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = open ? matchingKeywords(keywords, input) : [];
  const expanded = options.length > 0;
  const highlighted = active < options.length ? active : -1;

  const close = (): void => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (word: string): void => {
    close();
    onInputChange(word);
    onSubmit(word);
  };
  const move = (step: 1 | -1): void => {
    // As the arrows of a listbox: from the field down to the first or up to the last, and round past either end.
    const matches = matchingKeywords(keywords, input);
    if (matches.length === 0) return;
    const from = expanded ? highlighted : -1;
    setOpen(true);
    setActive(from < 0 ? (step > 0 ? 0 : matches.length - 1) : (from + step + matches.length) % matches.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (expanded && highlighted >= 0) pick(options[highlighted]!);
      else {
        close();
        onSubmit(input);
      }
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      close();
    }
  };

  return (
    <Box sx={{ position: 'relative', minWidth: 0 }}>
      <SearchInput
        value={input}
        onChange={(event) => {
          onInputChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
        onSearch={() => {
          close();
          onSubmit(input);
        }}
        inputProps={{
          role: 'combobox',
          autoComplete: 'off',
          'aria-autocomplete': 'list',
          'aria-expanded': expanded,
          'aria-controls': expanded ? listId : undefined,
          'aria-activedescendant': highlighted >= 0 ? `${listId}-${highlighted}` : undefined,
        }}
      />
      {expanded && (
        <Paper
          component="ul"
          role="listbox"
          id={listId}
          aria-label="热门搜索"
          sx={{
            position: 'absolute',
            top: '100%',
            left: 0,
            right: 0,
            mt: 0.5,
            mb: 0,
            mx: 0,
            py: 1,
            px: 0,
            listStyle: 'none',
            maxHeight: '40vh',
            overflow: 'auto',
            zIndex: 'modal',
            typography: 'body1',
          }}
        >
          {options.map((word, index) => (
            <Box
              component="li"
              key={word}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === highlighted}
              // The field keeps the focus (and a phone its keyboard) while a suggestion is pressed.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => pick(word)}
              sx={{
                display: 'flex',
                alignItems: 'center',
                minHeight: { xs: 48, sm: 'auto' },
                px: 2,
                py: 0.75,
                cursor: 'pointer',
                '&[aria-selected="true"]': { bgcolor: 'action.hover' },
              }}
            >
              {word}
            </Box>
          ))}
        </Paper>
      )}
    </Box>
  );
}
