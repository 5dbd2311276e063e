/*
 * Decimal rounding on the decimal digits, never on binary floats: 1.005 is stored as 1.00499999... in a double, so
 * Math.round(1.005 * 100) gives 100, while money must round it to 1.01. A number is read as its shortest
 * round-tripping text (String(1.005) is '1.005'), the decimal its author wrote. Rounding needs no arithmetic, so
 * it is done on the digit string itself: exact at any length, and without decimal.js, which the shop's first page
 * would otherwise load only to show prices (issue 22). Sums and products stay with decimal.js (web lib/money.ts).
 */

/**
 * The text accepted as a decimal: optional sign, digits with an optional point, an optional exponent. Narrower
 * than decimal.js, which also reads hexadecimal, binary, octal, NaN and Infinity: none of them is an amount.
 */
const DECIMAL_PATTERN = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE]([+-]?\d+))?$/;

/** Exponents beyond this are not amounts of anything and would allocate huge digit strings. */
const MAX_EXPONENT = 1000;
const MAX_DECIMALS = 100;

interface ParsedDecimal {
  negative: boolean;
  /** The digits, without sign or point. */
  digits: string;
  /** Where the point sits in `digits`, from the left (may be negative or beyond the end). */
  point: number;
}

function parseDecimal(value: number | string): ParsedDecimal {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new RangeError(`Not a finite number: ${value}`);
  }
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL_PATTERN.exec(text);
  if (!match) {
    throw new RangeError(`Not a decimal number: "${text}"`);
  }
  if (Math.abs(Number(match[1] ?? 0)) > MAX_EXPONENT) {
    throw new RangeError(`Exponent out of range: "${text}"`);
  }
  const mantissa = text.replace(/^[+-]/, '').replace(/[eE].*$/, '');
  const [whole = '', fraction = ''] = mantissa.split('.');
  return { negative: text.startsWith('-'), digits: whole + fraction, point: whole.length + Number(match[1] ?? 0) };
}

/** Adds one to a string of decimal digits: '199' → '200', '99' → '100'. */
function incrementDigits(digits: string): string {
  const result = digits.split('');
  for (let index = result.length - 1; index >= 0; index--) {
    if (result[index] !== '9') {
      result[index] = String(Number(result[index]) + 1);
      return result.join('');
    }
    result[index] = '0';
  }
  return `1${result.join('')}`;
}

/**
 * Rounds half-up to `decimals` places and pads with zeros: roundHalfUp('12.3', 2) → '12.30',
 * roundHalfUp(1.005, 2) → '1.01', roundHalfUp(2.5, 0) → '3'.
 *
 * Negative values round half away from zero (-1.5 → '-2'), the commercial convention (ROUND_HALF_UP in
 * Java's BigDecimal, Postgres ROUND on NUMERIC), so that a refund mirrors its charge to the cent.
 * A result that rounds to zero is '0.00', never '-0.00'.
 */
export function roundHalfUp(value: number | string, decimals: number): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new RangeError(`decimals must be an integer from 0 to ${MAX_DECIMALS}, got ${decimals}`);
  }
  const { negative, digits, point } = parseDecimal(value);
  // Zeros on the left and right until the point and the rounding digit fall inside the string.
  const padded = '0'.repeat(Math.max(0, -point)) + digits;
  const at = Math.max(0, point);
  const full = padded.padEnd(at + decimals + 1, '0');
  // The digits kept (whole part and `decimals` decimals) and the first one dropped, which decides.
  const kept = full.slice(0, at + decimals) || '0';
  const rounded = full.charAt(at + decimals) >= '5' ? incrementDigits(kept) : kept;
  const whole = rounded.slice(0, rounded.length - decimals).replace(/^0+(?=\d)/, '') || '0';
  const fraction = rounded.slice(rounded.length - decimals);
  const isZero = !/[1-9]/.test(rounded);
  return `${negative && !isZero ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

/** True when the value parses as a decimal number (the form roundHalfUp accepts). */
export function isDecimalString(value: string): boolean {
  try {
    parseDecimal(value);
    return true;
  } catch {
    return false;
  }
}
