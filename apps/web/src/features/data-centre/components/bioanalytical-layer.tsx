import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { ANALYSIS_MESSAGES, type AnalysisGoods, type AnalysisLibrary, type AnalysisRecord } from '@seqportal/contract';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LayerBodyProps } from '@/components/layer-body-props';
import { LoginRequired } from '@/components/login-required';
import { useSession } from '@/lib/auth';
import { createIdempotencyKeeper } from '@/lib/idempotency';
import { notifier } from '@/lib/notifier';
import { useAnalysisTypes, useGenomeList, useOutFileTypes } from '../api/get-analysis-catalogue';
import { useAnalysisQuote } from '../api/get-analysis-quote';
import { useAnalysisRecord } from '../api/get-analysis-record';
import { useSubmitAnalysis } from '../api/submit-analysis';
import { decodeLibraries } from '../lib/selection';

interface Prefill {
  libraries: AnalysisLibrary[];
  goods: AnalysisGoods[];
  genome: string;
  outFileType: string[];
  reorderOf?: number;
}

function fromRecord(record: AnalysisRecord): Prefill {
  return {
    libraries: record.libraries.map(({ orderId, libraryId, childId, childName, species, yields }) => ({
      orderId,
      libraryId,
      childId,
      childName,
      species,
      yields,
    })),
    goods: [{ goodsId: record.goodsId, skuId: record.skuId }],
    genome: record.genome,
    outFileType: record.outFileType,
    reorderOf: record.id,
  };
}

