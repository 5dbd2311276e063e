import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGoodsDetail, type GoodsDetailLookup } from '../api/get-goods-detail';
import { detailImages, detailTags } from '../utils/detail-view';
import { EmptyState, ErrorState } from './catalogue-states';
import { DetailDescription } from './detail-description';
import { DetailGallery } from './detail-gallery';
import { DetailSection } from './detail-section';
import { DetailSpecs } from './detail-specs';
import { DetailSummary } from './detail-summary';
import { RecommendedGoods } from './recommended-goods';

const panelSx = { borderRadius: 2, p: { xs: 2, md: 3 } } as const;

function DetailSkeleton() {
  return (
    <Paper
      variant="outlined"
      aria-busy="true"
      data-testid="detail-skeleton"
      sx={{ ...panelSx, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '440px 1fr' }, gap: 4 }}
    >
      <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto', borderRadius: 2 }} />
      <Box>
        <Skeleton width="70%" height={40} />
        <Skeleton width="40%" />
        <Skeleton variant="rectangular" height={72} sx={{ my: 2, borderRadius: 2 }} />
        <Skeleton width="60%" />
        <Skeleton width="30%" />
      </Box>
    </Paper>
  );
}

const backToList = (
  <Button component={RouterLink} to={paths.allGoods} variant="contained">
    浏览全部商品
  </Button>
);

/** Everything of /all_goods/detail below the breadcrumbs, with its loading, missing and failed states. */
export function GoodsDetailView({ lookup }: { lookup: GoodsDetailLookup }) {
  const hasId = lookup.goodsId !== undefined || lookup.skuId !== undefined;
  const { data: detail, isPending, isError, error, refetch } = useGoodsDetail(lookup);
  useDocumentTitle(detail?.pro.title ?? '商品详情');

  if (!hasId) return <EmptyState text="未找到该商品" action={backToList} />;
  if (isPending) return <DetailSkeleton />;
  if (isError) return <ErrorState text={error.message || undefined} onRetry={() => void refetch()} />;
  if (!detail) return <EmptyState text="商品不存在或已下架" action={backToList} />;

  const { pro } = detail;
  return (
    <>
      <Paper
        variant="outlined"
        sx={{
          ...panelSx,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '440px minmax(0, 1fr)' },
          gap: { xs: 2.5, md: 4 },
        }}
      >
        <DetailGallery images={detailImages(detail)} name={pro.title} tags={detailTags(detail)} />
        <DetailSummary
          key={`${lookup.skuId ?? ''}-${lookup.goodsId ?? ''}`}
          detail={detail}
          initialSkuId={lookup.skuId}
          contractId={lookup.contractId}
        />
      </Paper>
      <Paper variant="outlined" sx={{ ...panelSx, mt: 2.5 }}>
        <DetailSection title="商品参数" testId="detail-specs-section">
          <DetailSpecs pro={pro} />
        </DetailSection>
        {pro.sampleRequirement && (
          <DetailSection title="样本要求" testId="detail-sample-requirement">
            <Typography
              sx={{
                fontSize: 14,
                lineHeight: 1.9,
                whiteSpace: 'pre-line',
                bgcolor: 'surface.subtle',
                borderRadius: 2,
                px: 2,
                py: 1.5,
              }}
            >
              {pro.sampleRequirement}
            </Typography>
          </DetailSection>
        )}
        <DetailSection title="商品介绍">
          <DetailDescription html={pro.descHtmlInfo} />
        </DetailSection>
      </Paper>
      <RecommendedGoods excludeGoodsId={pro.goodsId} />
    </>
  );
}
