import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('页面不存在');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }} data-testid="not-found">
      <Typography sx={{ fontSize: { xs: 64, md: 96 }, fontWeight: 700, color: 'primary.light', lineHeight: 1 }}>
        404
      </Typography>
      <Typography component="h1" variant="h5" sx={{ mt: 2, fontWeight: 600 }}>
        页面不存在
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary', wordBreak: 'break-all' }}>
        您访问的地址 {pathname} 不存在或已迁移
      </Typography>
      <Box sx={{ mt: 3, display: 'flex', gap: 1.5, justifyContent: 'center' }}>
        <Button component={RouterLink} to={paths.home} variant="contained">
          返回首页
        </Button>
        <Button component={RouterLink} to={paths.allGoods} variant="outlined">
          浏览全部商品
        </Button>
      </Box>
    </Container>
  );
}
