import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

export const OUT_OF_CONTRACT_TEXT = '该商品不在合同范围内，请联系客服';

/** Shown instead of the purchase buttons when the caller's contracts do not cover the product (code 184's case). */
export function OutOfContractNotice() {
  return (
    <Alert
      severity="warning"
      data-testid="out-of-contract"
      action={
        <Button
          component={RouterLink}
          to={paths.kefu}
          color="warning"
          variant="outlined"
          size="small"
          sx={{ whiteSpace: 'nowrap' }}
        >
          联系客服
        </Button>
      }
      sx={{ alignItems: 'center', borderRadius: 2 }}
    >
      {OUT_OF_CONTRACT_TEXT}
    </Alert>
  );
}
