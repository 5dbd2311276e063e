import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { productHref, type CardProduct } from '../utils/product-view';
import { PriceText } from './price-text';
import { ProductImage } from './product-image';
import { ProductTags } from './product-tags';
import { IN_APP_NEW_TAB } from '@/lib/new-tab';

/** A product in a grid or home row: picture with its tags, two lines of name, the price or 登录后查看价格. */
export function ProductCard({ product, priority = false }: { product: CardProduct; priority?: boolean }) {
  return (
    <Card
      variant="outlined"
      data-testid="product-card"
      sx={{
        height: '100%',
        borderRadius: 2,
        transition: 'box-shadow 200ms, transform 200ms, border-color 200ms',
        '&:hover': {
          boxShadow: (theme) => `0 8px 24px ${alpha(theme.palette.primary.main, 0.12)}`,
          transform: 'translateY(-2px)',
          borderColor: 'primary.light',
        },
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={productHref(product)}
        {...IN_APP_NEW_TAB}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ position: 'relative', aspectRatio: '1 / 1', overflow: 'hidden', bgcolor: 'surface.placeholder' }}>
          <ProductImage src={product.image} alt={product.name} priority={priority} />
          <ProductTags tags={product.tags} />
        </Box>
        <Box sx={{ p: 1.5, flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Box sx={{ minHeight: 63 }}>
            <Typography
              title={product.name}
              sx={{
                fontSize: 14,
                lineHeight: '21px',
                maxHeight: 42,
                fontWeight: 500,
                color: 'text.primary',
                overflow: 'hidden',
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
              }}
            >
              {product.name}
            </Typography>
            {product.spec && (
              <Typography
                data-testid="product-spec"
                sx={{
                  mt: 0.25,
                  fontSize: 12,
                  lineHeight: '20px',
                  color: 'text.secondary',
                  whiteSpace: 'nowrap',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                }}
              >
                {product.spec}
              </Typography>
            )}
          </Box>
          <Box sx={{ mt: 'auto' }}>
            <PriceText price={product.price} marketPrice={product.marketPrice} />
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  );
}
