import { formatYuan } from '@seqportal/contract';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSession } from '@/lib/auth';
import { showsMarketPrice } from '../utils/product-view';

export const PRICE_HIDDEN_TEXT = '登录后查看价格';
export const PRICE_ON_REQUEST_TEXT = '价格请咨询客服';
/** A palette path for sx. */
export const PRICE_COLOR = 'commerce.price';

export interface PriceTextProps {
  price: string | null;
  marketPrice?: string | null;
  size?: 'medium' | 'large';
}

/**
 * A price, or 登录后查看价格 for visitors. The API leaves prices out until login, so what decides is whether a
 * price came back; a signed-in customer without one (no price list covers it) is asked to enquire.
 */
export function PriceText({ price, marketPrice = null, size = 'medium' }: PriceTextProps) {
  const { isLoggedIn } = useSession();
  if (price === null) {
    return (
      <Typography
        component="span"
        data-testid="price-hidden"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          color: 'primary.light',
          fontSize: size === 'large' ? 16 : 13,
          fontWeight: 500,
        }}
      >
        {!isLoggedIn && <LockOutlinedIcon sx={{ fontSize: size === 'large' ? 18 : 15 }} />}
        {isLoggedIn ? PRICE_ON_REQUEST_TEXT : PRICE_HIDDEN_TEXT}
      </Typography>
    );
  }
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
      <Typography
        component="span"
        data-testid="price"
        sx={{ color: PRICE_COLOR, fontWeight: 700, fontSize: size === 'large' ? 28 : 17, lineHeight: 1.2 }}
      >
        {formatYuan(price)}
      </Typography>
      {showsMarketPrice(price, marketPrice) && (
        <Typography
          component="span"
          sx={{ color: 'text.disabled', textDecoration: 'line-through', fontSize: size === 'large' ? 14 : 12 }}
        >
          {formatYuan(marketPrice)}
        </Typography>
      )}
    </Box>
  );
}
