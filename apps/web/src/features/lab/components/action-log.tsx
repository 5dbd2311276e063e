import Box from '@mui/material/Box';
import { BUSINESS_TIME_ZONE } from '@seqportal/contract';

export interface LogEntry {
  id: number;
  at: Date;
  ok: boolean;
  text: string;
}

// In the business time zone like every other time on the bench, whatever the workstation's clock is set to.
const timeFormat = new Intl.DateTimeFormat('zh-CN', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
  timeZone: BUSINESS_TIME_ZONE,
});

/** What this bench did in this session, newest first, so a busy operator can check that a click took effect. */
export function ActionLog({ entries }: { entries: readonly LogEntry[] }) {
  return (
    <Box component="ol" data-testid="lab-log" sx={{ m: 0, p: 0, listStyle: 'none', fontSize: 13 }}>
      {entries.length === 0 && (
        <Box component="li" sx={{ color: 'text.secondary' }}>
          暂无操作
        </Box>
      )}
      {entries.map((entry) => (
        <Box
          component="li"
          key={entry.id}
          data-testid="lab-log-entry"
          sx={{
            display: 'flex',
            gap: 1,
            py: 0.5,
            borderBottom: 1,
            borderColor: 'divider',
            color: entry.ok ? 'text.primary' : 'error.main',
          }}
        >
          <Box component="span" sx={{ color: 'text.secondary', fontFamily: 'monospace', flexShrink: 0 }}>
            {timeFormat.format(entry.at)}
          </Box>
          <span>{entry.ok ? '✓' : '✗'}</span>
          <Box component="span" sx={{ wordBreak: 'break-all' }}>
            {entry.text}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
