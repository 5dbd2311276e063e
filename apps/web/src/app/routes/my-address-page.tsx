import { MyAddressView } from '@/features/personal-centre';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /my_info/my_address (取样信息管理, spec part 2 section 2.6). */
export function MyAddressPage() {
  useDocumentTitle('取样信息管理');
  return <MyAddressView />;
}
