import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** "① 验证原手机号 ② 绑定新手机号": where a two-step layer stands. */
export function StepHeader({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <Box component="ol" aria-label="步骤" sx={{ display: 'flex', gap: 2, p: 0, m: 0, mb: 2, listStyle: 'none' }}>
      {steps.map((step, index) => {
        const active = index === current;
        return (
          <Box
            component="li"
            key={step}
            aria-current={active ? 'step' : undefined}
            data-testid={active ? 'step-current' : undefined}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}
          >
            <Box
              sx={{
                width: 22,
                height: 22,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontSize: 12,
                flexShrink: 0,
                color: index <= current ? 'common.white' : 'text.secondary',
                bgcolor: index <= current ? 'primary.main' : 'action.disabledBackground',
              }}
            >
              {index + 1}
            </Box>
            <Typography sx={{ fontSize: 13, fontWeight: active ? 600 : 400 }}>{step}</Typography>
          </Box>
        );
      })}
    </Box>
  );
}
