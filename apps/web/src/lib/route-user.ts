import type { UserInfo } from '@seqportal/contract';
import { createContext, useContext } from 'react';
import type { StaffSession } from './staff-session';

/**
 * Who the router's guards (app/route-guards.tsx) let through, for the pages behind them: a page for customers
 * reads its signed-in customer here instead of checking the login itself, a staff page its live staff session.
 */
export const CustomerContext = createContext<UserInfo | null>(null);
export const StaffContext = createContext<StaffSession | null>(null);

/** The signed-in customer of a page the router guards for customers. */
export function useCustomer(): UserInfo {
  const customer = useContext(CustomerContext);
  if (!customer) throw new Error('useCustomer() is for pages behind the customer guard (config/route-access.ts)');
  return customer;
}

/** The live staff session of a page the router guards for staff. */
export function useStaff(): StaffSession {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff() is for pages behind the staff guard (config/route-access.ts)');
  return staff;
}
