import SearchIcon from '@mui/icons-material/Search';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_PAGE_SIZE,
  MAX_CUSTOM_SAMPLE_COLUMNS,
  expectedDeliveryText,
  SAMPLE_PROGRESS_LABELS,
  SAMPLE_PROGRESS_STEPS,
  SAMPLE_STATUS_NOT_SENT,
  SAMPLE_STATUS_NOT_SENT_LABEL,
  TEMPLATE_TYPE_LABELS,
  type SampleCentreRow,
  type SampleColumn,
  type TemplateTypeValue,
} from '@seqportal/contract';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DATE_ORDER_HINT, DATE_ORDER_TITLE, DateRangePicker, isRangeReversed } from '@/components/date-range';
import { paths, withQuery } from '@/config/paths';
import { formatBusinessTime } from '@/lib/business-time';
import { useSession } from '@/lib/auth';
import { useOpenLayer } from '@/lib/layer-navigation';
import { notifier } from '@/lib/notifier';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSampleColumns } from '../api/get-sample-columns';
import { useSampleList } from '../api/get-sample-list';
import { useColumnChoice } from '../lib/sample-columns-choice';
import { readSampleCenterFilters, toSampleListQuery, type SampleCenterFilters } from '../lib/sample-center-params';
import { IN_APP_NEW_TAB } from '@/lib/new-tab';

/** Shown until GetSampleColumns answers or when it offers none: the fields every row has. */
const FALLBACK_COLUMNS: SampleColumn[] = [
  { key: 'type', title: '样本类型' },
  { key: 'createTime', title: '提交时间' },
  { key: 'schedule', title: '进度' },
];

function cellText(row: SampleCentreRow, key: string): string {
  if (key === 'expectedDeliveryDate') return expectedDeliveryText(row.expectedDeliveryDate, row.turnaroundDays);
  const value = (row as unknown as Record<string, unknown>)[key];
  if (value === null || value === undefined) return '';
  if (key === 'createTime' && typeof value === 'string') return formatBusinessTime(value, 'YYYY-MM-DD HH:mm:ss');
  if (key === 'templateType' && typeof value === 'string')
    return TEMPLATE_TYPE_LABELS[value as TemplateTypeValue] ?? value;
  return String(value);
}

