/**
 * How an order is paid, as the checkout and /paytype name it. Only a customer with a credit limit pays on credit
 * (授信支付); anyone else is settled offline once the project manager has confirmed the order, and must not be told
 * otherwise.
 */
export function paymentLabel(balance: string | null | undefined): string {
  return balance === null || balance === undefined ? '线下结算（待PM确认）' : '授信支付';
}
