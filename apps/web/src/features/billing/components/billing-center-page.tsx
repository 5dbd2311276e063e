import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import {
  DATE_RANGE_MESSAGES,
  BILLING_DETAIL_FILTER_LABELS,
  BILLING_REPORT_PAGE_SIZE,
  BillingDetailFilter,
  type BillingDetailFilterValue,
} from '@seqportal/contract';
import { useState } from 'react';
import { CountedPagination } from '@/components/counted-pagination';
import { DateRangePicker } from '@/components/date-range';
import { LabelledTabs } from '@/components/labelled-tabs';
import { MemberPage } from '@/components/member-page';
import { notifier } from '@/lib/notifier';
import { useBillingContracts } from '../api/get-billing-contracts';
import { useBillingOverview } from '../api/get-billing-overview';
import { useBillingReport } from '../api/get-billing-report';
import { useBuyPie } from '../api/get-buy-pie';
import { useOrderDetail } from '../api/get-order-detail';
import { useOrderPie } from '../api/get-order-pie';
import { useExportBillingReport } from '../api/export-billing-report';
import { rangeProblem, toReportWindow, toWindowQuery, type BillingFilters } from '../lib/billing-window';
import { BillingPies, ContractChips, LoadFailed, OverviewCards, Section } from './billing-sections';
import { DetailTable, ReportTable } from './billing-tables';
import { StatementsSection } from './statements-section';

/** Tab order of the detail filter: all, in progress, completed (the server numbers them 0, 2, 1). */
const DETAIL_TABS: readonly BillingDetailFilterValue[] = [
  BillingDetailFilter.All,
  BillingDetailFilter.InProgress,
  BillingDetailFilter.Completed,
];

function DateRange({ filters, onApply }: { filters: BillingFilters; onApply: (next: BillingFilters) => void }) {
  const [beginTime, setBegin] = useState(filters.beginTime);
  const [endTime, setEnd] = useState(filters.endTime);
  const apply = () => {
    const problem = rangeProblem(beginTime, endTime);
    if (problem) {
      notifier.dialog({ title: problem, message: DATE_RANGE_MESSAGES.invalid });
      return;
    }
    onApply({ ...filters, beginTime, endTime });
  };
  const all = () => {
    setBegin('');
    setEnd('');
    onApply({ ...filters, beginTime: '', endTime: '' });
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mt: 2 }}>
      <DateRangePicker
        value={{ start: beginTime, end: endTime }}
        onChange={(next) => {
          setBegin(next.start);
          setEnd(next.end);
        }}
        testId="billing-date"
      />
      <Button variant="contained" onClick={apply} data-testid="billing-apply">
        查询
      </Button>
      <Button
        variant={filters.beginTime || filters.endTime ? 'outlined' : 'text'}
        onClick={all}
        data-testid="billing-all"
      >
        全部
      </Button>
    </Box>
  );
}

function BillingCenter({ memberId }: { memberId: number }) {
  const [filters, setFilters] = useState<BillingFilters>({ contractId: null, beginTime: '', endTime: '' });
  const [detailType, setDetailType] = useState<BillingDetailFilterValue>(BillingDetailFilter.All);
  const [page, setPage] = useState(1);
  const window = toWindowQuery(filters);
  const contracts = useBillingContracts(memberId);
  const overview = useBillingOverview(memberId, window);
  const buyPie = useBuyPie(memberId, window);
  const orderPie = useOrderPie(memberId, window);
  const detail = useOrderDetail(memberId, { ...window, type: detailType });
  const report = useBillingReport(memberId, { ...toReportWindow(filters), page, pageSize: BILLING_REPORT_PAGE_SIZE });
  const exporter = useExportBillingReport();

  const applyFilters = (next: BillingFilters) => {
    setFilters(next);
    setPage(1);
  };

  const exportReport = () => {
    // Opened in the click itself: a tab opened after the request returns would be taken for a pop-up and blocked.
    const tab = globalThis.open('', '_blank');
    exporter.mutate(toReportWindow(filters), {
      onSuccess: (answer) => {
        if (!answer?.url) {
          tab?.close();
          return;
        }
        if (tab) tab.location.href = answer.url;
        else globalThis.open(answer.url, '_blank', 'noopener');
        notifier.success('正在下载...');
      },
      onError: () => tab?.close(),
    });
  };

  const pageCount = report.data ? Math.max(1, Math.ceil(report.data.totalCount / BILLING_REPORT_PAGE_SIZE)) : 1;

  return (
    <>
      <Section title="合同">
        {contracts.isPending ? (
          <Skeleton width={240} height={32} />
        ) : contracts.isError ? (
          <LoadFailed what="合同列表" onRetry={() => void contracts.refetch()} />
        ) : (
          <ContractChips
            contracts={contracts.data}
            selected={filters.contractId}
            onSelect={(contractId) => applyFilters({ ...filters, contractId })}
          />
        )}
        <DateRange key={`${filters.beginTime}~${filters.endTime}`} filters={filters} onApply={applyFilters} />
      </Section>
      <Section title="费用概览">
        {overview.isError ? (
          <LoadFailed what="费用概览" onRetry={() => void overview.refetch()} />
        ) : (
          <OverviewCards overview={overview.data} />
        )}
      </Section>
      <Section title="统计">
        {buyPie.isError || orderPie.isError ? (
          <LoadFailed what="统计图" onRetry={() => void Promise.all([buyPie.refetch(), orderPie.refetch()])} />
        ) : (
          <BillingPies buy={buyPie} orders={orderPie} />
        )}
      </Section>
      <Section title="账单明细">
        <LabelledTabs
          value={detailType}
          values={DETAIL_TABS}
          labels={BILLING_DETAIL_FILTER_LABELS}
          onChange={setDetailType}
          testIdPrefix="detail-tab"
          sx={{ mb: 1.5 }}
        />
        {detail.isError ? (
          <LoadFailed what="账单明细" onRetry={() => void detail.refetch()} />
        ) : (
          <DetailTable rows={detail.data} loading={detail.isPending} />
        )}
      </Section>
      <Section
        title="账单报表"
        action={
          <Button
            size="small"
            variant="outlined"
            startIcon={<FileDownloadOutlinedIcon />}
            onClick={exportReport}
            disabled={exporter.isPending}
            data-testid="billing-export"
          >
            {exporter.isPending ? '导出中…' : '导出'}
          </Button>
        }
      >
        {report.isError ? (
          <LoadFailed what="账单报表" onRetry={() => void report.refetch()} />
        ) : (
          <ReportTable rows={report.data?.list} loading={report.isPending} />
        )}
        {report.data && report.data.totalCount > 0 && (
          <CountedPagination
            totalCount={report.data.totalCount}
            pageCount={pageCount}
            page={page}
            onChange={setPage}
            testId="billing-report-pagination"
          />
        )}
      </Section>
      <StatementsSection memberId={memberId} contractId={filters.contractId} />
    </>
  );
}

/** /billing_center (spec part 2 section 2.10): bills by contract and date range, with the report and its export. */
export function BillingCenterPage() {
  return <MemberPage title="账单中心">{(memberId) => <BillingCenter memberId={memberId} />}</MemberPage>;
}
