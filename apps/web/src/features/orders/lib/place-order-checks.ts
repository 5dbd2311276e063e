import { DeliveryMode, PAY_ORDER_MESSAGES, checkPickupTime, type DeliveryModeValue } from '@seqportal/contract';

export interface PlaceOrderInput {
  labName: string | null;
  agreement: boolean;
  mode: DeliveryModeValue;
  /** 'YYYY-MM-DD HH:mm' in the business time zone, pickup mode only. */
  datatime: string | null;
  addressId: number | null;
}

/**
 * The checks before PayOrder, in the order of spec part 1 section 5 (the server repeats them): delivery lab,
 * agreement, then in pickup mode the pickup time (required, after the current hour, not after 16). A pickup
 * also needs an address to come to; the spec words no check for it, so it comes last and cannot mask one.
 */
export function checkPlaceOrder(input: PlaceOrderInput, now: Date): string | null {
  if (!input.labName) return PAY_ORDER_MESSAGES.labRequired;
  if (!input.agreement) return PAY_ORDER_MESSAGES.agreementRequired;
  if (input.mode === DeliveryMode.Pickup) {
    const timeError = checkPickupTime(input.datatime, now);
    if (timeError) return timeError;
    if (input.addressId === null) return PAY_ORDER_MESSAGES.addressRequired;
  }
  return null;
}
