import { RegisterFlow } from '@/features/accounts';
import { useDocumentTitle } from '@/lib/use-document-title';

export function RegisterPage() {
  useDocumentTitle('注册账号');
  return <RegisterFlow />;
}
