import { useSearchParams } from 'react-router-dom';
import { GenerateOrderView } from '@/features/orders';
import { useAddressList } from '@/features/personal-centre';
import { useSession } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /generate_order?orderNo&skuIds. The pickup addresses belong to the personal centre; they are read here and
 * handed to the order view, so that an address added in the /address_manger layer shows up at once.
 */
export function GenerateOrderPage() {
  useDocumentTitle('确认订单');
  const [params] = useSearchParams();
  const { user } = useSession();
  const addresses = useAddressList(user?.id ?? null);
  return (
    <GenerateOrderView
      orderNo={params.get('orderNo')?.trim() ?? ''}
      skuIds={params.get('skuIds')?.trim() ?? ''}
      addresses={addresses.data}
      addressesLoading={addresses.isPending && user !== null}
    />
  );
}
