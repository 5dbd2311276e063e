import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { LegalTextTypeValue } from '@seqportal/contract';
import dayjs from 'dayjs';
import { useLegalText } from '../api/get-legal-text';

export interface LegalTextViewProps {
  type: LegalTextTypeValue;
  /** In a layer the text scrolls inside the dialog; on a page it flows with the page. */
  scrollable?: boolean;
  /** Pages show the title as their heading; layers already have it in the dialog title. */
  showTitle?: boolean;
}

/**
 * One legal text as the API serves it. The HTML was sanitised by the server when staff saved it (only layout
 * tags, no scripts, styles, images or event handlers), so it is rendered as it is.
 */
export function LegalTextView({ type, scrollable = false, showTitle = false }: LegalTextViewProps) {
  const text = useLegalText(type);
  if (text.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} data-testid="legal-text-loading">
        <CircularProgress size={28} />
      </Box>
    );
  }
  // An answer without a text (an API older than the content module) is shown like a failure, never as blank.
  if (text.isError || !text.data) {
    return (
      <Alert
        severity="error"
        data-testid="legal-text-error"
        action={
          <Button color="inherit" size="small" onClick={() => void text.refetch()}>
            重试
          </Button>
        }
      >
        条款加载失败，请稍后重试
      </Alert>
    );
  }
  const { title, html, version, updatedAt } = text.data;
  return (
    <Box data-testid={`legal-text-${type}`}>
      {showTitle && (
        <Typography component="h1" sx={{ fontSize: { xs: 20, sm: 24 }, fontWeight: 600, textAlign: 'center', mb: 1 }}>
          {title}
        </Typography>
      )}
      <Typography sx={{ fontSize: 12, color: 'text.secondary', textAlign: showTitle ? 'center' : 'left', mb: 1.5 }}>
        版本 {version} · 更新日期 {dayjs(updatedAt).format('YYYY-MM-DD')}
      </Typography>
      <Box
        className="legal-html"
        dangerouslySetInnerHTML={{ __html: html }}
        sx={{
          ...(scrollable && { maxHeight: { xs: '55vh', sm: 420 }, overflowY: 'auto', pr: 1 }),
          fontSize: 14,
          lineHeight: 1.8,
          color: 'text.primary',
          overflowWrap: 'anywhere',
          '& h3': { fontSize: 15, fontWeight: 600, mt: 2, mb: 0.5 },
          '& p': { my: 0.75 },
          '& ol, & ul': { pl: 3, my: 0.5 },
          '& li': { mb: 0.25 },
        }}
      />
    </Box>
  );
}
