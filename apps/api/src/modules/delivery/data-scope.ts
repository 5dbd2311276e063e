import type { CustomerPrincipal } from '../../common/auth/customer-principal.js';

/**
 * Whose delivered data and analyses a customer sees: a company member (the main account, or a sub-account holding
 * the download permission, which CustomerWithPermission('download') checks first) sees its organisation's; a
 * personal account its own. The data centre's lists, report details, downloads and analysis inputs share this rule.
 */
export interface DataScope {
  memberId: number;
  organisationId: number | null;
}

export function dataScopeOf(customer: CustomerPrincipal): DataScope {
  return { memberId: customer.memberId, organisationId: customer.organisationId };
}

/** SQL: the order `alias` (customer_order) is within the scope, its one value bound as `$n`. */
export function dataScopeSql(scope: DataScope, alias: string, n: number): { sql: string; value: number } {
  return scope.organisationId === null
    ? { sql: `${alias}.member_id = $${n}`, value: scope.memberId }
    : { sql: `${alias}.organisation_id = $${n}`, value: scope.organisationId };
}

/** The same rule for an order already loaded. */
export function inDataScope(scope: DataScope, order: { memberId: number; organisationId: number | null }): boolean {
  return scope.organisationId === null
    ? order.memberId === scope.memberId
    : order.organisationId === scope.organisationId;
}
