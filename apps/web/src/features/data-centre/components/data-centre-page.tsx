import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import {
  ANALYSIS_MESSAGES,
  DATA_CENTRE_PAGE_SIZE,
  DATA_ORDER_BY_LABELS,
  DATA_TYPE_LABELS,
  DataOrderBy,
  DataType,
  type DataOrderByValue,
  type DataRow,
  type DataTypeValue,
} from '@seqportal/contract';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CountedPagination } from '@/components/counted-pagination';
import {
  DATE_ORDER_HINT,
  DATE_ORDER_TITLE,
  DateRangePicker,
  EMPTY_DATE_RANGE,
  isRangeReversed,
  toEnterTime,
  type DateRange,
} from '@/components/date-range';
import { LabelledTabs } from '@/components/labelled-tabs';
import { MemberPage } from '@/components/member-page';
import { paths, withQuery } from '@/config/paths';
import { formatBusinessTime } from '@/lib/business-time';
import { useOpenLayer } from '@/lib/layer-navigation';
import { notifier } from '@/lib/notifier';
import { PRESELECT_PAGE_SIZE, useDataList } from '../api/get-data-list';
import { encodeLibraries } from '../lib/selection';

const TABS: readonly DataTypeValue[] = [DataType.Delivered, DataType.Analysis];
const ORDER_BY: readonly DataOrderByValue[] = Object.values(DataOrderBy);

interface Filters {
  orderByType: DataOrderByValue;
  keyWord: string;
  range: DateRange;
}

const EMPTY_FILTERS: Filters = { orderByType: DataOrderBy.Newest, keyWord: '', range: EMPTY_DATE_RANGE };

const STATUS_COLOURS: Record<string, 'default' | 'info' | 'success'> = {
  queued: 'default',
  running: 'info',
  done: 'success',
};

