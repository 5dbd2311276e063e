import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { LayerBodyProps } from '@/components/layer-body-props';

/** The login prompt every guarded action leads visitors to (spec part 2 section 2.7, /need_login). */
export function NeedLoginLayer({ onClose }: LayerBodyProps) {
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Box sx={{ py: 1, color: 'text.primary' }}>需要识别您的身份, 请先登录</Box>
      <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1.5, mt: 2.5 }}>
        <Button variant="outlined" onClick={onClose}>
          取消
        </Button>
        {/* Leaving for /login changes the path, which closes this layer by itself. */}
        <Button variant="contained" component={RouterLink} to={paths.login}>
          登录
        </Button>
      </Box>
    </Box>
  );
}
