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

/**
 * The quantity stepper of spec part 1 section 5: the input keeps digits only, an empty value becomes 1 when
 * the input is left, and the decrement button does nothing at 1. It stops at the sample box's cap, like the sample
 * box's own stepper, so that 加入样品箱 never sends a quantity the server refuses.
 */
export function QuantityStepper({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  // Follow changes made from outside (a new sku resets to 1) without fighting the user's typing.
  if (shown !== value) {
    setShown(value);
    if (text !== '' && settleQuantity(text) !== value) setText(String(value));
  }

  const commit = (next: number): void => {
    setText(String(next));
    setShown(next);
    onChange(next);
  };

  const buttonSx = {
    borderRadius: 0,
    width: 36,
    color: 'text.secondary',
    '&.Mui-disabled': { color: 'text.disabled' },
  } as const;
  return (
    <Box
      data-testid="quantity-stepper"
      sx={{
        display: 'inline-flex',
        alignItems: 'stretch',
        height: 36,
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
        disabled={value <= MIN_QUANTITY}
        onClick={() => commit(decrementQuantity(value))}
        sx={buttonSx}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <InputBase
        value={text}
        onChange={(event) => {
          const digits = sanitizeQuantityInput(event.target.value);
          setText(digits);
          if (digits !== '') {
            const next = settleQuantity(digits);
            setShown(next);
            onChange(next);
          }
        }}
        onBlur={() => commit(settleQuantity(text))}
        inputProps={{ 'aria-label': '数量', inputMode: 'numeric', 'data-testid': 'quantity-input' }}
        sx={{
          width: 64,
          borderLeft: 1,
          borderRight: 1,
          borderColor: 'divider',
          '& input': { textAlign: 'center', p: 0, height: '100%' },
        }}
      />
      <IconButton
        aria-label="增加数量"
        size="small"
        disabled={value >= MAX_QUANTITY}
        onClick={() => commit(incrementQuantity(value))}
        sx={buttonSx}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
