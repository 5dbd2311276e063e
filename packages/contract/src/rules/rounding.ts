import { Decimal } from 'decimal.js';

/*
 * Decimal rounding with decimal.js, never on binary floats: 1.005 is stored as 1.00499999... in a double, so
 * Math.round(1.005 * 100) gives 100, while money must round it to 1.01. A number is read as its shortest
 * round-tripping text (String(1.005) is '1.005'), the decimal its author wrote.
 */

/**
 * The text accepted as a decimal: optional sign, digits with an optional point, an optional exponent. Narrower
 * than decimal.js, which also reads hexadecimal, binary, octal, NaN and Infinity: none of them is an amount.
 */
const DECIMAL_PATTERN = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE]([+-]?\d+))?$/;

/** Exponents beyond this are not amounts of anything and would allocate huge digit strings. */
const MAX_EXPONENT = 1000;
const MAX_DECIMALS = 100;

function parseDecimal(value: number | string): Decimal {
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
  // The constructor keeps every digit (precision applies to arithmetic only), and no arithmetic follows.
  return new Decimal(text);
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
  const rounded = parseDecimal(value).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
  return (rounded.isZero() ? rounded.abs() : rounded).toFixed(decimals);
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
