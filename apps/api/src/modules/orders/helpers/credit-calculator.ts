import { Decimal } from 'decimal.js';

/** Spec part 2 section 9: at or above this unpaid amount (incl. tax) no new orders are taken. */
export const DEFAULT_UNPAID_CAP = new Decimal('1000000.00');

export interface CreditPosition {
  /** The customer's credit limit; null when no credit was granted. */
  creditLimit: Decimal | null;
  /** Placed but not yet paid orders, incl. tax. */
  unpaid: Decimal;
}

export type CreditDecision =
  /** Within the credit limit and under the cap: placed, experiments start. */
  | { kind: 'within-credit'; unpaidAfter: Decimal }
  /** Over the credit limit but under the cap: placed only when confirmed; experiments wait for the PM (185). */
  | { kind: 'over-credit'; unpaidAfter: Decimal; shortfall: Decimal }
  /** The cap is reached already or would be passed by this order: refused (186). */
  | { kind: 'over-cap'; unpaidAfter: Decimal };

/**
 * Decides how an order of `amount` may be placed on credit. The caller runs this inside the transaction
 * that locks the customer's credit row and records the new unpaid total, so concurrent orders see each
 * other and the cap is never passed.
 */
export function decideCredit(
  position: CreditPosition,
  amount: Decimal,
  cap: Decimal = DEFAULT_UNPAID_CAP,
): CreditDecision {
  const unpaidAfter = position.unpaid.plus(amount).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  if (position.unpaid.greaterThanOrEqualTo(cap) || unpaidAfter.greaterThan(cap)) {
    return { kind: 'over-cap', unpaidAfter };
  }
  const limit = position.creditLimit ?? new Decimal(0);
  if (unpaidAfter.greaterThan(limit)) {
    return { kind: 'over-credit', unpaidAfter, shortfall: unpaidAfter.minus(limit) };
  }
  return { kind: 'within-credit', unpaidAfter };
}

/** What the customer may still order within credit: never negative (spec: a negative balance shows as 0). */
export function availableCredit(position: CreditPosition): Decimal {
  const remaining = (position.creditLimit ?? new Decimal(0)).minus(position.unpaid);
  return Decimal.max(remaining, 0).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}