function DataCentre({ memberId }: { memberId: number }) {
  const [searchParams] = useSearchParams();
  const openLayer = useOpenLayer();
  const [tab, setTab] = useState<DataTypeValue>(DataType.Delivered);
  const [filters, setFilters] = useState<Filters>({ ...EMPTY_FILTERS, keyWord: searchParams.get('keyWord') ?? '' });
  const [keywordInput, setKeywordInput] = useState(filters.keyWord);
  const [rangeInput, setRangeInput] = useState<DateRange>(EMPTY_DATE_RANGE);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlyMap<number, DataRow>>(new Map());
  // 分析这批数据 (an order's delivery panel) arrives with ?select=<orderNo>: that order's libraries are ticked, the
  // list itself stays whole, so that more libraries can be added before 生信分析.
  const preselectOrder = searchParams.get('select');
  const preselect = useDataList(preselectOrder ? memberId : null, {
    dataType: DataType.Delivered,
    orderByType: DataOrderBy.Newest,
    keyWord: preselectOrder ?? undefined,
    page: 1,
    pageSize: PRESELECT_PAGE_SIZE,
  });
  const preselected = useRef(false);
  useEffect(() => {
    if (preselected.current || !preselect.data || !preselectOrder) return;
    preselected.current = true;
    const rows = preselect.data.list.filter((row) => row.orderNo === preselectOrder);
    setSelected(new Map(rows.map((row) => [row.id, row])));
  }, [preselect.data, preselectOrder]);

  const list = useDataList(memberId, {
    dataType: tab,
    orderByType: filters.orderByType,
    keyWord: filters.keyWord || undefined,
    enterTime: toEnterTime(filters.range),
    page,
    pageSize: DATA_CENTRE_PAGE_SIZE,
  });
  const rows = list.data?.list ?? [];
  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.totalCount / DATA_CENTRE_PAGE_SIZE)) : 1;

  const apply = (next: Filters) => {
    setFilters(next);
    setPage(1);
  };
  // Spec part 2 section 4: switching tabs clears the sort, the keyword and the dates.
  const switchTab = (next: DataTypeValue) => {
    setTab(next);
    setFilters(EMPTY_FILTERS);
    setKeywordInput('');
    setRangeInput(EMPTY_DATE_RANGE);
    setSelected(new Map());
    setPage(1);
  };
  const search = () => {
    if (isRangeReversed(rangeInput)) {
      notifier.dialog({ title: DATE_ORDER_TITLE, message: DATE_ORDER_HINT });
      return;
    }
    apply({ ...filters, keyWord: keywordInput.trim(), range: rangeInput });
  };
  const toggle = (row: DataRow) => {
    const next = new Map(selected);
    if (next.has(row.id)) next.delete(row.id);
    else next.set(row.id, row);
    setSelected(next);
  };
  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const togglePage = () => {
    const next = new Map(selected);
    for (const row of rows) {
      if (allOnPage) next.delete(row.id);
      else next.set(row.id, row);
    }
    setSelected(next);
  };
  const analyse = () => {
    if (selected.size === 0) {
      notifier.toast(ANALYSIS_MESSAGES.dataRequired, { severity: 'warning' });
      return;
    }
    openLayer(withQuery(paths.bioanalytical, { libs: encodeLibraries([...selected.values()]) }));
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2.5 }, borderRadius: 2 }}>
      <LabelledTabs
        value={tab}
        values={TABS}
        labels={DATA_TYPE_LABELS}
        onChange={switchTab}
        testIdPrefix="data-tab"
        sx={{ mb: 2 }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
        <TextField
          select
          size="small"
          label="排序"
          value={filters.orderByType}
          onChange={(event) => apply({ ...filters, orderByType: Number(event.target.value) as DataOrderByValue })}
          sx={{ minWidth: 160 }}
          slotProps={{ htmlInput: { 'data-testid': 'data-sort' } }}
        >
          {ORDER_BY.map((value) => (
            <MenuItem key={value} value={value} data-testid={`data-sort-${value}`}>
              {DATA_ORDER_BY_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        <DateRangePicker value={rangeInput} onChange={setRangeInput} testId="data-date" />
        <TextField
          size="small"
          placeholder="文库名称/订单号/产品/物种"
          value={keywordInput}
          onChange={(event) => setKeywordInput(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') search();
          }}
          sx={{ width: { xs: '100%', sm: 240 } }}
          slotProps={{ htmlInput: { 'data-testid': 'data-keyword', maxLength: 50 } }}
        />
        <Button variant="contained" onClick={search} data-testid="data-search">
          查询
        </Button>
        {tab === DataType.Delivered && (
          <Button variant="outlined" onClick={analyse} data-testid="data-analyse" sx={{ ml: { sm: 'auto' } }}>
            生信分析{selected.size > 0 ? `（已选${selected.size}条）` : ''}
          </Button>
        )}
      </Box>
      {list.isError ? (
        <Box sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }} data-testid="data-error">
          数据加载失败
          <Button size="small" onClick={() => void list.refetch()} sx={{ ml: 1 }}>
            重试
          </Button>
        </Box>
      ) : list.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : rows.length === 0 ? (
        <Box sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }} data-testid="data-empty">
          暂无数据
        </Box>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          {tab === DataType.Delivered ? (
            <DeliveredTable
              rows={rows}
              selected={selected}
              allOnPage={allOnPage}
              onToggle={toggle}
              onTogglePage={togglePage}
              onOpen={openLayer}
            />
          ) : (
            <AnalysisTable rows={rows} onOpen={openLayer} />
          )}
        </Box>
      )}
      {list.data && list.data.totalCount > 0 && (
        <CountedPagination
          totalCount={list.data.totalCount}
          pageCount={pageCount}
          page={page}
          onChange={setPage}
          testId="data-pagination"
          totalTestId="data-total"
        />
      )}
    </Paper>
  );
}

