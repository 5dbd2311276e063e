import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { CardProduct } from '../utils/product-view';
import { ProductCard } from './product-card';

const COLUMNS = {
  xs: 'repeat(2, minmax(0, 1fr))',
  sm: 'repeat(3, minmax(0, 1fr))',
  md: 'repeat(4, minmax(0, 1fr))',
  lg: 'repeat(5, minmax(0, 1fr))',
};

/** Cards in a responsive grid: 2 columns on phones up to 5 on wide screens (a home row of 10 is two full lines). */
export function ProductGrid({
  products,
  testId = 'product-grid',
  eager = true,
}: {
  products: readonly CardProduct[];
  testId?: string;
  /** False for a grid below the fold (the home rows): none of its pictures is fetched ahead of the others. */
  eager?: boolean;
}) {
  return (
    <Box data-testid={testId} sx={{ display: 'grid', gridTemplateColumns: COLUMNS, gap: { xs: 1.25, md: 2 } }}>
      {/* The first row of a list is above the fold on a phone: its pictures are not lazy. */}
      {products.map((product, index) => (
        <ProductCard key={product.key} product={product} priority={eager && index < 2} />
      ))}
    </Box>
  );
}

export function ProductGridSkeleton({ count = 10 }: { count?: number }) {
  return (
    <Box
      data-testid="product-grid-skeleton"
      aria-busy="true"
      sx={{ display: 'grid', gridTemplateColumns: COLUMNS, gap: { xs: 1.25, md: 2 } }}
    >
      {Array.from({ length: count }, (_, index) => (
        <Box
          key={index}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden', bgcolor: 'background.paper' }}
        >
          <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
          <Box sx={{ p: 1.5 }}>
            <Skeleton width="90%" />
            <Skeleton width="60%" />
            <Skeleton width="40%" height={28} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
