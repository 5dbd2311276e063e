import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { useState } from 'react';
import {
  MAX_QUANTITY,
  MIN_QUANTITY,
  decrementQuantity,
  incrementQuantity,
  sanitizeQuantityInput,
  settleQuantity,
} from '@/lib/quantity';

export interface CartStepperProps {
  value: number;
  /** Called with a settled quantity (≥ 1) when it differs from `value`; each call is one ModifyGoodsQty. */
  onCommit: (value: number) => void;
  disabled?: boolean;
  label?: string;
}

/**
 * The sample-box quantity stepper (spec part 1 section 5). Typing keeps digits only and is sent when the input is
 * left or Enter is pressed, not per keystroke, so "12" is one change and not "1" then "12"; an empty entry
 * becomes 1; the minus button does nothing at 1.
 */
export function CartStepper({ value, onCommit, disabled = false, label = '数量' }: CartStepperProps) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  // Follow the server's answer (or a rollback) without fighting an entry in progress.
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }

  const commit = (next: number): void => {
    setText(String(next));
    if (next !== value) onCommit(next);
  };

  const buttonSx = {
    borderRadius: 0,
    width: 32,
    color: 'text.secondary',
    '&.Mui-disabled': { color: 'text.disabled' },
  } as const;
  return (
    <Box
      data-testid="cart-stepper"
      sx={{
        display: 'inline-flex',
        alignItems: 'stretch',
        height: 32,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1.5,
        overflow: 'hidden',
        bgcolor: 'background.paper',
      }}
    >
      <IconButton
        aria-label="减少数量"
        size="small"
        disabled={disabled || value <= MIN_QUANTITY}
        onClick={() => commit(decrementQuantity(value))}
        sx={buttonSx}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <InputBase
        value={text}
        disabled={disabled}
        onChange={(event) => setText(sanitizeQuantityInput(event.target.value))}
        onBlur={() => commit(settleQuantity(text))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') (event.target as HTMLInputElement).blur();
        }}
        inputProps={{ 'aria-label': label, inputMode: 'numeric', 'data-testid': 'cart-qty-input' }}
        sx={{
          width: 56,
          borderLeft: 1,
          borderRight: 1,
          borderColor: 'divider',
          fontSize: 14,
          '& input': { textAlign: 'center', p: 0, height: '100%' },
        }}
      />
      <IconButton
        aria-label="增加数量"
        size="small"
        disabled={disabled || value >= MAX_QUANTITY}
        onClick={() => commit(incrementQuantity(value))}
        sx={buttonSx}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