interface DeliveredTableProps {
  rows: readonly DataRow[];
  selected: ReadonlyMap<number, DataRow>;
  allOnPage: boolean;
  onToggle: (row: DataRow) => void;
  onTogglePage: () => void;
  onOpen: (to: string) => void;
}

function DeliveredTable({ rows, selected, allOnPage, onToggle, onTogglePage, onOpen }: DeliveredTableProps) {
  return (
    <Table size="small" sx={{ minWidth: 760 }} data-testid="data-table">
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">
            <Checkbox checked={allOnPage} onChange={onTogglePage} slotProps={{ input: { 'aria-label': '全选本页' } }} />
          </TableCell>
          <TableCell>文库名称</TableCell>
          <TableCell>子文库</TableCell>
          <TableCell>产品</TableCell>
          <TableCell>物种</TableCell>
          <TableCell align="right">数据量(G)</TableCell>
          <TableCell>交付时间</TableCell>
          <TableCell>操作</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} hover selected={selected.has(row.id)} data-testid={`data-row-${row.libraryName}`}>
            <TableCell padding="checkbox">
              <Checkbox
                checked={selected.has(row.id)}
                onChange={() => onToggle(row)}
                slotProps={{ input: { 'aria-label': `选择 ${row.libraryName}` } }}
              />
            </TableCell>
            <TableCell>{row.libraryName}</TableCell>
            <TableCell>{row.childName || '—'}</TableCell>
            <TableCell>{row.service}</TableCell>
            <TableCell>{row.species ?? '—'}</TableCell>
            <TableCell align="right">{row.yields}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatBusinessTime(row.createTime)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Button size="small" onClick={() => onOpen(withQuery(paths.fastqDownload, { id: row.id }))}>
                下载
              </Button>
              {row.qcPath && (
                <Button
                  size="small"
                  onClick={() => onOpen(withQuery(paths.qualityInspectionDownload, { orderNo: row.qcPath }))}
                >
                  质检报告
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function AnalysisTable({ rows, onOpen }: { rows: readonly DataRow[]; onOpen: (to: string) => void }) {
  return (
    <Table size="small" sx={{ minWidth: 760 }} data-testid="analysis-table">
      <TableHead>
        <TableRow>
          <TableCell>分析类型</TableCell>
          <TableCell>分析订单号</TableCell>
          <TableCell>文库</TableCell>
          <TableCell align="right">计费数据量(G)</TableCell>
          <TableCell align="right">金额(元)</TableCell>
          <TableCell>状态</TableCell>
          <TableCell>提交时间</TableCell>
          <TableCell>操作</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} hover data-testid={`analysis-row-${row.orderNo}`}>
            <TableCell>{row.service}</TableCell>
            <TableCell>{row.orderNo}</TableCell>
            <TableCell sx={{ maxWidth: 200 }}>{row.libraryName}</TableCell>
            <TableCell align="right">{row.yields}</TableCell>
            <TableCell align="right" data-testid="analysis-amount">
              {row.totalPrice}
            </TableCell>
            <TableCell>
              <Chip size="small" label={row.statusLabel} color={STATUS_COLOURS[row.status ?? ''] ?? 'default'} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatBusinessTime(row.createTime)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Button size="small" onClick={() => onOpen(withQuery(paths.bioanalyticalList, { id: row.id }))}>
                样本
              </Button>
              {row.downloadPath && (
                <Button
                  size="small"
                  data-testid="analysis-download"
                  onClick={() => onOpen(withQuery(paths.fastqDownload, { orderNo: row.downloadPath }))}
                >
                  下载结果
                </Button>
              )}
              <Button
                size="small"
                data-testid="analysis-reorder"
                onClick={() => onOpen(withQuery(paths.bioanalytical, { reorder: row.id }))}
              >
                再次分析
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** /data_center (spec part 2 section 2.11): delivered data and analysis records, with bulk analysis. */
export function DataCentrePage() {
  return <MemberPage title="数据中心">{(memberId) => <DataCentre memberId={memberId} />}</MemberPage>;
}
