import { useState } from 'react';
import { QuantityStepperBox, type QuantityStepperSize } from '@/components/quantity-stepper-box';
import { decrementQuantity, incrementQuantity, sanitizeQuantityInput, settleQuantity } from '@/lib/quantity';

export interface CartStepperProps {
  value: number;
  /** Called with a settled quantity (≥ 1) when it differs from `value`; each call is one ModifyGoodsQty. */
  onCommit: (value: number) => void;
  disabled?: boolean;
  label?: string;
}

const CART_STEPPER_SIZE: QuantityStepperSize = { height: 32, buttonWidth: 32, inputWidth: 56, fontSize: 14 };

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

  return (
    <QuantityStepperBox
      value={value}
      text={text}
      size={CART_STEPPER_SIZE}
      testId="cart-stepper"
      inputTestId="cart-qty-input"
      label={label}
      disabled={disabled}
      onDecrement={() => commit(decrementQuantity(value))}
      onIncrement={() => commit(incrementQuantity(value))}
      onTextChange={(raw) => setText(sanitizeQuantityInput(raw))}
      onBlur={() => commit(settleQuantity(text))}
      onKeyDown={(event) => {
        if (event.key === 'Enter') (event.target as HTMLInputElement).blur();
      }}
    />
  );
}
