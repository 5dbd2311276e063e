import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateRangePicker } from './date-range-picker';
import type { DateRange } from './date-range';

function Harness({ initial }: { initial: DateRange }) {
  const [range, setRange] = useState(initial);
  return (
    <>
      <DateRangePicker value={range} onChange={setRange} testId="range" />
      <output data-testid="value">{JSON.stringify(range)}</output>
    </>
  );
}

const valueOf = () => JSON.parse(screen.getByTestId('value').textContent ?? '{}') as DateRange;

async function openCalendar(end: 'start' | 'end') {
  await userEvent.click(within(screen.getByTestId(`range-${end}`)).getByRole('button', { name: /选择日期/ }));
  return screen.findByRole('grid');
}

/** jsdom has no fine pointer, so the picker is the mobile one: a day is confirmed with 确定. */
async function pick(grid: HTMLElement, day: string) {
  // The first match: the same number can also be a day of the next month in the last row.
  await userEvent.click(within(grid).getAllByRole('gridcell', { name: day })[0]!);
  const ok = screen.queryByRole('button', { name: '确定' });
  if (ok) await userEvent.click(ok);
}

// Opening a picker renders a whole calendar: slow under jsdom.
describe('DateRangePicker', { timeout: 20_000 }, () => {
  it('shows the zh-CN labels and a 42-cell month, and sets the end from the calendar', async () => {
    render(<Harness initial={{ start: '2026-01-05', end: '' }} />);
    expect(screen.getByTestId('range-start').querySelector('input')?.value).toBe('2026-01-05');
    expect(screen.getByText('开始日期', { selector: 'label' })).toBeTruthy();

    const grid = await openCalendar('end');
    // Six weeks of seven days, including the neighbouring months' days (spec part 1 section 9: 42 cells).
    const weeks = within(grid)
      .getAllByRole('row')
      .filter((row) => row.querySelector('[role="gridcell"]'));
    expect(weeks.flatMap((week) => [...week.children])).toHaveLength(42);
    expect(within(grid).getAllByRole('gridcell', { name: '1' })).toHaveLength(2);
    expect(screen.getByText('2026年1月')).toBeTruthy();
    await pick(grid, '20');
    expect(valueOf()).toEqual({ start: '2026-01-05', end: '2026-01-20' });
  });

  it('does not offer end days before the start', async () => {
    render(<Harness initial={{ start: '2026-01-05', end: '' }} />);
    const grid = await openCalendar('end');
    expect(within(grid).getAllByRole('gridcell', { name: '4' })[0]!.hasAttribute('disabled')).toBe(true);
    expect(within(grid).getAllByRole('gridcell', { name: '5' })[0]!.hasAttribute('disabled')).toBe(false);
  });

  it('leaves an end open when it is cleared', async () => {
    render(<Harness initial={{ start: '2026-01-05', end: '2026-01-20' }} />);
    await userEvent.click(within(screen.getByTestId('range-start')).getByTitle('清除'));
    expect(valueOf()).toEqual({ start: '', end: '2026-01-20' });
  });
});
