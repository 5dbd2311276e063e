export { adminLogin, useAdminLogin } from '@/lib/staff-login';
