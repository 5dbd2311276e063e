import type { CustomerPrincipal } from '../../../common/auth/customer-principal.js';

/**
 * Whose data the workbench counts: the member's organisation when it has one (colleagues order for the same
 * company and share its to-dos and charts), else the member alone. `alias` is the customer_order alias; the
 * answer is a condition on parameter `$n` and the value to bind to it.
 */
export function orderScope(
  customer: CustomerPrincipal,
  alias: string,
  n: number,
): { condition: string; value: number } {
  return customer.organisationId === null
    ? { condition: `${alias}.member_id = $${n} AND ${alias}.organisation_id IS NULL`, value: customer.memberId }
    : { condition: `${alias}.organisation_id = $${n}`, value: customer.organisationId };
}
