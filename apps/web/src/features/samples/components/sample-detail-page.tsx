import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  formatYuan,
  SAMPLE_PROGRESS_LABELS,
  TEMPLATE_TYPE_LABELS,
  type OrderGoods,
  type SampleDetail,
  type SampleRow,
} from '@seqportal/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { LiveSampleProgress } from '@/components/order-delivery';
import { ProductThumb } from '@/components/product-thumb';
import { paths, withQuery } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { formatBusinessTime } from '@/lib/business-time';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSampleDetail } from '../api/get-sample-detail';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 2, p: { xs: 2, md: 2.5 } }} data-testid={testId}>
      <Typography component="h2" sx={{ fontSize: 16, fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const th = { textAlign: 'left', py: 1, px: 1.25, whiteSpace: 'nowrap', fontWeight: 600 } as const;
const td = { py: 0.75, px: 1.25, borderTop: 1, borderColor: 'divider' } as const;
const mono = { fontFamily: 'ui-monospace, Menlo, Consolas, monospace' } as const;

function ScheduleTable({ schedule }: { schedule: SampleDetail['schedule'] }) {
  if (schedule.scheduleList.length === 0) return <Box sx={{ color: 'text.secondary', fontSize: 13 }}>暂无信息</Box>;
  return (
    <Box component="table" sx={{ borderCollapse: 'collapse', fontSize: 13, mt: 2 }}>
      <thead>
        <tr>
          <Box component="th" sx={th}>
            步骤
          </Box>
          <Box component="th" sx={th}>
            完成数量
          </Box>
          <Box component="th" sx={th}>
            时间
          </Box>
        </tr>
      </thead>
      <tbody>
        {schedule.scheduleList.map((entry, i) => (
          <tr key={entry.step ?? i} data-testid="schedule-entry">
            <Box component="td" sx={td}>
              {entry.desc ?? (entry.step ? SAMPLE_PROGRESS_LABELS[entry.step] : '')}
            </Box>
            <Box component="td" sx={td}>
              {entry.complateNum} / {schedule.totalNum}
            </Box>
            <Box component="td" sx={{ ...td, color: 'text.secondary' }}>
              {formatBusinessTime(entry.scheduleTime) || '—'}
            </Box>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

function GoodsTable({ goods }: { goods: readonly OrderGoods[] }) {
  if (goods.length === 0) return <Box sx={{ color: 'text.secondary', fontSize: 13 }}>未查询到该订单的商品</Box>;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {goods.map((item) => (
        <Box key={item.skuId} data-testid="detail-goods" sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <ProductThumb src={item.goodsImg} alt={item.goodsName} size={56} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Box sx={{ fontWeight: 500 }}>{item.goodsName}</Box>
            <Box sx={{ fontSize: 12.5, color: 'text.secondary' }}>
              {item.skuName || item.skutype} · {TEMPLATE_TYPE_LABELS[item.templateType] ?? item.templateType}
            </Box>
          </Box>
          <Box sx={{ fontSize: 13, textAlign: 'right', whiteSpace: 'nowrap' }}>
            {formatYuan(item.skuPrice)} × {item.goodsCount}
            <Box sx={{ fontWeight: 600 }}>{formatYuan(item.actualPrice)}</Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function SamplesTable({ samples }: { samples: readonly SampleRow[] }) {
  if (samples.length === 0) return <Box sx={{ color: 'text.secondary', fontSize: 13 }}>暂无信息</Box>;
  const headers = [
    '送样编号',
    '样本编号',
    '样本名称',
    '产品',
    '物种',
    '管数',
    '数据量(G)',
    '类型',
    '子文库',
    'i7 index',
    'i5 index',
    'Lane',
  ];
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box component="table" sx={{ borderCollapse: 'collapse', fontSize: 13, width: '100%' }}>
        <Box component="thead" sx={{ bgcolor: 'surface.header' }}>
          <tr>
            {headers.map((header) => (
              <Box component="th" key={header} sx={th}>
                {header}
              </Box>
            ))}
          </tr>
        </Box>
        <tbody>
          {samples.map((row, i) => (
            <tr key={i} data-testid="detail-sample">
              <Box component="td" sx={{ ...td, ...mono }}>
                {row.sendTempCode}
              </Box>
              <Box component="td" sx={td} data-testid="detail-sample-no">
                {row.sampleNo || '—'}
              </Box>
              <Box component="td" sx={td}>
                {[row.sampleName, row.wkName].filter(Boolean).join(' / ')}
              </Box>
              <Box component="td" sx={td}>
                {row.goodsTitle}
              </Box>
              <Box component="td" sx={td}>
                {row.species}
              </Box>
              <Box component="td" sx={td}>
                {row.num}
              </Box>
              <Box component="td" sx={td}>
                {row.dataSize || ''}
              </Box>
              <Box component="td" sx={td}>
                {row.type || (TEMPLATE_TYPE_LABELS[row.templateType] ?? '')}
              </Box>
              <Box component="td" sx={td}>
                {row.zwkName}
              </Box>
              <Box component="td" sx={{ ...td, ...mono }}>
                {row.indexi7}
              </Box>
              <Box component="td" sx={{ ...td, ...mono }}>
                {row.indexi5}
              </Box>
              <Box component="td" sx={td}>
                {row.lanList.map((lane) => `${lane.lanId}×${lane.num}`).join('，')}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

function DetailBody({ codeNo }: { codeNo: string }) {
  const { user } = useSession();
  const detail = useSampleDetail(user?.id ?? null, codeNo);

  if (detail.isPending) return <Skeleton variant="rounded" height={240} />;
  if (detail.isError || !detail.data) {
    return (
      <Paper
        variant="outlined"
        sx={{ borderRadius: 2, py: 6, textAlign: 'center', color: 'text.secondary' }}
        data-testid="sample-detail-missing"
      >
        未查询到该样本
        <Box sx={{ mt: 2 }}>
          <Button component={RouterLink} to={paths.sampleCenter} variant="outlined">
            返回样本中心
          </Button>
        </Box>
      </Paper>
    );
  }
  const { schedule, goods, samples } = detail.data;
  // Every row of one sample carries the same tube code; its barcode is what goes on the tube.
  const tube = samples.find((row) => row.barcodeImg);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper
        variant="outlined"
        sx={{ borderRadius: 2, p: { xs: 2, md: 2.5 }, display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}
      >
        <Box sx={{ flex: '1 1 240px' }}>
          <Box sx={{ fontSize: 13, color: 'text.secondary' }}>样本中心编号</Box>
          <Box sx={{ fontSize: 20, fontWeight: 600, ...mono }} data-testid="sample-code">
            {codeNo}
          </Box>
          {schedule.orderNo && (
            <Box sx={{ fontSize: 13, mt: 0.5 }}>
              所属订单{' '}
              <Link component={RouterLink} to={withQuery(paths.myOrderDetail, { orderNo: schedule.orderNo })}>
                {schedule.orderNo}
              </Link>
            </Box>
          )}
        </Box>
        {tube && (
          <Box sx={{ textAlign: 'center' }}>
            <Box
              component="img"
              src={tube.barcodeImg}
              alt={`送样编号 ${tube.sendTempCode} 的条形码`}
              data-testid="sample-barcode"
              sx={{ height: 64, maxWidth: '100%', display: 'block' }}
            />
            <Box sx={{ fontSize: 12.5, ...mono, mt: 0.5 }}>{tube.sendTempCode}</Box>
          </Box>
        )}
      </Paper>
      {schedule.orderNo ? <LiveSampleProgress orderNo={schedule.orderNo} /> : null}
      <Section title="进度记录" testId="sample-schedule">
        <ScheduleTable schedule={schedule} />
      </Section>
      <Section title="订单商品" testId="sample-goods">
        <GoodsTable goods={goods} />
      </Section>
      <Section title="样本信息" testId="sample-info">
        <SamplesTable samples={samples} />
      </Section>
    </Box>
  );
}

/** /sample_center/detail?id={codeNo}: the sample's schedule, its order's goods and the sample rows. */
export function SampleDetailPage() {
  useDocumentTitle('样本详情');
  const [search] = useSearchParams();
  const codeNo = (search.get('id') ?? '').trim();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 }, pb: 6 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 2 }}>
        <Typography component="h1" sx={{ fontSize: 20, fontWeight: 600 }}>
          样本详情
        </Typography>
        <Link component={RouterLink} to={paths.sampleCenter} sx={{ fontSize: 13 }}>
          返回样本中心
        </Link>
      </Box>
      {codeNo ? <DetailBody codeNo={codeNo} /> : <Box sx={{ color: 'text.secondary' }}>暂无信息</Box>}
    </Container>
  );
}
