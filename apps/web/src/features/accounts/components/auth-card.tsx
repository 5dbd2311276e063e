import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The main button of these forms; disabled it stays legible (the theme's default is nearly invisible on white). */
export const SUBMIT_BUTTON_SX = {
  py: 1.1,
  '&.Mui-disabled': { bgcolor: 'control.disabledButton', color: 'common.white' },
} as const;

export interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the login and registration pages: a centred card on a calm band, full width on phones. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Box
      sx={{
        background: ({ palette }) =>
          `linear-gradient(160deg, ${palette.brand.authStart} 0%, ${palette.background.default} 55%, ${palette.brand.authEnd} 100%)`,
        py: { xs: 2, sm: 6 },
      }}
    >
      <Container maxWidth="sm" sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Paper variant="outlined" sx={{ maxWidth: 440, mx: 'auto', borderRadius: 2, p: { xs: 2.5, sm: 4 } }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 600, textAlign: 'center' }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography sx={{ mt: 0.75, color: 'text.secondary', fontSize: 13, textAlign: 'center' }}>
              {subtitle}
            </Typography>
          )}
          <Box sx={{ mt: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>{children}</Box>
          {footer && <Box sx={{ mt: 2.5, textAlign: 'center', fontSize: 14, color: 'text.secondary' }}>{footer}</Box>}
        </Paper>
      </Container>
    </Box>
  );
}