function Filters({
  filters,
  onApply,
}: {
  filters: SampleCenterFilters;
  onApply: (next: Partial<SampleCenterFilters>) => void;
}) {
  const [keyWords, setKeyWords] = useState(filters.keyWords);
  const [range, setRange] = useState({ start: filters.start, end: filters.end });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The calendars cannot pick a reversed range, but typed dates can be one.
    if (isRangeReversed(range)) {
      notifier.dialog({ title: DATE_ORDER_TITLE, message: DATE_ORDER_HINT });
      return;
    }
    onApply({ keyWords: keyWords.trim(), ...range, page: 1 });
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}
    >
      <TextField
        select
        size="small"
        label="样本状态"
        value={filters.status}
        onChange={(event) => onApply({ status: event.target.value, page: 1 })}
        sx={{ width: 140 }}
        slotProps={{
          htmlInput: { 'data-testid': 'sample-status-filter' },
          // "全部" is a real choice (no filter), so it shows as the value rather than an empty box under the label.
          inputLabel: { shrink: true },
          select: { displayEmpty: true },
        }}
      >
        <MenuItem value="">全部</MenuItem>
        <MenuItem value={SAMPLE_STATUS_NOT_SENT}>{SAMPLE_STATUS_NOT_SENT_LABEL}</MenuItem>
        {SAMPLE_PROGRESS_STEPS.map((step) => (
          <MenuItem key={step} value={step}>
            {SAMPLE_PROGRESS_LABELS[step]}
          </MenuItem>
        ))}
      </TextField>
      <DateRangePicker value={range} onChange={setRange} testId="sample-date" />
      <TextField
        size="small"
        placeholder="样本编号 / 订单号 / 产品名称"
        value={keyWords}
        onChange={(event) => setKeyWords(event.target.value)}
        sx={{ flex: '1 1 200px' }}
        slotProps={{
          htmlInput: { 'data-testid': 'sample-keyword', 'aria-label': '关键词' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="contained" data-testid="sample-search">
        查询
      </Button>
    </Box>
  );
}

function SampleTable() {
  const [search, setSearch] = useSearchParams();
  const filters = readSampleCenterFilters(search);
  const { user } = useSession();
  const memberId = user?.id ?? null;
  const list = useSampleList(memberId, toSampleListQuery(filters));
  const columnsQuery = useSampleColumns(memberId);
  const choice = useColumnChoice();
  const openLayer = useOpenLayer();

  const available = columnsQuery.data && columnsQuery.data.length > 0 ? columnsQuery.data : FALLBACK_COLUMNS;
  const chosen = choice ? available.filter((column) => choice.includes(column.key)) : [];
  const columns = (chosen.length > 0 ? chosen : available)
    .filter((column) => column.key !== 'codeNo')
    .slice(0, MAX_CUSTOM_SAMPLE_COLUMNS);

  const apply = (next: Partial<SampleCenterFilters>) => {
    const merged = { ...filters, ...next };
    setSearch(
      new URLSearchParams(
        Object.entries({
          page: merged.page > 1 ? String(merged.page) : '',
          keyWords: merged.keyWords,
          status: merged.status,
          start: merged.start,
          end: merged.end,
        }).filter(([, value]) => value !== ''),
      ),
    );
  };

  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.totalCount / (data.pageSize || DEFAULT_PAGE_SIZE))) : 1;

  return (
    <>
      {/* Keyed by the applied filters so the inputs follow Back/Forward. */}
      <Filters key={search.toString()} filters={filters} onApply={apply} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button
          size="small"
          startIcon={<ViewColumnOutlinedIcon />}
          onClick={() => openLayer(paths.sampleSelect)}
          data-testid="choose-columns"
        >
          自定义表头
        </Button>
      </Box>
      <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 13.5 }}>
          <Box component="thead" sx={{ bgcolor: 'surface.header' }}>
            <tr>
              {/* The sample centre's own code (SC…): 样本编号 is the customer's number, 送样编号 the tube's (TY/TW…). */}
              <Box component="th" sx={{ textAlign: 'left', py: 1.25, px: 1.5, whiteSpace: 'nowrap' }}>
                样本中心编号
              </Box>
              {columns.map((column) => (
                <Box
                  component="th"
                  key={column.key}
                  sx={{ textAlign: 'left', py: 1.25, px: 1.5, whiteSpace: 'nowrap' }}
                >
                  {column.title}
                </Box>
              ))}
              <Box component="th" sx={{ textAlign: 'right', py: 1.25, px: 1.5 }}>
                操作
              </Box>
            </tr>
          </Box>
          <tbody>
            {list.isPending &&
              [0, 1, 2].map((i) => (
                <tr key={i}>
                  <Box component="td" colSpan={columns.length + 2} sx={{ px: 1.5, py: 1 }}>
                    <Skeleton height={24} />
                  </Box>
                </tr>
              ))}
            {list.isError && (
              <tr>
                <Box
                  component="td"
                  colSpan={columns.length + 2}
                  sx={{ py: 5, textAlign: 'center', color: 'text.secondary' }}
                >
                  样本列表加载失败
                  <Button size="small" onClick={() => void list.refetch()} sx={{ ml: 1 }}>
                    重新加载
                  </Button>
                </Box>
              </tr>
            )}
            {data && data.list.length === 0 && (
              <tr>
                <Box
                  component="td"
                  colSpan={columns.length + 2}
                  sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}
                  data-testid="sample-list-empty"
                >
                  暂无数据
                </Box>
              </tr>
            )}
            {data?.list.map((row) => {
              const href = withQuery(paths.sampleDetail, { id: row.codeNo });
              return (
                <Box
                  component="tr"
                  key={row.codeNo}
                  data-testid="sample-row"
                  sx={{ borderTop: 1, borderColor: 'divider' }}
                >
                  <Box component="td" sx={{ py: 1, px: 1.5, fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}>
                    <Link component={RouterLink} to={href} {...IN_APP_NEW_TAB}>
                      {row.codeNo}
                    </Link>
                  </Box>
                  {columns.map((column) => (
                    <Box component="td" key={column.key} sx={{ py: 1, px: 1.5, whiteSpace: 'nowrap' }}>
                      {cellText(row, column.key)}
                    </Box>
                  ))}
                  <Box component="td" sx={{ py: 1, px: 1.5, textAlign: 'right' }}>
                    <Link component={RouterLink} to={href} {...IN_APP_NEW_TAB}>
                      查看详情
                    </Link>
                  </Box>
                </Box>
              );
            })}
          </tbody>
        </Box>
      </Box>
      {data && data.totalCount > 0 && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 2, mt: 2 }}>
          <Box sx={{ fontSize: 13, color: 'text.secondary' }}>共 {data.totalCount} 条</Box>
          <Pagination
            count={pageCount}
            page={Math.min(filters.page, pageCount)}
            onChange={(_, page) => apply({ page })}
            color="primary"
            shape="rounded"
            data-testid="sample-pagination"
          />
        </Box>
      )}
    </>
  );
}

/** /sample_center (spec part 1 section 2): the customer's samples with a status filter, a date range and a keyword. */
export function SampleCenterPage() {
  useDocumentTitle('样本中心');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 }, pb: 6 }}>
      <Paper variant="outlined" sx={{ borderRadius: 2, p: { xs: 2, md: 3 } }}>
        <Typography component="h1" sx={{ fontSize: 18, fontWeight: 600, mb: 2 }}>
          样本中心
        </Typography>
        <SampleTable />
      </Paper>
    </Container>
  );
}
