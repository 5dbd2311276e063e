import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  BANNER_ASPECT_RATIO,
  BannerCarousel,
  CategoryMenu,
  HeroSlide,
  HomeGoodsRows,
  HomeUserPanel,
  ServiceFlow,
  useBanners,
} from '@/features/catalogue';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useNarrowMode } from '@/lib/use-narrow-mode';

const visuallyHidden = {
  position: 'absolute',
  // Strings: in sx a bare 1 would mean 100%.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  p: 0,
  m: '-1px',
} as const;

/**
 * Home (spec part 1 section 2): the category menu beside the banner carousel, under the carousel the welcome
 * or user-centre panel and the service-flow strip, then the product rows per contract and per category.
 */
export function HomePage() {
  useDocumentTitle();
  const narrow = useNarrowMode();
  const banners = useBanners();
  const carousel = banners.isPending ? (
    <Skeleton variant="rectangular" sx={{ aspectRatio: BANNER_ASPECT_RATIO, height: 'auto', borderRadius: 2 }} />
  ) : (
    <BannerCarousel banners={banners.data ?? []} fallback={<HeroSlide />} />
  );
  const panels = (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '320px minmax(0, 1fr)' }, gap: { xs: 1.5, md: 2 } }}
    >
      <HomeUserPanel />
      <ServiceFlow />
    </Box>
  );

  return (
    <Container maxWidth="lg" sx={{ py: narrow ? 1.5 : 2.5, pb: 6 }}>
      {/* The page's name for screen readers and search engines; the logo and banners say it visually. */}
      <Typography component="h1" sx={visuallyHidden}>
        一站式基因测序服务平台
      </Typography>
      {narrow ? (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {carousel}
          {panels}
          <CategoryMenu />
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: '236px minmax(0, 1fr)', gap: 2, alignItems: 'stretch' }}>
          <CategoryMenu />
          <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
            {carousel}
            <Box sx={{ flex: 1 }}>{panels}</Box>
          </Box>
        </Box>
      )}
      <HomeGoodsRows />
    </Container>
  );
}
