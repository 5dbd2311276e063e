import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { zhCN } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { DateRange } from './date-range';

const FORMAT = 'YYYY-MM-DD';
// Chinese calendar headers read 2026年1月, not dayjs's "一月 2026".
const HEADER_FORMAT = 'YYYY年M月';
const localeText = zhCN.components.MuiLocalizationProvider.defaultProps.localeText;

export interface DateRangePickerProps {
  value: DateRange;
  onChange: (next: DateRange) => void;
  startLabel?: string;
  endLabel?: string;
  /** Prefix of the data-testid of the two fields: `${testId}-start` and `${testId}-end`. */
  testId?: string;
  disabled?: boolean;
}

function toDay(value: string): Dayjs | null {
  if (value === '') return null;
  const day = dayjs(value);
  return day.isValid() ? day : null;
}

// The text field's slot props do not declare data attributes; spread, they reach its root element.
const testIdOf = (id: string): Record<string, string> => ({ 'data-testid': id });

/** A half-typed or invalid date counts as an open end, so it never reaches a query. */
function fromDay(day: Dayjs | null): string {
  return day && day.isValid() ? day.format(FORMAT) : '';
}

/**
 * One date range for every page of the user centre (sample centre, workbench, billing, data centre): two
 * zh-CN date pickers from @mui/x-date-pickers (the community edition has no single range picker), each
 * clearable so either end can be left open, and each calendar limited by the other end so a reversed range
 * cannot be clicked. The day view always shows 6 weeks (42 cells, spec part 1 section 9). What an open end
 * means is the caller's: see toEnterTime and toBoundParams.
 */
export function DateRangePicker({
  value,
  onChange,
  startLabel = '开始日期',
  endLabel = '结束日期',
  testId = 'date-range',
  disabled,
}: DateRangePickerProps) {
  const start = toDay(value.start);
  const end = toDay(value.end);
  const common = {
    format: FORMAT,
    disabled,
    fixedWeekNumber: 6,
    showDaysOutsideCurrentMonth: true,
    yearsPerRow: 4 as const,
    // 390 px screens: the two fields wrap under each other rather than overflow.
    sx: { width: { xs: '100%', sm: 190 } },
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="zh-cn" localeText={localeText}>
      <Box
        data-testid={testId}
        sx={{ display: 'flex', flexWrap: { xs: 'wrap', sm: 'nowrap' }, alignItems: 'center', gap: 1 }}
      >
        <DatePicker
          {...common}
          label={startLabel}
          value={start}
          maxDate={end ?? undefined}
          referenceDate={end ?? undefined}
          onChange={(day) => onChange({ ...value, start: fromDay(day) })}
          slotProps={{
            field: { clearable: true },
            calendarHeader: { format: HEADER_FORMAT },
            textField: { size: 'small', ...testIdOf(`${testId}-start`) },
          }}
        />
        <Box sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'block' } }}>~</Box>
        <DatePicker
          {...common}
          label={endLabel}
          value={end}
          minDate={start ?? undefined}
          // An empty end opens on the start's month, where the customer is most likely to end the range.
          referenceDate={start ?? undefined}
          onChange={(day) => onChange({ ...value, end: fromDay(day) })}
          slotProps={{
            field: { clearable: true },
            calendarHeader: { format: HEADER_FORMAT },
            textField: { size: 'small', ...testIdOf(`${testId}-end`) },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
