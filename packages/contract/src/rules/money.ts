import { isDecimalString, roundHalfUp } from './rounding.js';

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

/** '1,234.50': two decimals half-up with thousands grouped, for reading (prints, statements, PDFs). */
export function groupedMoney(value: number | string): string {
  const text = formatMoney(value);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = '00'] = text.replace('-', '').split('.');
  return `${negative ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/**
 * '¥1,234.50': the one way SeqPortal shows an amount to a customer. What is not an amount (missing, or not a
 * decimal string) shows as ¥0.00 rather than as NaN.
 */
export function formatYuan(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '¥0.00';
  if (typeof value === 'string' && !isDecimalString(value)) return '¥0.00';
  if (typeof value === 'number' && !Number.isFinite(value)) return '¥0.00';
  const grouped = groupedMoney(value);
  return grouped.startsWith('-') ? `-¥${grouped.slice(1)}` : `¥${grouped}`;
}
