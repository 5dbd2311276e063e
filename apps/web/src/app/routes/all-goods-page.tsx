import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import {
  ContractTabs,
  GoodsFilter,
  GoodsResults,
  readGoodsListFilters,
  withFilter,
  type GoodsListFilters,
} from '@/features/catalogue';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /all_goods: the product list with the spec filter, the contract tab strip and infinite scroll. */
export function AllGoodsPage() {
  const [params, setParams] = useSearchParams();
  const filters = readGoodsListFilters(params);
  useDocumentTitle(filters.search ? `${filters.search} - 搜索结果` : '全部商品');

  const setFilter = (name: keyof GoodsListFilters, value: string | number | undefined): void => {
    setParams(withFilter(params, name, value));
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 1.5, md: 2.5 }, pb: 6 }}>
      <Breadcrumbs sx={{ mb: 1.5, fontSize: 13 }}>
        <Link component={RouterLink} to={paths.home} color="inherit">
          首页
        </Link>
        <Typography sx={{ fontSize: 13, color: 'text.primary' }}>全部商品</Typography>
      </Breadcrumbs>
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, mb: 2 }}>
        <Typography component="h1" sx={{ fontSize: 22, fontWeight: 700 }}>
          全部商品
        </Typography>
        {filters.search && (
          <Chip
            data-testid="search-term"
            color="primary"
            variant="outlined"
            label={`搜索：${filters.search}`}
            deleteIcon={<CloseIcon />}
            onDelete={() => setFilter('search', undefined)}
            sx={{ alignSelf: 'center' }}
          />
        )}
      </Box>
      <ContractTabs contractId={filters.contractId} onChange={(id) => setFilter('contractId', id)} />
      <GoodsFilter
        categoryNo={filters.categoryNo}
        skuType={filters.skuType}
        onCategory={(codeNo) => setFilter('categoryNo', codeNo)}
        onSkuType={(skuType) => setFilter('skuType', skuType)}
      />
      <Box sx={{ mt: 2 }}>
        {/* Keyed by the filters so that a new search starts at page 1 at the top. */}
        <GoodsResults key={params.toString()} filters={filters} />
      </Box>
    </Container>
  );
}
