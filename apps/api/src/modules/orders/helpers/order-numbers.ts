import { wallClock } from '@seqportal/contract';

/** Digits of the sequence part of an order number: it grows a digit only after 10^8 orders. */
export const ORDER_SEQUENCE_DIGITS = 8;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The business date of an instant as YYYYMMDD, the prefix of the order number. */
export function orderDatePrefix(instant: Date, timeZone: string): string {
  const { year, month, day } = wallClock(instant, timeZone);
  return `${year}${pad(month)}${pad(day)}`;
}

/**
 * Order number: the business date and the order's id, e.g. 2026031000000042. The id makes it unique without a
 * retry loop; the date lets staff and customers place an order in time at a glance.
 */
export function orderNumber(orderId: number, createdAt: Date, timeZone: string): string {
  return `${orderDatePrefix(createdAt, timeZone)}${pad(orderId, ORDER_SEQUENCE_DIGITS)}`;
}

/** The sample-delivery barcode number printed on /paytype: unique because the order number is. */
export function barcodeNumber(orderNo: string): string {
  return `YB${orderNo}`;
}

/**
 * A pickup time 'YYYY-MM-DD HH:mm' (checked by checkPickupTime) in the business time zone as an instant. The zone's
 * offset is read at the naive UTC instant and corrected once, which is exact away from a DST switch (Shanghai has
 * none).
 */
export function pickupInstant(value: string, timeZone: string): Date {
  const [date = '', time = ''] = value.trim().split(' ');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const naive = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  const offsetAt = (instant: number) => {
    const wall = wallClock(new Date(instant), timeZone);
    return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - instant;
  };
  const guess = naive - offsetAt(naive);
  return new Date(naive - offsetAt(guess));
}
