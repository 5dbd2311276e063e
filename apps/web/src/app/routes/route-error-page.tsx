import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/**
 * Last resort when a screen crashes while rendering. It cannot rely on the shell (which may be what failed),
 * so it is self-contained and offers a full reload home.
 */
export function RouteErrorPage() {
  return (
    <Box role="alert" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}>
      <Box>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
          页面出错了
        </Typography>
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>请刷新页面重试，如仍有问题请联系客服。</Typography>
        <Button variant="contained" href="/" sx={{ mt: 3 }}>
          返回首页
        </Button>
      </Box>
    </Box>
  );
}
