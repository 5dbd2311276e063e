import { formatMoney, isDecimalString } from '@seqportal/contract';

/**
 * Money on the client. Amounts arrive as two-decimal strings (MoneyString) and are summed in integer cents, so
 * that a sample box of many lines never shows a total off by a fen the way float addition would.
 */
function toCents(value: string | number): bigint {
  const text = formatMoney(value);
  const negative = text.startsWith('-');
  const digits = text.replace('-', '').replace('.', '');
  const cents = BigInt(digits);
  return negative ? -cents : cents;
}

function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, '0');
  const text = `${digits.slice(0, -2)}.${digits.slice(-2)}`;
  return negative ? `-${text}` : text;
}

/** Sum of decimal amounts, half-up to two decimals; values that are not amounts count as zero. */
export function sumMoney(values: ReadonlyArray<string | number | null | undefined>): string {
  let total = 0n;
  for (const value of values) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'string' && !isDecimalString(value)) continue;
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    total += toCents(value);
  }
  return fromCents(total);
}

/** Unit price × an integer quantity, exact in cents (the line total the sample box shows before the server answers). */
export function multiplyMoney(price: string | number, quantity: number): string {
  if (typeof price === 'string' && !isDecimalString(price)) return '0.00';
  return fromCents(toCents(price) * BigInt(Math.trunc(quantity)));
}

/** '¥1,234.50': the yuan sign and thousands separators for reading, the digits exactly as the API sent them. */
export function formatYuan(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '¥0.00';
  if (typeof value === 'string' && !isDecimalString(value)) return '¥0.00';
  const text = formatMoney(value);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = '00'] = text.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}¥${grouped}.${fraction}`;
}
