import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OrderSampleScheduleResponse } from '@seqportal/contract';
import { formatOrderTime } from '../lib/order-view';

/**
 * The order's sample progress as GetOrderSampleSch reports it (sent, received, QC done, on machine, off machine,
 * sequencing done): each step with how many samples reached it and when. Steps no sample reached are greyed.
 * Before any sample is registered there is nothing to follow, and six boxes of 0/0 would only look broken.
 */
export function SampleProgressStrip({ schedule }: { schedule: OrderSampleScheduleResponse }) {
  if (schedule.list.length === 0 || schedule.totalNum === 0) return null;
  return (
    <Box data-testid="sample-progress" sx={{ mt: 2.5, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography sx={{ fontSize: 14, fontWeight: 600, mb: 1.5 }}>
        样本进度
        <Box component="span" sx={{ ml: 1, fontWeight: 400, fontSize: 13, color: 'text.secondary' }}>
          共 {schedule.totalNum} 个样本
        </Box>
      </Typography>
      <Box
        sx={{
          display: 'grid',
          // A phone shows the six steps as two rows of three rather than a row that runs off the screen.
          gridTemplateColumns: {
            xs: 'repeat(3, minmax(0, 1fr))',
            sm: `repeat(${schedule.list.length}, minmax(96px, 1fr))`,
          },
          gap: 1,
        }}
      >
        {schedule.list.map((item) => {
          const reached = item.date !== null;
          return (
            <Box
              key={item.step}
              data-testid="sample-progress-step"
              sx={{
                p: { xs: 0.75, sm: 1.25 },
                minWidth: 0,
                borderRadius: 1.5,
                textAlign: 'center',
                border: 1,
                borderColor: reached ? 'secondary.light' : 'divider',
                bgcolor: reached ? 'surface.reachedStep' : 'surface.subtle',
              }}
            >
              <Typography sx={{ fontSize: 13, fontWeight: 600, color: reached ? 'secondary.dark' : 'text.secondary' }}>
                {item.desc}
              </Typography>
              <Typography sx={{ fontSize: 16, fontWeight: 700, mt: 0.25 }}>{item.schedule}</Typography>
              <Typography sx={{ fontSize: 11, color: 'text.secondary', mt: 0.25, minHeight: 16 }}>
                {item.date ? <StepTime time={formatOrderTime(item.date).slice(0, 16)} /> : '—'}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

/** Date and time; on a phone the time goes under the date so that a step of a third of the width holds both. */
function StepTime({ time }: { time: string }) {
  const [date, clock] = time.split(' ');
  return (
    <>
      {date}
      <Box component="span" sx={{ display: { xs: 'block', sm: 'inline' } }}>
        {clock ? ` ${clock}` : ''}
      </Box>
    </>
  );
}
