import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { HomeGoodsGroup } from '@seqportal/contract';
import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths, withQuery } from '@/config/paths';
import { whenIdle } from '@/lib/when-idle';
import { useIndexGoods } from '../api/get-index-goods';
import { fromProductItem } from '../utils/product-view';
import { EmptyState, ErrorState } from './catalogue-states';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

/**
 * '合同价' beside a contract row's title, drawn as MUI's small outlined Chip looks: the Chip itself (and its delete
 * icon) is not worth its weight on the first page for a label that does nothing (issue 22).
 */
function ContractPriceMark() {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        height: 24,
        px: '7px',
        borderRadius: '12px',
        border: 1,
        borderColor: 'secondary.main',
        color: 'secondary.main',
        fontSize: '0.8125rem',
        lineHeight: 1,
        whiteSpace: 'nowrap',
      }}
    >
      合同价
    </Box>
  );
}

function viewAllHref(group: HomeGoodsGroup): string {
  return withQuery(paths.allGoods, {
    contractId: group.contractId,
    categoryNo: group.contractId === undefined ? group.categoryNo : undefined,
  });
}

function GoodsRow({ group }: { group: HomeGoodsGroup }) {
  const products = group.info.map((item, index) => fromProductItem(item, index, group.contractId));
  return (
    <Box component="section" data-testid="home-goods-row" sx={{ mt: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Box sx={{ width: 4, height: 20, borderRadius: 2, bgcolor: 'secondary.main' }} />
        <Typography component="h2" sx={{ fontSize: 20, fontWeight: 700 }}>
          {group.title}
        </Typography>
        {group.kind === 'contract' && <ContractPriceMark />}
        <Button
          component={RouterLink}
          to={viewAllHref(group)}
          endIcon={<ChevronRightIcon />}
          sx={{ ml: 'auto', color: 'text.secondary' }}
        >
          查看全部
        </Button>
      </Box>
      <ProductGrid products={products} testId="home-goods-grid" eager={false} />
    </Box>
  );
}

/** Rows in the list's first render; the others follow one at a time. */
const FIRST_ROWS = 1;
/** At the latest this long after the previous row, idle or not. */
const NEXT_ROW_TIMEOUT_MS = 200;

/**
 * How many of `total` rows to draw: FIRST_ROWS at first, then one more each time the browser is idle, each in a
 * transition of its own. A row is ten cards: committing and laying out all of them at once held a phone's main
 * thread for several hundred milliseconds (issue 22: total blocking time), one row at a time stays short.
 */
function useRowsShown(total: number): number {
  const [shown, setShown] = useState(FIRST_ROWS);
  useEffect(() => {
    if (shown >= total) return undefined;
    return whenIdle(() => startTransition(() => setShown(shown + 1)), NEXT_ROW_TIMEOUT_MS);
  }, [shown, total]);
  return Math.min(shown, total);
}

/** Product rows per contract and per category, at most 10 items each with 查看全部. */
export function HomeGoodsRows() {
  const { data: fetched, isError, refetch } = useIndexGoods();
  // Fifty-odd cards below the banner: drawn in a deferred render, which React slices and interrupts, rather than in
  // one long task as the answer arrives (issue 22: total blocking time). The skeleton stays until then, also in the
  // page's first render when the document brought the rows: the banner first.
  const data = useDeferredValue(fetched, undefined);
  const shown = useRowsShown(data?.length ?? 0);
  if (isError) return <ErrorState text="商品加载失败" onRetry={() => void refetch()} />;
  if (data === undefined) {
    return (
      <Box sx={{ mt: 4 }}>
        <Skeleton width={180} height={32} sx={{ mb: 1 }} />
        <ProductGridSkeleton count={5} />
      </Box>
    );
  }
  if (data.length === 0) return <EmptyState />;
  return (
    // Busy while rows are still to come (assistive technology, and tests that wait for every picture).
    <Box data-testid="home-goods-rows" aria-busy={shown < data.length}>
      {data.slice(0, shown).map((group, index) => (
        <GoodsRow key={`${group.contractId ?? ''}-${group.categoryNo ?? ''}-${group.title}-${index}`} group={group} />
      ))}
    </Box>
  );
}
