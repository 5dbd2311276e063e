import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNearViewport } from '@/lib/use-near-viewport';
import { RECOMMEND_LIMIT, useRecommendGoods } from '../api/get-recommend-goods';
import { fromRecommendedItem } from '../utils/product-view';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

/**
 * 为您推荐 below the detail. Recommendations are optional: nothing is shown when there are none or they fail. They are
 * asked for (with their pictures) as the customer scrolls towards them, not on the way to the product's first paint.
 */
export function RecommendedGoods({ excludeGoodsId }: { excludeGoodsId?: number }) {
  const [sectionRef, near] = useNearViewport('600px');
  const { data, isPending, isError } = useRecommendGoods(near);
  if (isError) return null;
  // The product being viewed is no recommendation for itself.
  const products = (data ?? [])
    .map(fromRecommendedItem)
    .filter((product) => product.goodsId === null || product.goodsId !== excludeGoodsId)
    .slice(0, RECOMMEND_LIMIT);
  if (!isPending && products.length === 0) return null;
  return (
    <Box component="section" ref={sectionRef} data-testid="recommended-goods" sx={{ mt: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Box sx={{ width: 4, height: 20, borderRadius: 2, bgcolor: 'secondary.main' }} />
        <Typography component="h2" sx={{ fontSize: 20, fontWeight: 700 }}>
          为您推荐
        </Typography>
      </Box>
      {isPending ? (
        <ProductGridSkeleton count={5} />
      ) : (
        <ProductGrid products={products} testId="recommended-grid" eager={false} />
      )}
    </Box>
  );
}
