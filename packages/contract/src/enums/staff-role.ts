/** Roles of staff accounts under /api/admin; customers never carry these. */
export const StaffRole = {
  Admin: 'admin',
  Lab: 'lab',
  Support: 'support',
} as const;

export type StaffRoleValue = (typeof StaffRole)[keyof typeof StaffRole];

export const STAFF_ROLES: readonly StaffRoleValue[] = Object.values(StaffRole);

export const STAFF_ROLE_LABELS: Record<StaffRoleValue, string> = {
  [StaffRole.Admin]: '管理员',
  [StaffRole.Lab]: '实验员',
  [StaffRole.Support]: '客服',
};

export function isStaffRole(value: string): value is StaffRoleValue {
  return (STAFF_ROLES as readonly string[]).includes(value);
}
