import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NO_HOURS_LEFT_TODAY, PickupTimePicker } from './pickup-time-picker';

function Harness({ now, onChange }: { now: Date; onChange: (value: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <PickupTimePicker
      now={now}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const hourButtons = (): HTMLButtonElement[] => screen.getAllByTestId('pickup-hour') as HTMLButtonElement[];
const enabledHours = (): number[] =>
  hourButtons()
    .filter((button) => !button.disabled)
    .map((button) => Number(button.dataset.hour));

describe('the two-day pickup picker', () => {
  it("disables today's hours at or before the current one, and hours at or before 7 or after 16", async () => {
    // 10:23 in Asia/Shanghai.
    render(<Harness now={new Date('2025-03-01T02:23:00Z')} onChange={vi.fn()} />);
    expect(screen.getByRole('tab', { name: '今天 03-01' }).getAttribute('aria-selected')).toBe('true');
    expect(hourButtons()).toHaveLength(24);
    expect(enabledHours()).toEqual([11, 12, 13, 14, 15, 16]);
    // The minute shown is the current minute.
    expect(hourButtons()[11]!.textContent).toBe('11:23');

    await userEvent.click(screen.getByRole('tab', { name: '明天 03-02' }));
    expect(enabledHours()).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16]);
  });

  it('chooses an enabled hour and ignores a disabled one', async () => {
    const onChange = vi.fn();
    render(<Harness now={new Date('2025-03-01T02:23:00Z')} onChange={onChange} />);
    // A disabled hour cannot even be pointed at; a forced click must still do nothing.
    fireEvent.click(hourButtons()[9]!);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(hourButtons()[17]!);
    expect(onChange).not.toHaveBeenCalled();

    await userEvent.click(hourButtons()[14]!);
    expect(onChange).toHaveBeenCalledWith('2025-03-01 14:23');
    expect(hourButtons()[14]!.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('pickup-chosen').textContent).toBe('已选：2025-03-01 14:23');
  });

  it('opens on tomorrow when today has no hour left (after the 4 pm cutoff)', () => {
    // 16:05 in Asia/Shanghai: 16 is the current hour, so nothing is left today.
    render(<Harness now={new Date('2025-03-01T08:05:00Z')} onChange={vi.fn()} />);
    expect(screen.getByRole('tab', { name: '明天 03-02' }).getAttribute('aria-selected')).toBe('true');
    expect(enabledHours()).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16]);
  });

  it('says so on the today tab when nothing is left, and shows the pickup hints', async () => {
    render(<Harness now={new Date('2025-03-01T12:40:00Z')} onChange={vi.fn()} />);
    await userEvent.click(screen.getByRole('tab', { name: '今天 03-01' }));
    expect(enabledHours()).toEqual([]);
    expect(screen.getByTestId('pickup-none-left').textContent).toBe(NO_HOURS_LEFT_TODAY);
    const picker = screen.getByTestId('pickup-picker');
    expect(within(picker).getByText(/下午5点前上门取样/)).toBeTruthy();
    expect(within(picker).getByText(/当天16点后下单，将于次日上门取样/)).toBeTruthy();
  });

  it("follows the business time zone, not the browser's: 23:30 UTC is already tomorrow 07:30 in Shanghai", () => {
    render(<Harness now={new Date('2025-03-01T23:30:00Z')} onChange={vi.fn()} />);
    expect(screen.getByRole('tab', { name: '今天 03-02' }).getAttribute('aria-selected')).toBe('true');
    expect(enabledHours()).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16]);
  });
});
