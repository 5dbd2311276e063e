import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatYuan, type ContractWithProducts } from '@seqportal/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { notifier } from '@/lib/notifier';
import { contractTemplateLink, useOrganisationContracts } from '../api/business-api';
import { BUSINESS_MESSAGES } from '../lib/business-messages';
import { BusinessFrame } from './business-frame';

/** /bussiness_manger/contracts: the organisation's contracts, what is left of each, and their products. */
export function ContractManagementView() {
  return <BusinessFrame title="合同管理">{(memberId) => <Contracts memberId={memberId} />}</BusinessFrame>;
}

function Contracts({ memberId }: { memberId: number }) {
  const contracts = useOrganisationContracts(memberId);
  if (contracts.isPending) return <Skeleton variant="rounded" height={200} />;
  if (contracts.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void contracts.refetch()}>
            重试
          </Button>
        }
      >
        {BUSINESS_MESSAGES.loadFailed}
      </Alert>
    );
  }
  if (contracts.data.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary', py: 2, textAlign: 'center' }} data-testid="contracts-empty">
        {BUSINESS_MESSAGES.noContracts}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {contracts.data.map((contract) => (
        <ContractCard key={contract.id} contract={contract} />
      ))}
    </Box>
  );
}

function ContractCard({ contract }: { contract: ContractWithProducts }) {
  const prepaid = contract.paymentMode === 'prepaid';
  const [fetching, setFetching] = useState(false);

  // The sheet of this contract's products; a contract without products has no template (spec part 2 section 5).
  const downloadTemplate = async () => {
    if (contract.productList.length === 0) {
      notifier.toast(BUSINESS_MESSAGES.noTemplate, { severity: 'warning' });
      return;
    }
    setFetching(true);
    try {
      const link = await contractTemplateLink(
        contract.id,
        contract.productList.map((product) => product.skuId),
      );
      if (link) window.open(link, '_blank', 'noopener,noreferrer');
    } catch {
      // Toasted by the API client.
    } finally {
      setFetching(false);
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }} data-testid="contract-card">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography sx={{ fontWeight: 600, minWidth: 0, wordBreak: 'break-all' }}>{contract.name}</Typography>
        <Chip size="small" label={prepaid ? '预付合同' : '授信合同'} color={prepaid ? 'primary' : 'default'} />
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          fontSize: 14,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, minWidth: 0, wordBreak: 'break-all' },
        }}
      >
        <dt>合同编号</dt>
        <dd>{contract.contractID__c}</dd>
        {contract.totalPrice !== undefined && (
          <>
            <dt>合同金额</dt>
            <dd>{formatYuan(contract.totalPrice)}</dd>
          </>
        )}
        <dt>余额</dt>
        <dd data-testid="contract-balance">
          {contract.balance === null || contract.balance === undefined
            ? '按授信额度结算'
            : formatYuan(contract.balance)}
        </dd>
        <dt>合同产品</dt>
        <dd>
          {contract.productList.length === 0
            ? '该合同下无可用产品'
            : contract.productList.map((product) => `${product.name}（${formatYuan(product.unitPrice)}）`).join('、')}
        </dd>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1, ml: -1 }}>
        <Button component={RouterLink} to={paths.contractProduct} size="small">
          去合同中心下单
        </Button>
        <Button
          size="small"
          disabled={fetching}
          onClick={() => void downloadTemplate()}
          data-testid="contract-template"
        >
          下载样本信息表模板
        </Button>
      </Box>
    </Paper>
  );
}
