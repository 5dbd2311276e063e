import type { StaffRoleValue } from '@seqportal/contract';
import { externalChatUrl } from '@/lib/external-chat';
import { paths, type AppPath } from './paths';

/**
 * Who may open which page (spec part 1 section 1, part 2 section 6: "unauthenticated users get the need-login
 * prompt"). The router's guards (app/route-guards.tsx) read this table and nothing else: a page never checks
 * the login itself.
 * - customer: a signed-in customer; a visitor gets the login prompt in place of the page, and on the shop's
 *   pages the /need_login layer over it.
 * - staff: a staff session of its own (lib/staff-session.ts); anyone without one, a signed-in customer
 *   included, gets the staff sign-in form.
 * Every other path is open to visitors.
 */
export const CUSTOMER_PATHS = [
  // Personal centre and certification (issues 3, 18).
  paths.myInfo,
  paths.myAddress,
  paths.fixCompany,
  // Business management (issue 18).
  paths.businessManager,
  paths.businessAccounts,
  paths.businessPermissions,
  paths.businessContracts,
  // Sample box, checkout and orders (issue 5).
  paths.shopCart,
  paths.generateOrder,
  paths.payType,
  paths.myOrder,
  paths.myOrderDetail,
  // Workbench and samples (issue 6).
  paths.work,
  paths.contractProduct,
  paths.sampleCenter,
  paths.sampleDetail,
  // Billing, data centre, our support chat (issues 17, 19, 21).
  paths.billingCenter,
  paths.dataCenter,
  paths.kefu,
  // The print pages (issue 20).
  paths.samplePrint,
  paths.orderPrint,
  paths.qualityReport,
] as const satisfies readonly AppPath[];

export interface StaffRoute {
  /** The path; `prefix` routes also own every path below it (/lab/…). */
  path: AppPath;
  prefix?: boolean;
  /** The sign-in form's title. */
  title: string;
  /** Roles of which the staff member needs one, and what the others are told; any staff member when absent. */
  roles?: readonly StaffRoleValue[];
  roleRefusal?: string;
}

export const STAFF_ROUTES: readonly StaffRoute[] = [
  { path: paths.lab, prefix: true, title: '实验室工作台' },
  { path: paths.supportDesk, title: '客服工作台', roles: ['support', 'admin'], roleRefusal: '该账号没有客服权限' },
];

export type RouteAccess = { kind: 'public' } | { kind: 'customer' } | ({ kind: 'staff' } & StaffRoute);

const CUSTOMER_SET: ReadonlySet<string> = new Set(CUSTOMER_PATHS);

/** Who may open `pathname` (with its `search`, for /kefu's external chat). */
export function routeAccess(pathname: string, search = ''): RouteAccess {
  const staff = STAFF_ROUTES.find(
    (route) => pathname === route.path || (route.prefix === true && pathname.startsWith(`${route.path}/`)),
  );
  if (staff) return { kind: 'staff', ...staff };
  // /kefu?url=… embeds an external chat (spec part 2 section 2.13): open to visitors, unlike our own chat.
  if (pathname === paths.kefu && externalChatUrl(new URLSearchParams(search))) return { kind: 'public' };
  return CUSTOMER_SET.has(pathname) ? { kind: 'customer' } : { kind: 'public' };
}
