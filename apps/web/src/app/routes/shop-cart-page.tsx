import { CartView } from '@/features/cart';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /shop_cart (样本箱, spec part 1 section 2). */
export function ShopCartPage() {
  useDocumentTitle('样本箱');
  return <CartView />;
}
