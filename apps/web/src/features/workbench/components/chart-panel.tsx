import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  DATE_RANGE_MESSAGES,
  CHART_PERIOD_LABELS,
  ChartPeriod,
  DEFAULT_CHART_PERIOD,
  type ChartPeriodValue,
  type ChartQuery,
} from '@seqportal/contract';
import { useState } from 'react';
import { DateRangePicker } from '@/components/date-range';
import { useChart } from '../api/get-chart';
import { WorkbenchPanel } from './workbench-panel';

/** The spec's texts of a bad custom range (part 2 section 5), checked here before asking the server. */
export const END_BEFORE_START = DATE_RANGE_MESSAGES.endBeforeStart;
export const DATE_INVALID = DATE_RANGE_MESSAGES.invalid;

const PERIOD_ORDER: ChartPeriodValue[] = [ChartPeriod.Week, ChartPeriod.Month, ChartPeriod.Year, ChartPeriod.Custom];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Kept in the accessibility tree, invisible on screen. Sizes in px: in sx a bare 1 means 100%. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The custom range as enterTime, or the message to show. */
export function customEnterTime(start: string, end: string): { enterTime: string } | { error: string } {
  if (!DATE.test(start) || !DATE.test(end)) return { error: DATE_INVALID };
  if (end < start) return { error: END_BEFORE_START };
  return { enterTime: `${start}~${end}` };
}

/** Axis label of a bucket: MM-DD per day; YYYY-MM per month (year view and long ranges). */
function label(date: string, monthly: boolean): string {
  return monthly ? date.slice(0, 7) : date.slice(5);
}

/** 数据报表: orders and samples per date, week (default), month, year or a custom range. */
export function ChartPanel({ memberId }: { memberId: number }) {
  const theme = useTheme();
  const [query, setQuery] = useState<ChartQuery>({ type: DEFAULT_CHART_PERIOD });
  const [period, setPeriod] = useState<ChartPeriodValue>(DEFAULT_CHART_PERIOD);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [rangeError, setRangeError] = useState<string | null>(null);
  const chart = useChart(memberId, query);
  const rows = chart.data ?? [];
  const monthly = rows.length > 1 && rows.every((row) => row.date.endsWith('-01')) && query.type !== ChartPeriod.Week;

  const choose = (value: ChartPeriodValue | null) => {
    if (value === null) return;
    setPeriod(value);
    setRangeError(null);
    if (value !== ChartPeriod.Custom) setQuery({ type: value });
  };
  const applyRange = () => {
    const result = customEnterTime(start, end);
    if ('error' in result) {
      setRangeError(result.error);
      return;
    }
    setRangeError(null);
    setQuery({ type: ChartPeriod.Custom, enterTime: result.enterTime });
  };

  return (
    <WorkbenchPanel
      title="数据报表"
      testId="chart-panel"
      state={{ ...chart, isError: chart.isError && !chart.data }}
      empty={false}
      action={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={period}
          onChange={(_event, value: ChartPeriodValue | null) => choose(value)}
          aria-label="统计周期"
        >
          {PERIOD_ORDER.map((value) => (
            <ToggleButton key={value} value={value} sx={{ px: 1.25, py: 0.25 }}>
              {CHART_PERIOD_LABELS[value]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      }
    >
      {period === ChartPeriod.Custom && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
          <DateRangePicker
            value={{ start, end }}
            onChange={(next) => {
              setStart(next.start);
              setEnd(next.end);
            }}
            testId="chart-date"
          />
          <Button variant="contained" size="small" onClick={applyRange}>
            查询
          </Button>
        </Box>
      )}
      {rangeError && (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="chart-range-error">
          {rangeError === END_BEFORE_START ? `${END_BEFORE_START}，${DATE_INVALID}` : rangeError}
        </Alert>
      )}
      {rows.length === 0 ? (
        <Box sx={{ py: 3, textAlign: 'center', color: 'text.secondary', fontSize: 14 }}>暂无数据</Box>
      ) : (
        <>
          <Box sx={{ width: '100%', minWidth: 0 }} aria-hidden="true">
            <BarChart
              height={260}
              xAxis={[{ scaleType: 'band', data: rows.map((row) => label(row.date, monthly)) }]}
              series={[
                { data: rows.map((row) => row.orderCount), label: '订单数', color: theme.palette.chart.orderCount },
                { data: rows.map((row) => row.sampleCount), label: '样本数', color: theme.palette.chart.sampleCount },
              ]}
              margin={{ left: 8, right: 8 }}
            />
          </Box>
          {/* The numbers for screen readers (the drawing is hidden from them). The clip sits on a wrapper: a
              table ignores width: 1px and would widen a phone page. */}
          <Box sx={visuallyHidden}>
            <table data-testid="chart-table">
              <caption>订单与样本数量</caption>
              <thead>
                <tr>
                  <th>日期</th>
                  <th>订单数</th>
                  <th>样本数</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.date}>
                    <td>{row.date}</td>
                    <td>{row.orderCount}</td>
                    <td>{row.sampleCount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Box>
        </>
      )}
    </WorkbenchPanel>
  );
}
