import type { CallerPrices } from '@seqportal/contract';
import { formatMoney } from '@seqportal/contract';
import { Decimal } from 'decimal.js';

/** What the pricing rules need to know about the caller. */
export interface CallerScope {
  /** A customer token came with the request; visitors see no price at all. */
  signedIn: boolean;
  /** The caller (member or its company) has at least one active contract. */
  hasContracts: boolean;
  /** The request names one contract (list tab, detail link): only that contract's price list counts. */
  contractAsked: boolean;
}

export interface SkuPriceInput {
  salePrice: string;
  marketPrice: string;
  /** The caller's contract price for the SKU (the asked contract's, else the lowest of its contracts), or null. */
  contractPrice: string | null;
}

export interface PricedSku {
  prices: CallerPrices;
  isContract: boolean;
  isorder: boolean;
}

export const VISITOR: CallerScope = { signedIn: false, hasContracts: false, contractAsked: false };

/** Two-decimal money string through decimal.js, so NUMERIC values never pass through a binary float. */
export function money(value: string | Decimal): string {
  return formatMoney(new Decimal(value).toFixed());
}

/**
 * The catalogue pricing rule (spec part 1 sections 1, 5, 6):
 * - visitors: no price keys at all (not null: absent), not flagged as contract goods, not refused either;
 * - signed in: the contract price where a contract of the caller covers the SKU, else the sale price;
 * - isorder: a contract customer orders within its contracts; a customer without contracts buys at the sale
 *   price; with a contract asked for, only that contract's SKUs.
 */
export function priceForCaller(sku: SkuPriceInput, caller: CallerScope): PricedSku {
  if (!caller.signedIn) return { prices: {}, isContract: false, isorder: true };
  const covered = sku.contractPrice !== null;
  const salePrice = money(sku.salePrice);
  const marketPrice = money(sku.marketPrice);
  return {
    prices: {
      salePrice,
      unitPrice: covered ? money(sku.contractPrice as string) : salePrice,
      marketPrice,
      marketprice: marketPrice,
    },
    isContract: covered,
    isorder: covered || (!caller.hasContracts && !caller.contractAsked),
  };
}
