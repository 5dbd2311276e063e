import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '@/app/theme';
import { DateRangePicker, toEnterTime } from '@/components/date-range';
import { NotifierHost } from '@/components/notifier-host';
import { EXTERNAL_NEW_TAB, IN_APP_NEW_TAB } from '@/lib/new-tab';
import { notifier } from '@/lib/notifier';

/**
 * Shared components on their own (e2e/harness/components.html, served by Vite): the browser test opens them to
 * check them in Chromium and take their screenshots without starting the API.
 */
function Harness() {
  const [range, setRange] = useState({ start: '2026-01-05', end: '' });
  const [acknowledged, setAcknowledged] = useState(false);
  return (
    <Box sx={{ p: 3, display: 'grid', gap: 2, maxWidth: 520 }}>
      <DateRangePicker value={range} onChange={setRange} testId="harness-range" />
      <Box data-testid="harness-enter-time">{toEnterTime(range) ?? '（全部）'}</Box>
      <Button
        variant="outlined"
        data-testid="harness-error-list"
        onClick={() =>
          notifier.errorList({
            title: '还有3处需要修改',
            messages: [
              '文库 第1行：物种不能为空',
              '子文库 第2行：i7 index格式不正确',
              '子文库 第2行：i5 index不能少于6位',
            ],
            okLabel: '去修改',
            onOk: () => setAcknowledged(true),
          })
        }
      >
        打开错误列表
      </Button>
      <Box data-testid="harness-acknowledged">{acknowledged ? '已确认' : ''}</Box>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <a href="/e2e/harness/components.html?tab=in-app" data-testid="harness-in-app-tab" {...IN_APP_NEW_TAB}>
          站内新标签页
        </a>
        <a href="/e2e/harness/components.html?tab=external" data-testid="harness-external-tab" {...EXTERNAL_NEW_TAB}>
          站外新标签页
        </a>
      </Box>
      <NotifierHost />
    </Box>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <MemoryRouter>
        <Harness />
      </MemoryRouter>
    </ThemeProvider>
  </StrictMode>,
);
