import { FixCompanyView } from '@/features/personal-centre';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /my_info/fix_company (机构认证, spec part 2 section 2.8). */
export function FixCompanyPage() {
  useDocumentTitle('机构认证');
  return <FixCompanyView />;
}
