import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  CONTRACT_ORDER_MESSAGES,
  TemplateType,
  type ContractProduct,
  type ContractWithProducts,
} from '@seqportal/contract';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths, withQuery } from '@/config/paths';
import { createIdempotencyKeeper } from '@/lib/idempotency';
import { useOpenLayer } from '@/lib/layer-navigation';
import { notifier } from '@/lib/notifier';
import { orderFromContract, useContractProductList } from '../api/contracts-api';
import { ApprovalNotice } from './approval-notice';
import { QuantityStepper } from './quantity-stepper';

export const EMPTY_SELECTION = CONTRACT_ORDER_MESSAGES.emptySelection;
export const MIXED_KINDS = '您选择的产品不能同时包含生物产品和文库产品！';

type Picks = Record<number, { selected: boolean; count: number }>;

/** Balance line of a contract: prepaid contracts show what is left, credit contracts say where the money comes from. */
function BalanceLine({ contract }: { contract: ContractWithProducts }) {
  if (contract.paymentMode === 'prepaid') {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        预付合同 · 合同余额 <b>¥{contract.balance ?? '0.00'}</b>
        {contract.totalPrice ? `（合同总额 ¥${contract.totalPrice}）` : ''}，下单时从余额扣除
      </Typography>
    );
  }
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      授信合同{contract.totalPrice ? `（合同总额 ¥${contract.totalPrice}）` : ''}，下单时使用授信额度
    </Typography>
  );
}

/**
 * /contract_product (spec part 1 sections 2, 4, 5): contract tabs with their products at contract prices, a
 * quantity stepper per product, 批量下单 (sync, then batch submit, then the samples step in /sample_input, then
 * /generate_order) and 重置.
 */
export function ContractProductView({ memberId, auditType }: { memberId: number; auditType: number }) {
  const openLayer = useOpenLayer();
  const query = useContractProductList(auditType === 3 ? memberId : null);
  const [tab, setTab] = useState(0);
  const [picks, setPicks] = useState<Picks>({});
  const [busy, setBusy] = useState(false);
  const keyFor = useMemo(() => createIdempotencyKeeper(), []);

  if (auditType !== 3) return <ApprovalNotice auditType={auditType} />;
  if (query.isPending) return <CircularProgress aria-label="加载中" />;
  if (query.isError)
    return (
      <Alert severity="error" action={<Button onClick={() => void query.refetch()}>重试</Button>}>
        合同商品加载失败
      </Alert>
    );
  const contracts = query.data;
  if (contracts.length === 0)
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to={paths.kefu}>
            联系客服
          </Button>
        }
      >
        您目前暂未签定合同，请联系客服！
      </Alert>
    );
  const contract = contracts[Math.min(tab, contracts.length - 1)]!;
  const pick = (product: ContractProduct) => picks[product.skuId] ?? { selected: false, count: 1 };
  const setPick = (skuId: number, change: Partial<Picks[number]>) =>
    setPicks((current) => ({
      ...current,
      [skuId]: { ...(current[skuId] ?? { selected: false, count: 1 }), ...change },
    }));

  const order = async () => {
    const chosen = contract.productList.filter((product) => pick(product).selected);
    if (chosen.length === 0) return void notifier.toast(EMPTY_SELECTION);
    const kinds = new Set(chosen.map((product) => (product.templateType === TemplateType.Sample ? 'yb' : 'wk')));
    if (kinds.size > 1) return void notifier.toast(MIXED_KINDS);
    const skuList = chosen.map((product) => ({ skuId: product.skuId, count: pick(product).count }));
    setBusy(true);
    try {
      const { orderNo } = await orderFromContract(contract.id, skuList, keyFor({ contractId: contract.id, skuList }));
      // The samples step of the flow: the order's rows are filled in and saved (SaveSyncProduct) before checkout.
      openLayer(
        withQuery(paths.sampleInput, {
          orderNo,
          contractId: contract.id,
          skuIds: skuList.map((sku) => sku.skuId).join(','),
        }),
      );
    } catch {
      // The API client has shown the server's message; nothing was created.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Tabs
        value={Math.min(tab, contracts.length - 1)}
        onChange={(_event, value: number) => setTab(value)}
        variant="scrollable"
      >
        {contracts.map((item) => (
          <Tab key={item.id} label={item.name} />
        ))}
      </Tabs>
      <BalanceLine contract={contract} />
      {contract.productList.length === 0 ? (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={paths.kefu}>
              联系客服
            </Button>
          }
        >
          无可用合同商品（该合同下无可用产品）
        </Alert>
      ) : (
        <Stack spacing={1}>
          {contract.productList.map((product) => (
            <Paper key={product.skuId} variant="outlined" sx={{ p: 1.5 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
                  <Checkbox
                    checked={pick(product).selected}
                    onChange={(event) => setPick(product.skuId, { selected: event.target.checked })}
                    slotProps={{ input: { 'aria-label': `选择${product.name} ${product.title}` } }}
                  />
                  <Box
                    component="img"
                    src={product.goodsImg}
                    alt=""
                    sx={{ width: 48, height: 48, objectFit: 'cover', flexShrink: 0 }}
                  />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{product.name}</Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {product.title} · {product.templateType === TemplateType.Sample ? '生物' : '文库'}
                    </Typography>
                  </Box>
                </Stack>
                <Typography sx={{ color: 'error.main', fontWeight: 600, minWidth: 100 }}>
                  ¥{product.unitPrice}
                </Typography>
                <QuantityStepper
                  label={product.name}
                  value={pick(product).count}
                  onChange={(count) => setPick(product.skuId, { count })}
                />
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={busy} onClick={() => void order()}>
          批量下单
        </Button>
        <Button variant="outlined" onClick={() => setPicks({})}>
          重置
        </Button>
        <Button component={RouterLink} to={withQuery(paths.placeOrder, { contractId: contract.id })}>
          上传批量下单表
        </Button>
        <Button component={RouterLink} to={paths.kefu}>
          合同外商品？联系客服
        </Button>
      </Stack>
    </Stack>
  );
}
