import { paths } from '@/config/paths';
import { MyOrderView } from '@/features/orders';
import { PersonalCentreLayout } from '@/features/personal-centre';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /my_order (我的订单): an entry of the personal centre's left menu (spec part 2 section 2.6). */
export function MyOrderPage() {
  useDocumentTitle('我的订单');
  return (
    <PersonalCentreLayout menuEntry={paths.myOrder}>
      <MyOrderView />
    </PersonalCentreLayout>
  );
}
