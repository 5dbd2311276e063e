import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * The picker of one option among cards (a sku, a delivery lab, a pickup address): a radiogroup of buttons, the
 * chosen one outlined in the brand colour on a light tint. One component so that every picker looks, reads to a
 * screen reader, and answers the keyboard the same way.
 */
export function RadioCardGroup({
  label,
  testId,
  sx,
  children,
}: {
  label: string;
  testId?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box role="radiogroup" aria-label={label} data-testid={testId} sx={sx}>
      {children}
    </Box>
  );
}

export function RadioCard({
  selected,
  onSelect,
  testId,
  thin = false,
  sx,
  children,
}: {
  selected: boolean;
  onSelect: () => void;
  testId?: string;
  /** A 1 px border (small chips such as skus) instead of 1.5 px (cards). */
  thin?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <ButtonBase
      role="radio"
      aria-checked={selected}
      data-testid={testId}
      onClick={onSelect}
      sx={[
        {
          borderRadius: 1.5,
          border: thin ? 1 : 1.5,
          borderColor: selected ? 'primary.main' : 'divider',
          bgcolor: selected ? 'primary.tint' : 'background.paper',
          color: selected ? 'primary.main' : 'text.primary',
          fontWeight: selected ? 600 : 400,
          transition: 'border-color 150ms, background-color 150ms',
          '&:hover': { borderColor: 'primary.light' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </ButtonBase>
  );
}
