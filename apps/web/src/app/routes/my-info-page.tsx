import { MyInfoView } from '@/features/personal-centre';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /my_info (个人资料, spec part 2 section 2.6). */
export function MyInfoPage() {
  useDocumentTitle('个人资料');
  return <MyInfoView />;
}
