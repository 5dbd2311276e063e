import type { CustomerPrincipal } from './customer-principal.js';

/**
 * Decides whether a verified access token still belongs to a live session (logout and refresh-token
 * reuse revoke sessions server-side). The accounts module provides the real implementation.
 */
export interface CustomerSessionChecker {
  isActive(principal: CustomerPrincipal): Promise<boolean>;
}

export const CUSTOMER_SESSION_CHECKER = Symbol('CUSTOMER_SESSION_CHECKER');
