import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import type { ContractWithProducts } from '@seqportal/contract';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { LayerBodyProps } from '@/components/layer-body-props';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useOpenLayer } from '@/lib/layer-navigation';
import { useContracts } from '../api/get-contracts';
import { updateSampleSheet, useSampleSheet } from '../lib/sample-sheet';

export const NO_CONTRACT_TEXT = '您目前暂未签定合同，请联系客服！';

/** How many of the sheet's SKUs a contract's price list covers. */
export function coverage(contract: ContractWithProducts, skuIds: readonly number[]): number {
  const listed = new Set(contract.productList.map((product) => product.skuId));
  return skuIds.filter((skuId) => listed.has(skuId)).length;
}

function Choice({
  checked,
  disabled,
  onSelect,
  children,
  testId,
}: {
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Box
      component="label"
      data-testid={testId}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        p: 1.5,
        border: 1,
        borderColor: checked ? 'primary.main' : 'divider',
        bgcolor: checked ? 'surface.tinted' : undefined,
        borderRadius: 1.5,
        cursor: disabled ? 'not-allowed' : 'pointer',
        opacity: disabled ? 0.6 : 1,
      }}
    >
      <Radio checked={checked} disabled={disabled} onChange={onSelect} size="small" sx={{ p: 0.25 }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

/**
 * /sample_info_config (940 px): which contract the sheet is ordered under. A contract qualifies when its price
 * list covers every product of the sheet; ordering without a contract (propertyType 0) is always possible.
 */
export function SampleInfoConfigLayer({ onClose }: LayerBodyProps) {
  const sheet = useSampleSheet();
  const { user } = useSession();
  const contracts = useContracts(user?.id ?? null);
  const openLayer = useOpenLayer();
  const [choice, setChoice] = useState<number | null>(sheet?.contractId ?? null);

  if (!sheet) {
    return (
      <Box sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>暂无样本信息，请先在工作台上传样本信息表</Box>
    );
  }
  if (contracts.isPending) {
    return (
      <Box sx={{ py: 4, textAlign: 'center' }}>
        <CircularProgress size={28} aria-label="加载中" />
      </Box>
    );
  }
  const skuIds = sheet.skuList.map((sku) => sku.skuId);
  const list = contracts.data ?? [];

  return (
    <Box data-testid="sample-info-config">
      <Box sx={{ display: 'grid', gap: 1.25 }}>
        <Choice checked={choice === null} onSelect={() => setChoice(null)} testId="contract-choice-none">
          <Box sx={{ fontWeight: 600, fontSize: 14 }}>样本单下单</Box>
          <Box sx={{ fontSize: 12.5, color: 'text.secondary' }}>不使用合同，按商品价格下单</Box>
        </Choice>
        {list.map((contract) => {
          const covered = coverage(contract, skuIds);
          const complete = covered === skuIds.length;
          return (
            <Choice
              key={contract.id}
              checked={choice === contract.id}
              disabled={!complete}
              onSelect={() => setChoice(contract.id)}
              testId={`contract-choice-${contract.id}`}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
                <Box sx={{ fontWeight: 600, fontSize: 14 }}>{contract.name}</Box>
                <Box sx={{ fontSize: 12.5, color: 'text.secondary' }}>合同编号 {contract.contractID__c}</Box>
              </Box>
              <Box sx={{ fontSize: 12.5, color: complete ? 'success.main' : 'warning.dark', mt: 0.25 }}>
                {complete
                  ? `样本表中的${skuIds.length}个产品均在合同范围内`
                  : `样本表中有${skuIds.length - covered}个产品不在该合同范围内`}
              </Box>
            </Choice>
          );
        })}
      </Box>
      {list.length === 0 && (
        <Box sx={{ mt: 1.5, fontSize: 13, color: 'text.secondary' }} data-testid="no-contract">
          {NO_CONTRACT_TEXT}
          <Link component={RouterLink} to={paths.kefu} sx={{ ml: 1 }}>
            联系客服
          </Link>
        </Box>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 2.5 }}>
        <Button variant="outlined" onClick={onClose}>
          取消
        </Button>
        <Button
          variant="contained"
          data-testid="contract-confirm"
          onClick={() => {
            updateSampleSheet({ contractId: choice });
            openLayer(paths.sampleInfoMain);
          }}
        >
          确定
        </Button>
      </Box>
    </Box>
  );
}
