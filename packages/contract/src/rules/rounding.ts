/*
 * Decimal rounding on the digit string, never on binary floats: 1.005 is stored as 1.00499999... in a double,
 * so Math.round(1.005 * 100) gives 100, while money must round it to 1.01.
 */

const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/** Exponents beyond this are not amounts of anything and would allocate huge digit strings. */
const MAX_EXPONENT = 1000;
const MAX_DECIMALS = 100;

interface ParsedDecimal {
  negative: boolean;
  integerDigits: string;
  fractionDigits: string;
}

function parseDecimal(value: number | string): ParsedDecimal {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new RangeError(`Not a finite number: ${value}`);
  }
  // String(number) is the shortest representation that round-trips, i.e. the decimal the author wrote.
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL_PATTERN.exec(text);
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match ?? [];
  if (!match || whole.length + fraction.length === 0) {
    throw new RangeError(`Not a decimal number: "${text}"`);
  }
  const exponent = Number(exponentText);
  if (Math.abs(exponent) > MAX_EXPONENT) {
    throw new RangeError(`Exponent out of range: "${text}"`);
  }
  let digits = whole + fraction;
  let point = whole.length + exponent;
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  if (point > digits.length) {
    digits = digits.padEnd(point, '0');
  }
  return {
    negative: sign === '-',
    integerDigits: digits.slice(0, point) || '0',
    fractionDigits: digits.slice(point),
  };
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
  const { negative, integerDigits, fractionDigits } = parseDecimal(value);
  const kept = integerDigits + fractionDigits.slice(0, decimals).padEnd(decimals, '0');
  const firstDropped = fractionDigits.charAt(decimals);
  const scaled = BigInt(kept) + (firstDropped >= '5' ? 1n : 0n);

  const digits = scaled.toString().padStart(decimals + 1, '0');
  const integerPart = digits.slice(0, digits.length - decimals);
  const magnitude = decimals > 0 ? `${integerPart}.${digits.slice(digits.length - decimals)}` : integerPart;
  return negative && scaled !== 0n ? `-${magnitude}` : magnitude;
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
