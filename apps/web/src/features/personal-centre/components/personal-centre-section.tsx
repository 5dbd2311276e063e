import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useNarrowMode } from '@/lib/use-narrow-mode';
import { PersonalCentreMenu } from './personal-centre-menu';

export interface PersonalCentreLayoutProps {
  /** The menu entry to mark as the page shown (a path of PERSONAL_CENTRE_MENU). */
  menuEntry: string;
  children: ReactNode;
}

/** The personal centre's page: its left menu (a row above the content on narrow screens) beside the content. */
export function PersonalCentreLayout({ menuEntry, children }: PersonalCentreLayoutProps) {
  const narrow = useNarrowMode();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 }, pb: 6 }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: narrow ? '1fr' : '200px minmax(0, 1fr)',
          gap: 2,
          alignItems: 'start',
        }}
      >
        <PersonalCentreMenu current={menuEntry} narrow={narrow} />
        {children}
      </Box>
    </Container>
  );
}

export interface SectionLoadError {
  message: string;
  onRetry: () => void;
  testId?: string;
}

export interface PersonalCentreSectionProps {
  menuEntry: string;
  title: string;
  /** Buttons at the heading's end (e.g. 新增地址). */
  actions?: ReactNode;
  /** While true a skeleton stands in for the children. */
  loading?: boolean;
  skeletonHeight?: number;
  loadingTestId?: string;
  /** When set an alert with 重试 stands in for the children (before the loading state). */
  error?: SectionLoadError | null;
  children?: ReactNode;
}

/**
 * One personal-centre section: the layout with a card holding the section's heading, and below it the children, or
 * the loading skeleton, or the load failure with a retry.
 */
export function PersonalCentreSection({
  menuEntry,
  title,
  actions,
  loading = false,
  skeletonHeight = 220,
  loadingTestId,
  error = null,
  children,
}: PersonalCentreSectionProps) {
  let body = children;
  if (error) body = <LoadFailure error={error} />;
  else if (loading) body = <Skeleton variant="rounded" height={skeletonHeight} data-testid={loadingTestId} />;

  return (
    <PersonalCentreLayout menuEntry={menuEntry}>
      <Paper variant="outlined" sx={{ borderRadius: 2, p: { xs: 2, md: 3 }, minWidth: 0 }}>
        {actions ? (
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
            <Typography component="h1" sx={{ fontSize: 18, fontWeight: 600 }}>
              {title}
            </Typography>
            {actions}
          </Box>
        ) : (
          <Typography component="h1" sx={{ fontSize: 18, fontWeight: 600, mb: 2 }}>
            {title}
          </Typography>
        )}
        {body}
      </Paper>
    </PersonalCentreLayout>
  );
}

function LoadFailure({ error }: { error: SectionLoadError }) {
  return (
    <Alert
      severity="error"
      data-testid={error.testId}
      action={
        <Button color="inherit" size="small" onClick={error.onRetry}>
          重试
        </Button>
      }
    >
      {error.message}
    </Alert>
  );
}
