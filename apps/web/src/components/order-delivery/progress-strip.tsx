import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { SAMPLE_PROGRESS_LABELS, SAMPLE_PROGRESS_STEPS, type OrderSampleScheduleItem } from '@seqportal/contract';
import { formatBusinessTime } from '@/lib/business-time';

export type StepState = 'done' | 'partial' | 'pending';

export interface StripStep {
  key: string;
  name: string;
  state: StepState;
  /** "3/5": samples that reached the step out of all. */
  schedule: string;
  date: string;
}

function counts(schedule: string): { reached: number; total: number } | null {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(schedule);
  return match ? { reached: Number(match[1]), total: Number(match[2]) } : null;
}

/** Maps GetOrderSampleSch's desc/schedule/date to the strip's name/status/scheduleTime (spec part 1 section 3). */
export function toStripSteps(list: readonly OrderSampleScheduleItem[]): StripStep[] {
  const byStep = new Map(list.map((item) => [item.step, item]));
  // The six steps always show, in order, even when the API leaves a step out.
  return SAMPLE_PROGRESS_STEPS.map((step) => {
    const item = byStep.get(step);
    const count = item ? counts(item.schedule) : null;
    let state: StepState = 'pending';
    if (count && count.total > 0 && count.reached >= count.total) state = 'done';
    else if (count && count.reached > 0) state = 'partial';
    else if (!count && item?.date) state = 'done';
    return {
      key: step,
      name: item?.desc || SAMPLE_PROGRESS_LABELS[step],
      state,
      schedule: item?.schedule ?? '',
      date: formatBusinessTime(item?.date, 'MM-DD HH:mm'),
    };
  });
}

const DOT_SIZE = 28;

/** Six steps in a row: a check when every sample reached the step, a half-filled dot while some have. */
export function ProgressStrip({ steps }: { steps: readonly StripStep[] }) {
  return (
    <Box
      component="ol"
      data-testid="progress-strip"
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(${steps.length}, minmax(0, 1fr))`,
        m: 0,
        p: 0,
        listStyle: 'none',
      }}
    >
      {steps.map((step, index) => (
        <Box
          component="li"
          key={step.key}
          data-testid={`progress-step-${step.key}`}
          data-state={step.state}
          aria-label={`${step.name}${step.schedule ? ` ${step.schedule}` : ''}`}
          sx={{ position: 'relative', textAlign: 'center', px: 0.5 }}
        >
          {index > 0 && (
            <Box
              aria-hidden
              sx={{
                position: 'absolute',
                top: DOT_SIZE / 2 - 1,
                right: `calc(50% + ${DOT_SIZE / 2 + 4}px)`,
                left: `calc(-50% + ${DOT_SIZE / 2 + 4}px)`,
                height: 2,
                bgcolor: step.state === 'pending' ? 'divider' : 'secondary.main',
              }}
            />
          )}
          <Box
            sx={{
              width: DOT_SIZE,
              height: DOT_SIZE,
              mx: 'auto',
              borderRadius: '50%',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: 13,
              fontWeight: 600,
              transition: 'background-color 300ms, color 300ms',
              ...(step.state === 'done' && { bgcolor: 'secondary.main', color: 'common.white' }),
              ...(step.state === 'partial' && {
                color: 'secondary.dark',
                background: (theme) =>
                  `linear-gradient(90deg, ${alpha(theme.palette.brand.teal, 0.35)} 50%, ${theme.palette.common.white} 50%)`,
                border: 2,
                borderColor: 'secondary.main',
              }),
              ...(step.state === 'pending' && {
                color: 'text.disabled',
                border: 2,
                borderColor: 'divider',
                bgcolor: 'common.white',
              }),
            }}
          >
            {step.state === 'done' ? <CheckIcon sx={{ fontSize: 18 }} /> : index + 1}
          </Box>
          <Box
            sx={{
              mt: 0.75,
              fontSize: 14,
              fontWeight: step.state === 'pending' ? 400 : 600,
              color: step.state === 'pending' ? 'text.secondary' : 'text.primary',
            }}
          >
            {step.name}
          </Box>
          <Box sx={{ fontSize: 12, color: 'text.secondary', minHeight: 18 }} data-testid="progress-step-schedule">
            {step.schedule}
          </Box>
          <Box sx={{ fontSize: 12, color: 'text.secondary', minHeight: 18 }}>{step.date}</Box>
        </Box>
      ))}
    </Box>
  );
}
