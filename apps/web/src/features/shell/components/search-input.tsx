import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { InputHTMLAttributes } from 'react';

export const SEARCH_PLACEHOLDER = '搜索测序服务、文库或样本模板';

export interface SearchInputProps extends Omit<OutlinedInputProps, 'inputProps' | 'endAdornment'> {
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  /** The magnifier button: searches for what is typed. */
  onSearch: () => void;
}

/**
 * The search field of the header (the combobox's input). A bare OutlinedInput rather than TextField: TextField brings
 * Select, Menu and Popover into the bundle every page loads first (issue 22), and this box has neither label nor
 * helper text. Its paddings are those the field always had inside MUI's Autocomplete (42 px high).
 */
export function SearchInput({ inputProps, onSearch, sx, ...props }: SearchInputProps) {
  return (
    <OutlinedInput
      {...props}
      fullWidth
      size="small"
      placeholder={SEARCH_PLACEHOLDER}
      // minWidth 0 as TextField's FormControl had: a flex item may shrink below its input's natural width.
      sx={[
        {
          p: '6px',
          borderRadius: 2,
          bgcolor: 'background.paper',
          minWidth: 0,
          '& .MuiOutlinedInput-input': { p: '2.5px 4px 2.5px 8px', textOverflow: 'ellipsis' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      endAdornment={
        <IconButton
          aria-label="搜索"
          edge="end"
          size="small"
          onClick={onSearch}
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
      inputProps={{ ...inputProps, 'data-testid': 'shell-search', 'aria-label': '搜索商品', enterKeyHint: 'search' }}
    />
  );
}
