import { callerPrice, formatMoney, type CallerPrices } from '@seqportal/contract';
import { Decimal } from 'decimal.js';

/** Two-decimal money string through decimal.js, so NUMERIC values never pass through a binary float. */
export function money(value: string | Decimal): string {
  return formatMoney(new Decimal(value).toFixed());
}

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

/**
 * The catalogue's view of the one pricing rule (callerPrice, spec part 1 sections 1, 5, 6): visitors see no price
 * keys at all (not null: absent), are not flagged as contract goods and not refused either; a signed-in caller sees
 * the price callerPrice picks, and isorder is false exactly where ordering would answer 184.
 */
export function priceForCaller(sku: SkuPriceInput, caller: CallerScope): PricedSku {
  if (!caller.signedIn) return { prices: {}, isContract: false, isorder: true };
  const { covered, outOfContract, unitPrice } = callerPrice({
    salePrice: sku.salePrice,
    contractPrice: sku.contractPrice,
    hasContracts: caller.hasContracts,
    contractAsked: caller.contractAsked,
  });
  const marketPrice = money(sku.marketPrice);
  return {
    prices: { salePrice: money(sku.salePrice), unitPrice, marketPrice, marketprice: marketPrice },
    isContract: covered,
    isorder: !outOfContract,
  };
}
