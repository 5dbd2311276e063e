import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatYuan } from '@/lib/money';
import type { SelectionSummary } from '../lib/cart-selection';

export interface CartBottomBarProps {
  allChecked: boolean;
  partlyChecked: boolean;
  summary: SelectionSummary;
  narrow: boolean;
  checkingOut: boolean;
  onToggleAll: (checked: boolean) => void;
  onDeleteSelected: () => void;
  onCheckout: () => void;
}

/** Sticks to the bottom of the screen: select all, delete the ticked lines, the ticked count and total, checkout. */
export function CartBottomBar({
  allChecked,
  partlyChecked,
  summary,
  narrow,
  checkingOut,
  onToggleAll,
  onDeleteSelected,
  onCheckout,
}: CartBottomBarProps) {
  const nothing = summary.lines === 0;
  return (
    <Paper
      elevation={0}
      data-testid="cart-bottom-bar"
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        mt: 1,
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1, md: 2 },
        flexWrap: 'wrap',
        px: { xs: 1, md: 2 },
        py: 1.25,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        boxShadow: (theme) => `0 -4px 16px ${alpha(theme.palette.primary.main, 0.08)}`,
      }}
    >
      <FormControlLabel
        control={
          <Checkbox
            checked={allChecked}
            indeterminate={partlyChecked}
            onChange={(event) => onToggleAll(event.target.checked)}
            size="small"
          />
        }
        label="全选"
        sx={{ mr: 0, '& .MuiFormControlLabel-label': { fontSize: 14 } }}
        data-testid="cart-select-all-bottom"
      />
      {!narrow && (
        <Button
          size="small"
          color="inherit"
          disabled={nothing}
          onClick={onDeleteSelected}
          sx={{ color: 'text.secondary' }}
        >
          删除选中
        </Button>
      )}
      <Box sx={{ flex: 1 }} />
      <Typography sx={{ fontSize: 14, color: 'text.secondary' }} data-testid="cart-selected-count">
        已选{' '}
        <Box component="span" sx={{ color: 'primary.main', fontWeight: 600 }}>
          {summary.lines}
        </Box>{' '}
        件商品
      </Typography>
      <Typography sx={{ fontSize: 14 }}>
        合计：
        <Box
          component="span"
          data-testid="cart-selected-total"
          sx={{ color: 'commerce.total', fontWeight: 700, fontSize: 22 }}
        >
          {formatYuan(summary.total)}
        </Box>
      </Typography>
      <Button
        variant="contained"
        size="large"
        disabled={nothing}
        loading={checkingOut}
        onClick={onCheckout}
        data-testid="cart-checkout"
        sx={{ minWidth: 128, bgcolor: 'commerce.purchase', '&:hover': { bgcolor: 'commerce.purchaseHover' } }}
      >
        去结算
      </Button>
    </Paper>
  );
}
