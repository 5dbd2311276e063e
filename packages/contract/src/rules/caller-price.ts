import { formatMoney } from './money.js';

/** What the rule needs about one SKU and the caller. */
export interface CallerPriceInput {
  salePrice: string;
  /** The caller's contract price for the SKU (the asked contract's, else the lowest of its contracts), or null. */
  contractPrice: string | null;
  /** The caller (member or its company) has at least one contract in force. */
  hasContracts: boolean;
  /** The request names one contract: only that contract's price list counts. */
  contractAsked: boolean;
}

export interface CallerPrice {
  /** A contract of the caller covers the SKU: its price applies. */
  covered: boolean;
  /** Outside the caller's contract scope (184): not covered, and the caller orders under contracts. */
  outOfContract: boolean;
  /** The contract price where covered, else the sale price; two decimals. */
  unitPrice: string;
}

/**
 * "May this caller order this SKU, and at what price" (spec part 1 sections 1, 5, 6): the contract price where a
 * contract of the caller covers the SKU, else the sale price; a contract customer orders only within its contracts,
 * a customer without contracts anything at the sale price, and with a contract asked for only that contract's SKUs.
 * The API's catalogue (isorder) and its PricingService (sample box, order creation, payment) decide through this one
 * function; prices are NUMERIC strings, rounded as decimals (formatMoney), never through a binary float.
 */
export function callerPrice(input: CallerPriceInput): CallerPrice {
  const covered = input.contractPrice !== null;
  return {
    covered,
    outOfContract: !covered && (input.hasContracts || input.contractAsked),
    unitPrice: formatMoney(covered ? (input.contractPrice as string) : input.salePrice),
  };
}
