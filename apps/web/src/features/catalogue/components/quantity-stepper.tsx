import { useState } from 'react';
import { QuantityStepperBox, type QuantityStepperSize } from '@/components/quantity-stepper-box';
import { decrementQuantity, incrementQuantity, sanitizeQuantityInput, settleQuantity } from '@/lib/quantity';

const PRODUCT_STEPPER_SIZE: QuantityStepperSize = { height: 36, buttonWidth: 36, inputWidth: 64 };

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

  return (
    <QuantityStepperBox
      value={value}
      text={text}
      size={PRODUCT_STEPPER_SIZE}
      testId="quantity-stepper"
      inputTestId="quantity-input"
      label="数量"
      onDecrement={() => commit(decrementQuantity(value))}
      onIncrement={() => commit(incrementQuantity(value))}
      onTextChange={(raw) => {
        const digits = sanitizeQuantityInput(raw);
        setText(digits);
        if (digits !== '') {
          const next = settleQuantity(digits);
          setShown(next);
          onChange(next);
        }
      }}
      onBlur={() => commit(settleQuantity(text))}
    />
  );
}
