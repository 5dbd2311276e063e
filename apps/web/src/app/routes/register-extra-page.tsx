import { RegisterExtraForm } from '@/features/accounts';
import { useDocumentTitle } from '@/lib/use-document-title';

export function RegisterExtraPage() {
  useDocumentTitle('申请子账号');
  return <RegisterExtraForm />;
}
