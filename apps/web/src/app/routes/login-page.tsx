import { LoginForm } from '@/features/accounts';
import { useDocumentTitle } from '@/lib/use-document-title';

export function LoginPage() {
  useDocumentTitle('账号登录');
  return <LoginForm />;
}
