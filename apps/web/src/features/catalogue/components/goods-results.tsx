import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo } from 'react';
import { useGoodsList, type GoodsListFilters } from '../api/get-goods-list';
import { useNearBottom } from '../hooks/use-near-bottom';
import { fromProductItem } from '../utils/product-view';
import { EmptyState, ErrorState } from './catalogue-states';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

/**
 * The product grid of /all_goods with infinite scroll: page 1 first, then the next page whenever the reader
 * is within 120 px of the bottom, until the loaded count reaches totalCount.
 */
export function GoodsResults({ filters }: { filters: GoodsListFilters }) {
  const query = useGoodsList(filters);
  const { data, isPending, isError, refetch, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } =
    query;
  const pages = data?.pages;
  const totalCount = pages?.[0]?.totalCount ?? 0;
  const products = useMemo(
    () =>
      (pages ?? []).flatMap((page, p) =>
        page.list.map((item, i) => fromProductItem(item, p * 1000 + i, filters.contractId)),
      ),
    [pages, filters.contractId],
  );

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  useNearBottom(loadMore, Boolean(hasNextPage) && !isFetchingNextPage && !isFetchNextPageError, pages?.length ?? 0);

  if (isPending) return <ProductGridSkeleton />;
  if (isError && products.length === 0) return <ErrorState onRetry={() => void refetch()} />;
  if (products.length === 0) return <EmptyState />;

  return (
    <>
      <Typography data-testid="goods-total" sx={{ mb: 1.5, fontSize: 13, color: 'text.secondary' }}>
        共{' '}
        <Box component="span" sx={{ color: 'primary.main', fontWeight: 600 }}>
          {totalCount}
        </Box>{' '}
        件商品
      </Typography>
      {/* Keyed by product, so identical skus under different contracts never collide. */}
      <ProductGrid products={products.map((product, i) => ({ ...product, key: `${product.key}-${i}` }))} />
      <Box data-testid="goods-list-footer" sx={{ py: 3, textAlign: 'center', color: 'text.secondary', fontSize: 13 }}>
        {isFetchingNextPage ? (
          <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={16} /> 加载中…
          </Box>
        ) : isFetchNextPageError ? (
          <Button size="small" variant="outlined" onClick={loadMore}>
            加载失败，点击重试
          </Button>
        ) : hasNextPage ? (
          <Button size="small" onClick={loadMore}>
            加载更多
          </Button>
        ) : (
          `已显示全部 ${products.length} 件商品`
        )}
      </Box>
    </>
  );
}
