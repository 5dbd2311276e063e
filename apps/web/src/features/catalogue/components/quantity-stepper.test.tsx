import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

function Harness() {
  const [value, setValue] = useState(1);
  return (
    <>
      <QuantityStepper value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const input = () => screen.getByTestId('quantity-input') as HTMLInputElement;

describe('QuantityStepper', () => {
  it('accepts digits only', async () => {
    render(<Harness />);
    await userEvent.clear(input());
    await userEvent.type(input(), '1a2-b');
    expect(input().value).toBe('12');
    expect(screen.getByTestId('value').textContent).toBe('12');
  });

  it('turns an empty value into 1 when the input is left', async () => {
    render(<Harness />);
    await userEvent.type(input(), '5');
    await userEvent.clear(input());
    expect(input().value).toBe('');
    fireEvent.blur(input());
    expect(input().value).toBe('1');
    expect(screen.getByTestId('value').textContent).toBe('1');
  });

  it('does not decrement below 1', async () => {
    render(<Harness />);
    const minus = screen.getByRole('button', { name: '减少数量' });
    expect((minus as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(minus);
    expect(input().value).toBe('1');

    await userEvent.click(screen.getByRole('button', { name: '增加数量' }));
    await userEvent.click(screen.getByRole('button', { name: '增加数量' }));
    expect(input().value).toBe('3');
    await userEvent.click(minus);
    expect(input().value).toBe('2');
    await userEvent.click(minus);
    expect(input().value).toBe('1');
    expect((minus as HTMLButtonElement).disabled).toBe(true);
  });
});
