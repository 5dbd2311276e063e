import { roundHalfUp } from './rounding.js';

/** Two-decimal yuan string, half-up: 12 → '12.00', '1.005' → '1.01'. */
export function formatMoney(value: number | string): string {
  return roundHalfUp(value, 2);
}

/**
 * The credit balance as the user centre shows it (spec part 1 section 4): null hides the tile, so it stays
 * null; an overdrawn (negative) balance is shown as 0.00 rather than as a debt.
 */
export function displayBalance(balance: number | string | null | undefined): string | null {
  if (balance === null || balance === undefined) {
    return null;
  }
  const formatted = formatMoney(balance);
  return formatted.startsWith('-') ? '0.00' : formatted;
}
