import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LayerBodyProps } from '@/components/layer-body-props';
import { paths, withQuery } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useOpenLayer } from '@/lib/layer-navigation';
import { EXTERNAL_NEW_TAB } from '@/lib/new-tab';
import { getContractTemplate, useContractProductList } from '../api/contracts-api';
import { NO_TEMPLATE, templatesOf, type TemplateChoice } from '../lib/contract-templates';
import { ApprovalNotice } from './approval-notice';

// A large contract lists dozens of products: the first few name the template, the count says the rest.
const SHOWN_NAMES = 3;

/**
 * /contract_show (700, spec part 2 section 2.7): choose one of the caller's contracts and download its batch
 * template: one per kind of product the contract covers, listing only that contract's products (GetContractTemplate
 * builds it with validation lists, example rows and instructions). 无可用合同模板 when the contract has none.
 */
export function ContractShowLayer(_props: LayerBodyProps) {
  const { user } = useSession();
  const [search] = useSearchParams();
  const openLayer = useOpenLayer();
  const approved = user?.auditType === 3;
  const contracts = useContractProductList(approved ? (user?.id ?? null) : null);
  const [chosen, setChosen] = useState<number | null>(Number(search.get('contractId')) || null);
  const [busy, setBusy] = useState<string | null>(null);
  const [links, setLinks] = useState<Record<string, string>>({});

  if (!user) return null;
  if (!approved) return <ApprovalNotice auditType={user.auditType} />;
  if (contracts.isPending) return <LinearProgress aria-label="加载中" />;
  if (contracts.isError)
    return (
      <Alert severity="error" action={<Button onClick={() => void contracts.refetch()}>重试</Button>}>
        合同加载失败，请稍后重试
      </Alert>
    );
  if (contracts.data.length === 0) return <Alert severity="info">您目前暂未签定合同，请联系客服！</Alert>;
  const contract = contracts.data.find((item) => item.id === chosen) ?? contracts.data[0]!;
  const templates = templatesOf(contract);

  const download = async (template: TemplateChoice) => {
    const key = `${contract.id}-${template.templateType}`;
    setBusy(key);
    try {
      const path = await getContractTemplate(contract.id, template.skuIds);
      setLinks((current) => ({ ...current, [key]: path }));
      // The link is made on demand; the click that asked for it opens it (a visible link stays as a fallback).
      const anchor = document.createElement('a');
      anchor.href = path;
      anchor.target = '_blank';
      anchor.rel = 'noopener noreferrer';
      anchor.click();
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }} data-testid="contract-show">
      <TextField
        select
        size="small"
        label="选择合同"
        value={contract.id}
        onChange={(event) => setChosen(Number(event.target.value))}
      >
        {contracts.data.map((item) => (
          <MenuItem key={item.id} value={item.id}>
            {item.name}（{item.contractID__c}）
          </MenuItem>
        ))}
      </TextField>
      {templates.length === 0 ? (
        <Alert severity="info">{NO_TEMPLATE}</Alert>
      ) : (
        templates.map((template) => {
          const key = `${contract.id}-${template.templateType}`;
          return (
            <Paper key={key} variant="outlined" sx={{ p: 1.5 }} data-testid="contract-template-choice">
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1.5}
                sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{template.label}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                    含 {template.skuIds.length} 个合同商品：{template.productNames.slice(0, SHOWN_NAMES).join('、')}
                    {template.productNames.length > SHOWN_NAMES ? ' 等' : ''}
                  </Typography>
                  {links[key] && (
                    <Link href={links[key]} {...EXTERNAL_NEW_TAB} variant="body2">
                      未自动下载？点击此处下载
                    </Link>
                  )}
                </Box>
                <Button
                  variant="contained"
                  disabled={busy !== null}
                  onClick={() => void download(template)}
                  sx={{ flexShrink: 0 }}
                >
                  {busy === key ? '生成中…' : '下载模板'}
                </Button>
              </Stack>
            </Paper>
          );
        })
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button onClick={() => openLayer(paths.orderIntroduce)}>模板填写说明</Button>
        <Button onClick={() => openLayer(withQuery(paths.placeOrder, { contractId: contract.id }))}>
          上传批量下单表
        </Button>
      </Stack>
    </Stack>
  );
}
