import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import type { KeyboardEventHandler } from 'react';
import { MAX_QUANTITY, MIN_QUANTITY } from '@/lib/quantity';

/** The stepper's dimensions in px. */
export interface QuantityStepperSize {
  /** Of the whole control. */
  height: number;
  /** Of each of the two buttons. */
  buttonWidth: number;
  inputWidth: number;
  /** Of the typed number; the theme's when absent. */
  fontSize?: number;
}

export interface QuantityStepperBoxProps {
  /** The settled quantity: the buttons stop at the quantity rules' bounds. */
  value: number;
  /** What the input shows: the entry in progress, not necessarily a settled quantity. */
  text: string;
  size: QuantityStepperSize;
  /** On the outer box. */
  testId: string;
  /** On the input. */
  inputTestId: string;
  /** The input's accessible name. */
  label: string;
  /** The whole control: both buttons and the input. */
  disabled?: boolean;
  onDecrement: () => void;
  onIncrement: () => void;
  /** Called with the input's raw value on each keystroke. */
  onTextChange: (raw: string) => void;
  onBlur: () => void;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement | HTMLTextAreaElement>;
}

const STEPS = {
  decrement: { label: '减少数量', Icon: RemoveIcon },
  increment: { label: '增加数量', Icon: AddIcon },
} as const;

/** The − or + button: square-cornered so that it sits flush in the box, grey, lighter when disabled. */
function StepButton({
  step,
  width,
  disabled,
  onClick,
}: {
  step: keyof typeof STEPS;
  width: number;
  disabled: boolean;
  onClick: () => void;
}) {
  const { label, Icon } = STEPS[step];
  return (
    <IconButton
      aria-label={label}
      size="small"
      disabled={disabled}
      onClick={onClick}
      sx={{ borderRadius: 0, width, color: 'text.secondary', '&.Mui-disabled': { color: 'text.disabled' } }}
    >
      <Icon fontSize="small" />
    </IconButton>
  );
}

/**
 * The markup of the quantity steppers of spec part 1 section 5 (minus, number, plus in one bordered box), shared by
 * the product page's and the sample box's, which differ only in size and in when a typed number counts. Holds no
 * state: each stepper keeps its entry and decides what its buttons and input do.
 */
export function QuantityStepperBox({
  value,
  text,
  size,
  testId,
  inputTestId,
  label,
  disabled = false,
  onDecrement,
  onIncrement,
  onTextChange,
  onBlur,
  onKeyDown,
}: QuantityStepperBoxProps) {
  return (
    <Box
      data-testid={testId}
      sx={{
        display: 'inline-flex',
        alignItems: 'stretch',
        height: size.height,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1.5,
        overflow: 'hidden',
        bgcolor: 'background.paper',
      }}
    >
      <StepButton
        step="decrement"
        width={size.buttonWidth}
        disabled={disabled || value <= MIN_QUANTITY}
        onClick={onDecrement}
      />
      <InputBase
        value={text}
        disabled={disabled}
        onChange={(event) => onTextChange(event.target.value)}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        inputProps={{ 'aria-label': label, inputMode: 'numeric', 'data-testid': inputTestId }}
        sx={{
          width: size.inputWidth,
          borderLeft: 1,
          borderRight: 1,
          borderColor: 'divider',
          ...(size.fontSize === undefined ? {} : { fontSize: size.fontSize }),
          '& input': { textAlign: 'center', p: 0, height: '100%' },
        }}
      />
      <StepButton
        step="increment"
        width={size.buttonWidth}
        disabled={disabled || value >= MAX_QUANTITY}
        onClick={onIncrement}
      />
    </Box>
  );
}
