import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { GoodsDetailView, readGoodsDetailLookup } from '@/features/catalogue';

/** /all_goods/detail?skuId=&contractId= (goodsId on some older links). */
export function GoodsDetailPage() {
  const [params] = useSearchParams();
  const lookup = readGoodsDetailLookup(params);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 1.5, md: 2.5 }, pb: 6 }}>
      <Breadcrumbs sx={{ mb: 1.5, fontSize: 13 }}>
        <Link component={RouterLink} to={paths.home} color="inherit">
          首页
        </Link>
        <Link component={RouterLink} to={paths.allGoods} color="inherit">
          全部商品
        </Link>
        <Typography sx={{ fontSize: 13, color: 'text.primary' }}>商品详情</Typography>
      </Breadcrumbs>
      {/* Keyed by the query so a recommended product opens fresh (its own sku, quantity 1, top of gallery). */}
      <GoodsDetailView key={params.toString()} lookup={lookup} />
    </Container>
  );
}
