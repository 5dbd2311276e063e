import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { LayerBodyProps } from '@/components/layer-body-props';
import { useSession } from '@/lib/auth';
import { useOrderSetting } from '../api/get-order-setting';
import { mechanismOf, settingsToForm } from '../lib/order-settings-form';
import { OrderSettingsForm } from './order-settings-form';

/** The /place_order_config layer (550 px): order defaults, prefilled from what is stored. */
export function OrderSettingsLayer({ onClose }: LayerBodyProps) {
  const { user, isLoggedIn, isLoading } = useSession();
  const settings = useOrderSetting(user ? user.id : null);

  if (!isLoggedIn && !isLoading) {
    return <Box sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>需要识别您的身份, 请先登录</Box>;
  }
  if (isLoading || settings.isPending) {
    return (
      <Box data-testid="order-settings-loading" sx={{ display: 'grid', gap: 2 }}>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} variant="rounded" height={40} />
        ))}
      </Box>
    );
  }
  if (settings.isError) {
    return (
      <Box role="alert" sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
        下单设置加载失败
        <Button size="small" onClick={() => void settings.refetch()} sx={{ ml: 1 }}>
          重新加载
        </Button>
      </Box>
    );
  }
  return (
    <OrderSettingsForm
      initial={settingsToForm(settings.data)}
      mechanism={mechanismOf(settings.data, user?.companyName)}
      onSaved={onClose}
      onCancel={onClose}
    />
  );
}
