import { Decimal } from 'decimal.js';

/**
 * The G of data an analysis charges for one library (spec part 2 section 9): the yield rounded half-up to one
 * decimal when above 1 G, else 1 G (a small library costs as much as 1 G).
 */
export function chargedYield(yields: Decimal.Value): Decimal {
  const value = new Decimal(yields);
  return value.greaterThan(1) ? value.toDecimalPlaces(1, Decimal.ROUND_HALF_UP) : new Decimal(1);
}

export interface AnalysisLinePrice {
  /** The G charged, summed over the libraries. */
  chargedYields: Decimal;
  /** unitPrice × chargedYields, rounded half-up to the fen. */
  total: Decimal;
}

/** The price of one analysis type on the chosen libraries: the unit price (per G) times the G charged. */
export function analysisLinePrice(
  unitPrice: Decimal.Value,
  libraryYields: readonly Decimal.Value[],
): AnalysisLinePrice {
  const chargedYields = libraryYields.reduce<Decimal>((sum, yields) => sum.plus(chargedYield(yields)), new Decimal(0));
  return {
    chargedYields,
    total: new Decimal(unitPrice).times(chargedYields).toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
  };
}
