import { CART_MAX_QTY } from '@seqportal/contract';
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

  it('stops at the sample box cap, typed or stepped, so that adding never sends a quantity the server refuses', async () => {
    render(<Harness />);
    await userEvent.clear(input());
    await userEvent.type(input(), String(CART_MAX_QTY * 10));
    expect(screen.getByTestId('value').textContent).toBe(String(CART_MAX_QTY));
    fireEvent.blur(input());
    expect(input().value).toBe(String(CART_MAX_QTY));
    const plus = screen.getByRole('button', { name: '增加数量' }) as HTMLButtonElement;
    expect(plus.disabled).toBe(true);
    fireEvent.click(plus);
    expect(input().value).toBe(String(CART_MAX_QTY));
    await userEvent.click(screen.getByRole('button', { name: '减少数量' }));
    expect(input().value).toBe(String(CART_MAX_QTY - 1));
    expect(plus.disabled).toBe(false);
  });
});
