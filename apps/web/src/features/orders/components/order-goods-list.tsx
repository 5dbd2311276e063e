import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OrderGoods } from '@seqportal/contract';
import type { ReactNode } from 'react';
import { MarketingTags } from '@/components/marketing-tags';
import { ProductThumb } from '@/components/product-thumb';
import { formatYuan } from '@/lib/money';
import { goodsSkuName } from '../lib/order-view';

/** A palette path for sx. */
const PRICE_COLOR = 'commerce.price';

export interface OrderGoodsLineProps {
  line: OrderGoods;
  narrow: boolean;
  /** Extra content below the line (the detail page puts the samples there). */
  below?: ReactNode;
}

/** One goods line: picture, name, spec and tags, unit price × count, and the line's actual price. */
export function OrderGoodsLine({ line, narrow, below }: OrderGoodsLineProps) {
  return (
    <Box data-testid="order-goods" sx={{ py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: narrow ? 'minmax(0, 1fr) auto' : 'minmax(0, 1fr) 120px 80px 130px',
          alignItems: 'center',
          gap: 1.5,
        }}
      >
        <Box sx={{ display: 'flex', gap: 1.5, minWidth: 0 }}>
          <ProductThumb src={line.goodsImg} alt={line.goodsName} size={narrow ? 56 : 64} />
          <Box sx={{ minWidth: 0 }}>
            <Typography data-testid="order-goods-name" sx={{ fontSize: 14, fontWeight: 500, overflowWrap: 'anywhere' }}>
              {line.goodsName}
            </Typography>
            {goodsSkuName(line) && (
              <Typography sx={{ fontSize: 12, color: 'text.secondary', mt: 0.25 }}>
                规格：{goodsSkuName(line)}
              </Typography>
            )}
            <MarketingTags tags={line.marketingAttribute} />
            {narrow && (
              <Typography sx={{ fontSize: 12, color: 'text.secondary', mt: 0.25 }}>
                {formatYuan(line.skuPrice)} × {line.goodsCount}
              </Typography>
            )}
          </Box>
        </Box>
        {!narrow && <Typography sx={{ fontSize: 14, textAlign: 'center' }}>{formatYuan(line.skuPrice)}</Typography>}
        {!narrow && <Typography sx={{ fontSize: 14, textAlign: 'center' }}>× {line.goodsCount}</Typography>}
        <Typography
          sx={{ fontSize: 15, fontWeight: 600, color: PRICE_COLOR, textAlign: 'right' }}
          data-testid="order-goods-price"
        >
          {formatYuan(line.actualPrice)}
        </Typography>
      </Box>
      {below}
    </Box>
  );
}

/** Column captions above goods lines on a desktop screen. */
export function OrderGoodsHeader() {
  const cellSx = { fontSize: 12, color: 'text.secondary' } as const;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) 120px 80px 130px',
        gap: 1.5,
        pb: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography sx={cellSx}>商品信息</Typography>
      <Typography sx={{ ...cellSx, textAlign: 'center' }}>单价</Typography>
      <Typography sx={{ ...cellSx, textAlign: 'center' }}>数量</Typography>
      <Typography sx={{ ...cellSx, textAlign: 'right' }}>实付金额</Typography>
    </Box>
  );
}
