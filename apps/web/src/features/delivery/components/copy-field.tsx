import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { copyText } from '@/lib/copy-text';

export interface CopyFieldProps {
  label: string;
  value: string;
  /** Long values (the authorization code) wrap over several lines instead of being cut. */
  multiline?: boolean;
  testId: string;
}

/** A read-only credential line with its own copy button; copying says 复制成功. */
export function CopyField({ label, value, multiline = false, testId }: CopyFieldProps) {
  return (
    <Box
      data-testid={testId}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '120px 1fr auto' },
        alignItems: 'center',
        gap: 1,
        py: 0.75,
      }}
    >
      <Box sx={{ fontSize: 13, color: 'text.secondary' }}>{label}</Box>
      <Box
        data-testid={`${testId}-value`}
        sx={{
          fontFamily: 'monospace',
          fontSize: 13,
          px: 1.25,
          py: 0.75,
          bgcolor: 'background.default',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          minWidth: 0,
          wordBreak: 'break-all',
          ...(multiline
            ? { maxHeight: 120, overflowY: 'auto' }
            : { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }),
          userSelect: 'all',
        }}
        title={multiline ? undefined : value}
      >
        {value}
      </Box>
      <Button
        size="small"
        variant="outlined"
        startIcon={<ContentCopyIcon sx={{ fontSize: 16 }} />}
        onClick={() => void copyText(value)}
        aria-label={`复制${label}`}
        data-testid={`${testId}-copy`}
      >
        复制
      </Button>
    </Box>
  );
}
