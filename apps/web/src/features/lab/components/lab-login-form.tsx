import { StaffLoginForm } from '@/components/staff-login-form';

/** Staff sign-in for the lab console. */
export function LabLoginForm() {
  return <StaffLoginForm title="实验室工作台" />;
}
