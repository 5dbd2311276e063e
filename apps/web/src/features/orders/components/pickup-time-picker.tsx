import AccessTimeIcon from '@mui/icons-material/AccessTime';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { pickupHourOptions, type PickupDayOption } from '@seqportal/contract';
import { useState } from 'react';

export const PICKUP_HINT = '下午5点前上门取样';
export const SAME_DAY_CUTOFF_HINT = '当天16点后下单，将于次日上门取样';
export const NO_HOURS_LEFT_TODAY = '今天已无可预约的取样时间，请选择明天';

export interface PickupTimePickerProps {
  /** 'YYYY-MM-DD HH:mm' or null. */
  value: string | null;
  onChange: (value: string) => void;
  now: Date;
}

function hasOpenHour(day: PickupDayOption): boolean {
  return day.hours.some((hour) => hour.enabled);
}

/** 'YYYY-MM-DD HH:mm' → its date and hour, to mark the chosen button even after the minute moved on. */
function chosen(value: string | null): { date: string; hour: number } | null {
  const match = value ? /^(\d{4}-\d{2}-\d{2}) (\d{2}):/.exec(value) : null;
  return match ? { date: match[1]!, hour: Number(match[2]) } : null;
}

/**
 * The two-day pickup picker of spec part 1 section 5: today and tomorrow, every hour shown with the current
 * minute; hours at or before 7, after 16, and today's hours at or before the current one are disabled, and
 * clicking them does nothing. It opens on tomorrow when today has no hour left.
 */
export function PickupTimePicker({ value, onChange, now }: PickupTimePickerProps) {
  const days = pickupHourOptions(now);
  const [dayIndex, setDayIndex] = useState(() => (hasOpenHour(days[0]!) ? 0 : 1));
  const day = days[dayIndex] ?? days[0]!;
  const selected = chosen(value);

  return (
    <Box data-testid="pickup-picker">
      <Tabs
        value={dayIndex}
        onChange={(_event, next: number) => setDayIndex(next)}
        sx={{ minHeight: 36, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minHeight: 36, py: 0.5 } }}
      >
        {days.map((option, index) => (
          <Tab
            key={option.date}
            value={index}
            label={`${option.label} ${option.date.slice(5)}`}
            data-testid={`pickup-day-${index}`}
          />
        ))}
      </Tabs>
      {!hasOpenHour(day) && (
        <Typography sx={{ mt: 1.5, fontSize: 13, color: 'warning.dark' }} data-testid="pickup-none-left">
          {NO_HOURS_LEFT_TODAY}
        </Typography>
      )}
      <Box
        role="group"
        aria-label={`${day.label}可选时间`}
        sx={{ mt: 1.5, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))', gap: 1 }}
      >
        {day.hours.map((hour) => {
          const isSelected = selected !== null && selected.date === day.date && selected.hour === hour.hour;
          const label = hour.value.slice(11);
          return (
            <Button
              key={hour.hour}
              size="small"
              variant={isSelected ? 'contained' : 'outlined'}
              disabled={!hour.enabled}
              aria-pressed={isSelected}
              data-testid="pickup-hour"
              data-hour={hour.hour}
              onClick={() => {
                if (hour.enabled) onChange(hour.value);
              }}
              sx={{
                minWidth: 0,
                px: 0.5,
                fontVariantNumeric: 'tabular-nums',
                fontWeight: isSelected ? 700 : 500,
                '&.Mui-disabled': { borderColor: 'divider', bgcolor: 'surface.subtle' },
              }}
            >
              {label}
            </Button>
          );
        })}
      </Box>
      <Box sx={{ mt: 1.5, display: 'flex', alignItems: 'flex-start', gap: 0.75, color: 'text.secondary' }}>
        <AccessTimeIcon sx={{ fontSize: 16, mt: '2px' }} />
        <Typography sx={{ fontSize: 13 }}>
          {PICKUP_HINT}；{SAME_DAY_CUTOFF_HINT}。
          {value && (
            <Box component="span" data-testid="pickup-chosen" sx={{ ml: 1, color: 'primary.main', fontWeight: 600 }}>
              已选：{value}
            </Box>
          )}
        </Typography>
      </Box>
    </Box>
  );
}
