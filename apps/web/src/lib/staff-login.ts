import { useMutation } from '@tanstack/react-query';
import type { AdminLoginRequest, AdminLoginResponse } from '@seqportal/contract';
import { staffData } from './staff-api';
import { saveStaffSession } from './staff-session';

/** POST /api/admin/auth/login; a wrong name or password answers a failure whose message is shown. */
export function adminLogin(request: AdminLoginRequest): Promise<AdminLoginResponse> {
  return staffData<AdminLoginResponse>('AdminLogin', { body: request });
}

export function useAdminLogin() {
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: (login) => saveStaffSession(login),
  });
}