function BioanalyticalForm({ memberId, prefill, onClose }: { memberId: number; prefill: Prefill } & LayerBodyProps) {
  const [step, setStep] = useState(0);
  const [goods, setGoods] = useState<AnalysisGoods[]>(prefill.goods);
  const [genome, setGenome] = useState(prefill.genome);
  const [panelBed, setPanelBed] = useState('');
  const [outFileType, setOutFileType] = useState<string[]>(prefill.outFileType);
  const keyFor = useMemo(() => createIdempotencyKeeper(), []);
  const types = useAnalysisTypes(memberId);
  const genomes = useGenomeList(step === 1);
  const outFileTypes = useOutFileTypes(step === 1);
  const quote = useAnalysisQuote(memberId, { goodsList: goods, libraryList: prefill.libraries });
  const submit = useSubmitAnalysis();
  const chosen = (types.data ?? []).filter((type) => goods.some((item) => item.skuId === type.skuId));
  const needsPanelBed = chosen.some((type) => type.needsPanelBed);

  const toggleType = (goodsId: number, skuId: number) =>
    setGoods((current) =>
      current.some((item) => item.skuId === skuId)
        ? current.filter((item) => item.skuId !== skuId)
        : [...current, { goodsId, skuId }],
    );
  const next = () => {
    if (goods.length === 0) {
      notifier.toast(ANALYSIS_MESSAGES.typeRequired, { severity: 'warning' });
      return;
    }
    setStep(1);
  };
  const confirm = () => {
    if (!genome) return notifier.toast(ANALYSIS_MESSAGES.genomeRequired, { severity: 'warning' });
    if (outFileType.length === 0) return notifier.toast(ANALYSIS_MESSAGES.outFileRequired, { severity: 'warning' });
    const request = {
      genome,
      panelBed: needsPanelBed ? panelBed : undefined,
      outFileType,
      goodsList: goods,
      libraryList: prefill.libraries,
      reorderOf: prefill.reorderOf,
      // The warning above is shown before 提交: submitting over the limit is the customer's confirmation (185).
      confirmCredit: quote.data?.overCredit === true ? true : undefined,
    };
    submit.mutate(
      { request, idempotencyKey: keyFor(request) },
      {
        onSuccess: () => {
          notifier.success('操作成功');
          onClose();
        },
      },
    );
  };

  if (prefill.libraries.length === 0) {
    return <Alert severity="warning">{ANALYSIS_MESSAGES.dataRequired}</Alert>;
  }

  return (
    <Box data-testid="bioanalytical-layer">
      <Stepper activeStep={step} sx={{ mb: 2 }}>
        <Step>
          <StepLabel>选择分析类型</StepLabel>
        </Step>
        <Step>
          <StepLabel>配置参考基因组与输出</StepLabel>
        </Step>
      </Stepper>
      {step === 0 ? (
        <>
          {types.isPending ? (
            <Skeleton variant="rounded" height={160} />
          ) : types.isError ? (
            <Alert severity="error">分析类型加载失败</Alert>
          ) : (types.data?.length ?? 0) === 0 ? (
            <Box sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>暂无数据</Box>
          ) : (
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
              {types.data?.map((type) => {
                const checked = goods.some((item) => item.skuId === type.skuId);
                return (
                  <Box
                    key={type.skuId}
                    data-testid={`analysis-type-${type.skuId}`}
                    onClick={() => toggleType(type.goodsId, type.skuId)}
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1,
                      p: 1.5,
                      border: 1,
                      borderRadius: 1.5,
                      cursor: 'pointer',
                      borderColor: checked ? 'primary.main' : 'divider',
                    }}
                  >
                    <Checkbox
                      checked={checked}
                      size="small"
                      sx={{ p: 0.5 }}
                      slotProps={{ input: { 'aria-label': type.goodsName } }}
                    />
                    <Box sx={{ minWidth: 0 }}>
                      <Box sx={{ fontWeight: 600, fontSize: 14 }}>{type.goodsName}</Box>
                      <Box sx={{ fontSize: 12, color: 'text.secondary' }}>
                        ¥{type.unitPrice}/G · 物种：{type.species}
                      </Box>
                    </Box>
                  </Box>
                );
              })}
            </Box>
          )}
          <PriceSummary quote={quote} />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
            <Button onClick={onClose}>取消</Button>
            <Button variant="contained" onClick={next} data-testid="bioanalytical-next">
              下一步
            </Button>
          </Box>
        </>
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
            <TextField
              select
              size="small"
              label="参考基因组"
              value={genome}
              onChange={(event) => setGenome(event.target.value)}
              sx={{ minWidth: 280, flex: 1 }}
              slotProps={{ htmlInput: { 'data-testid': 'bioanalytical-genome' } }}
            >
              {(genomes.data ?? []).map((option) => (
                <MenuItem key={option.key} value={option.key} data-testid={`genome-${option.key}`}>
                  {option.value}
                </MenuItem>
              ))}
            </TextField>
            {needsPanelBed && (
              <TextField
                size="small"
                label="Panel BED（可选）"
                value={panelBed}
                onChange={(event) => setPanelBed(event.target.value)}
                sx={{ minWidth: 220, flex: 1 }}
                slotProps={{ htmlInput: { maxLength: 300 } }}
              />
            )}
          </Box>
          <Box sx={{ fontSize: 14, fontWeight: 600, mb: 0.5 }}>输出文件类型</Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, mb: 1.5 }}>
            {(outFileTypes.data ?? []).map((option) => (
              <FormControlLabel
                key={option.key}
                label={option.value}
                control={
                  <Checkbox
                    size="small"
                    checked={outFileType.includes(option.key)}
                    data-testid={`out-file-${option.key}`}
                    onChange={() =>
                      setOutFileType((current) =>
                        current.includes(option.key)
                          ? current.filter((key) => key !== option.key)
                          : [...current, option.key],
                      )
                    }
                  />
                }
              />
            ))}
          </Box>
          <Box sx={{ fontSize: 14, fontWeight: 600, mb: 0.5 }}>分析样本（R1/R2 已按交付文件配对）</Box>
          <Box sx={{ overflowX: 'auto', mb: 1.5 }}>
            <Table size="small" sx={{ minWidth: 560 }} data-testid="bioanalytical-libraries">
              <TableHead>
                <TableRow>
                  <TableCell>文库</TableCell>
                  <TableCell>物种</TableCell>
                  <TableCell align="right">数据量(G)</TableCell>
                  <TableCell>R1</TableCell>
                  <TableCell>R2</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(quote.data?.libraries ?? []).map((library) => (
                  <TableRow key={library.libraryId}>
                    <TableCell>{library.libraryName}</TableCell>
                    <TableCell>{library.species}</TableCell>
                    <TableCell align="right">{library.yields}</TableCell>
                    <TableCell>{library.r1}</TableCell>
                    <TableCell>{library.r2}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <PriceSummary quote={quote} />
          {quote.data?.overCredit && (
            <Alert severity="warning" sx={{ mt: 1 }} data-testid="bioanalytical-over-credit">
              信用额度不足：提交后订单照常生成，分析将在项目经理确认后开始。
            </Alert>
          )}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
            <Button onClick={() => setStep(0)}>上一步</Button>
            <Button
              variant="contained"
              onClick={confirm}
              disabled={submit.isPending || !quote.data}
              data-testid="bioanalytical-submit"
            >
              {submit.isPending ? '提交中…' : '提交'}
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}

function PriceSummary({ quote }: { quote: ReturnType<typeof useAnalysisQuote> }) {
  if (quote.isError)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        价格计算失败，请检查所选数据
      </Alert>
    );
  if (!quote.data) return null;
  return (
    <Box data-testid="bioanalytical-price" sx={{ mt: 2, p: 1.5, bgcolor: 'grey.50', borderRadius: 1.5, fontSize: 13 }}>
      {quote.data.lines.map((line) => (
        <Box key={line.skuId} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <span>
            {line.goodsName}：¥{line.unitPrice}/G × {line.chargedYields}G
          </span>
          <span>¥{line.totalPrice}</span>
        </Box>
      ))}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: 600, mt: 0.5 }}>
        <span>合计（占用信用额度）</span>
        <span data-testid="bioanalytical-total">¥{quote.data.totalPrice}</span>
      </Box>
      <Box sx={{ color: 'text.secondary' }}>可用信用额度：¥{quote.data.availableCredit}</Box>
    </Box>
  );
}

function ReorderForm({ memberId, id, onClose }: { memberId: number; id: number } & LayerBodyProps) {
  const record = useAnalysisRecord(memberId, id);
  if (record.isPending) return <Skeleton variant="rounded" height={200} />;
  if (record.isError) return <Alert severity="error">分析记录不存在</Alert>;
  return <BioanalyticalForm memberId={memberId} prefill={fromRecord(record.data)} onClose={onClose} />;
}

/** /bioanalytical (800): the two-step analysis order on the libraries chosen in the data centre, or 再次分析. */
export function BioanalyticalLayer({ onClose }: LayerBodyProps) {
  const { user, isLoading } = useSession();
  const [searchParams] = useSearchParams();
  const reorder = Number(searchParams.get('reorder') ?? 0);
  const libraries = useMemo(() => decodeLibraries(searchParams.get('libs')), [searchParams]);
  if (isLoading) return <Skeleton variant="rounded" height={200} />;
  if (!user) return <LoginRequired />;
  if (reorder > 0) return <ReorderForm memberId={user.id} id={reorder} onClose={onClose} />;
  return (
    <BioanalyticalForm
      memberId={user.id}
      prefill={{ libraries, goods: [], genome: '', outFileType: [] }}
      onClose={onClose}
    />
  );
}
