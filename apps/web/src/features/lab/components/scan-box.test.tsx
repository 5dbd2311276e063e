import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScanBox } from './scan-box';

/**
 * A scanner is a keyboard that types a whole code within milliseconds and presses Enter. The keys go to
 * whatever has the focus: here the page itself (nothing clicked) or a step button the operator just pressed.
 */
function scan(target: Element, code: string, gapMs = 8): KeyboardEvent {
  for (const key of code) {
    fireEvent.keyDown(target, { key });
    act(() => {
      vi.advanceTimersByTime(gapMs);
    });
  }
  const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
  act(() => {
    target.dispatchEvent(enter);
  });
  return enter;
}

describe('ScanBox', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has the focus when it appears, so the first scan needs no click', () => {
    render(<ScanBox onSearch={vi.fn()} />);
    expect(document.activeElement).toBe(screen.getByTestId('scan-input'));
  });

  it('searches for a scanner burst typed while the focus is on the page, not in the box', () => {
    const onSearch = vi.fn();
    render(<ScanBox onSearch={onSearch} />);
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);

    scan(document.body, 'SO202611210001');

    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('SO202611210001');
    expect((screen.getByTestId('scan-input') as HTMLInputElement).value).toBe('SO202611210001');
  });

  it('keeps the Enter of a scan from pressing a focused step button, but not a lone Enter', () => {
    const onSearch = vi.fn();
    const onKeyDown = vi.fn();
    render(
      <>
        <ScanBox onSearch={onSearch} />
        <button type="button" onKeyDown={onKeyDown}>
          收样
        </button>
      </>,
    );
    const button = screen.getByRole('button', { name: '收样' });
    button.focus();

    const scanEnter = scan(button, 'YB20261121-03');

    expect(onSearch).toHaveBeenCalledWith('YB20261121-03');
    // Browsers turn an Enter on a focused button into a click unless its keydown is cancelled.
    expect(scanEnter.defaultPrevented).toBe(true);
    expect(onKeyDown.mock.calls.filter(([event]) => (event as { key: string }).key === 'Enter')).toHaveLength(0);

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    const loneEnter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    act(() => {
      button.dispatchEvent(loneEnter);
    });
    expect(loneEnter.defaultPrevented).toBe(false);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('ignores keys typed at human speed outside the box', () => {
    const onSearch = vi.fn();
    render(<ScanBox onSearch={onSearch} />);
    (document.activeElement as HTMLElement).blur();

    scan(document.body, 'SO2026', 180);

    expect(onSearch).not.toHaveBeenCalled();
    expect((screen.getByTestId('scan-input') as HTMLInputElement).value).toBe('');
  });

  it('ignores bursts typed into another field, such as the QC form', () => {
    const onSearch = vi.fn();
    render(
      <>
        <ScanBox onSearch={onSearch} />
        <input aria-label="浓度" />
      </>,
    );
    const other = screen.getByLabelText('浓度');
    other.focus();

    scan(other, '12345678');

    expect(onSearch).not.toHaveBeenCalled();
  });

  it('does not listen while paused, e.g. with the QC dialog open', () => {
    const onSearch = vi.fn();
    render(<ScanBox onSearch={onSearch} listening={false} />);
    (document.activeElement as HTMLElement).blur();

    scan(document.body, 'SO202611210001');

    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches what was typed into the box on Enter, trimmed, and selects it for the next scan', async () => {
    vi.useRealTimers();
    const onSearch = vi.fn();
    render(<ScanBox onSearch={onSearch} />);
    const input = screen.getByTestId('scan-input') as HTMLInputElement;

    await userEvent.type(input, '  so202611210001 {Enter}');

    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('so202611210001');
    await vi.waitFor(() => expect(input.selectionEnd! - input.selectionStart!).toBe('so202611210001'.length));
  });

  it('does not search an empty box', async () => {
    vi.useRealTimers();
    const onSearch = vi.fn();
    render(<ScanBox onSearch={onSearch} />);
    await userEvent.type(screen.getByTestId('scan-input'), '   {Enter}');
    expect(onSearch).not.toHaveBeenCalled();
  });
});
