import { OrderStatus } from '@seqportal/contract';
import type { CustomerPrincipal } from '../../../common/auth/customer-principal.js';

/** Placed and not cancelled: what the customer owes for. */
export const BILLABLE_STATUSES: readonly number[] = [
  OrderStatus.AwaitingSamples,
  OrderStatus.SamplesReceived,
  OrderStatus.Completed,
];
export const IN_PROGRESS_STATUSES: readonly number[] = [OrderStatus.AwaitingSamples, OrderStatus.SamplesReceived];

/** Whose orders a billing call reads: an organisation, or a member's personal account (organisationId null). */
export type BillingCustomer = Pick<CustomerPrincipal, 'memberId' | 'organisationId'>;

/** What every billing call filters by: the caller's customer, a contract, and placing dates (inclusive). */
export interface BillingFilter {
  customer: BillingCustomer;
  contractId: number | null;
  /** YYYY-MM-DD in the business time zone; null: open. */
  from: string | null;
  to: string | null;
  timeZone: string;
}

/**
 * The WHERE clause over `o` (customer_order) and `og` (order_goods) with its parameters, numbered after `params`.
 * A customer is its organisation (all members' orders count, like its credit) or, for a personal account, the
 * member alone: another organisation's orders never match. Lines count under the contract that priced them.
 * The owner test is written per case, not as an OR, so that the (owner, placed_at) indexes serve it.
 */
export function billingWhere(filter: BillingFilter, params: unknown[], statuses = BILLABLE_STATUSES): string {
  const next = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const { customer } = filter;
  const conditions =
    customer.organisationId === null
      ? [`o.member_id = ${next(customer.memberId)}`, 'o.organisation_id IS NULL']
      : [`o.organisation_id = ${next(customer.organisationId)}`];
  conditions.push(`o.status = ANY(${next(statuses)}::smallint[])`, 'o.placed_at IS NOT NULL');
  if (filter.from !== null || filter.to !== null) {
    const tz = next(filter.timeZone);
    if (filter.from !== null)
      conditions.push(`o.placed_at >= (${next(filter.from)}::date)::timestamp AT TIME ZONE ${tz}`);
    if (filter.to !== null)
      conditions.push(`o.placed_at < (${next(filter.to)}::date + 1)::timestamp AT TIME ZONE ${tz}`);
  }
  if (filter.contractId !== null) conditions.push(`og.contract_id = ${next(filter.contractId)}`);
  return conditions.join(' AND ');
}
