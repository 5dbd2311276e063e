import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LayerBodyProps } from '@/components/layer-body-props';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useOpenLayer } from '@/lib/layer-navigation';
import { notifier } from '@/lib/notifier';
import { useContracts } from '../api/get-contracts';
import { findDraftCollisions } from '../lib/draft-collisions';
import { checkDraft, draftFromLists, SAMPLE_LIST_TITLES, SAMPLE_LISTS } from '../lib/sample-draft';
import { useSampleSheet } from '../lib/sample-sheet';
import { COLLISION_BLOCKS_SUBMIT, useSubmitSheetOrder } from '../lib/use-submit-sheet-order';

function Stat({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Box sx={{ flex: '1 1 120px', border: 1, borderColor: 'divider', borderRadius: 1.5, p: 1.5, textAlign: 'center' }}>
      <Box sx={{ fontSize: 22, fontWeight: 600, color: 'primary.main' }} data-testid={testId}>
        {value}
      </Box>
      <Box sx={{ fontSize: 12.5, color: 'text.secondary' }}>{label}</Box>
    </Box>
  );
}

/**
 * /sample_info_main (780 px): the overview of the uploaded sheet before ordering: the products and how many of
 * each, the number of samples, libraries, sub-libraries and lanes, and the contract it will be ordered under.
 * 确认下单 creates the order; a sheet that still needs work opens /sample_input instead.
 */
export function SampleInfoMainLayer({ onClose }: LayerBodyProps) {
  const sheet = useSampleSheet();
  const { user } = useSession();
  const contracts = useContracts(user?.id ?? null);
  const openLayer = useOpenLayer();
  const navigate = useNavigate();
  const { submit, submitting } = useSubmitSheetOrder();

  const draft = useMemo(() => (sheet ? (sheet.draft ?? draftFromLists(sheet.lists)) : null), [sheet]);
  const check = useMemo(() => (draft ? checkDraft(draft) : null), [draft]);

  if (!sheet || !draft || !check) {
    return (
      <Box sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
        暂无样本信息，请先在工作台上传样本信息表
        <Box sx={{ mt: 2 }}>
          <Button variant="contained" onClick={() => void navigate(paths.work)}>
            前往工作台
          </Button>
        </Box>
      </Box>
    );
  }

  const products = new Map(
    (contracts.data ?? []).flatMap((contract) =>
      contract.productList.map((product) => [product.skuId, product] as const),
    ),
  );
  const chosen = contracts.data?.find((contract) => contract.id === sheet.contractId);

  const order = async () => {
    if (check.errors.length > 0) {
      notifier.toast(check.errors[0]!.message);
      openLayer(paths.sampleInput);
      return;
    }
    if (findDraftCollisions(draft).length > 0) {
      notifier.toast(COLLISION_BLOCKS_SUBMIT);
      openLayer(paths.sampleInput);
      return;
    }
    const outcome = await submit(check.lists);
    if (outcome.kind === 'collisions' || outcome.kind === 'invalid') openLayer(paths.sampleInput);
  };

  return (
    <Box data-testid="sample-info-main">
      <Box sx={{ fontSize: 13.5, color: 'text.secondary', mb: 1.5 }}>
        样本表：
        <Box component="span" sx={{ color: 'text.primary', fontWeight: 500 }}>
          {sheet.fileName}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {SAMPLE_LISTS.map((list) => (
          <Stat
            key={list}
            label={SAMPLE_LIST_TITLES[list]}
            value={draft[list].length}
            testId={`overview-count-${list}`}
          />
        ))}
      </Box>

      <Box component="h3" sx={{ fontSize: 14, fontWeight: 600, mt: 2.5, mb: 1 }}>
        下单产品
      </Box>
      <Box
        component="table"
        sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 13, border: 1, borderColor: 'divider' }}
      >
        <Box component="thead" sx={{ bgcolor: 'surface.header' }}>
          <tr>
            <Box component="th" sx={{ textAlign: 'left', py: 1, px: 1.5 }}>
              产品
            </Box>
            <Box component="th" sx={{ textAlign: 'right', py: 1, px: 1.5, width: 100 }}>
              数量
            </Box>
          </tr>
        </Box>
        <tbody>
          {sheet.skuList.map((sku) => {
            const product = products.get(sku.skuId);
            return (
              <Box
                component="tr"
                key={sku.skuId}
                data-testid="overview-sku"
                sx={{ borderTop: 1, borderColor: 'divider' }}
              >
                <Box component="td" sx={{ py: 0.75, px: 1.5 }}>
                  {product ? `${product.name} · ${product.title}` : `商品 ${sku.skuId}`}
                </Box>
                <Box component="td" sx={{ py: 0.75, px: 1.5, textAlign: 'right' }}>
                  {sku.count}
                </Box>
              </Box>
            );
          })}
        </tbody>
      </Box>

      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2, fontSize: 13.5 }}>
        <Box sx={{ color: 'text.secondary' }}>下单方式：</Box>
        <Box data-testid="overview-contract">{chosen ? `合同下单 · ${chosen.name}` : '样本单下单（不使用合同）'}</Box>
        <Link
          component="button"
          type="button"
          onClick={() => openLayer(paths.sampleInfoConfig)}
          sx={{ fontSize: 13.5 }}
        >
          选择合同
        </Link>
      </Box>

      {check.errors.length > 0 && (
        <Box sx={{ mt: 1.5, fontSize: 13, color: 'error.main' }}>样本信息还有{check.errors.length}处需要完善</Box>
      )}

      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 2.5 }}>
        <Button variant="outlined" onClick={onClose}>
          取消
        </Button>
        <Button variant="outlined" onClick={() => openLayer(paths.sampleInput)} data-testid="edit-samples">
          完善样本信息
        </Button>
        <Button variant="contained" disabled={submitting} onClick={() => void order()} data-testid="confirm-order">
          {submitting ? '提交中…' : '确认下单'}
        </Button>
      </Box>
    </Box>
  );
}
