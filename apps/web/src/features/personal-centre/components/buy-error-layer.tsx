import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { paths } from '@/config/paths';
import type { LayerBodyProps } from '@/components/layer-body-props';
import { useOpenLayer } from '@/lib/layer-navigation';

export const BUY_ERROR_TEXT = '下单设置未填写，请前往下单设置补充';

/** The /buy_error layer (340 px): ordering needs the order settings; the button opens them over the same page. */
export function BuyErrorLayer({ onClose }: LayerBodyProps) {
  const openLayer = useOpenLayer();
  return (
    <Box sx={{ textAlign: 'center' }}>
      <ErrorOutlineIcon sx={{ fontSize: 40, color: 'warning.main' }} />
      <Box sx={{ mt: 1, color: 'text.primary' }}>{BUY_ERROR_TEXT}</Box>
      <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1.5, mt: 2.5 }}>
        <Button variant="outlined" onClick={onClose}>
          取消
        </Button>
        <Button variant="contained" onClick={() => openLayer(paths.placeOrderConfig)} data-testid="buy-error-settings">
          前往下单设置
        </Button>
      </Box>
    </Box>
  );
}
