import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { downloadPrintPdf, ORDER_NOT_FOUND_TEXT, type PrintPdfRoute } from '../api/download-print-pdf';

/** Marks what the printout leaves out (the toolbar, hints). */
export const PRINT_HIDE = { 'data-print-hide': true } as const;
/** Marks a block that starts a new sheet of paper when printed. */
export const PRINT_BREAK = { 'data-print-break': true } as const;

/**
 * The printout is the document alone on A4: the toolbar is hidden, the sheet loses its card look and its
 * horizontal scroller (which would clip wide tables), table headers repeat on each page and rows are not split.
 */
const printStyles = (
  <GlobalStyles
    styles={(theme) => ({
      '@page': { size: 'A4', margin: '12mm 10mm' },
      '@media print': {
        'html, body': { background: `${theme.palette.print.paper} !important` },
        '[data-print-hide]': { display: 'none !important' },
        '[data-print-break]': { breakBefore: 'page' },
        '[data-print-sheet]': {
          border: 'none !important',
          boxShadow: 'none !important',
          padding: '0 !important',
          margin: '0 !important',
          maxWidth: 'none !important',
          width: '100% !important',
        },
        '[data-print-scroll]': { overflow: 'visible !important' },
        '[data-print-sheet] table': { width: '100% !important', minWidth: '0 !important', fontSize: '8pt' },
        '[data-print-sheet] thead': { display: 'table-header-group' },
        '[data-print-sheet] tr': { breakInside: 'avoid' },
        '[data-print-sheet] *': { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' },
      },
    })}
  />
);

export interface PrintQueryState<T> {
  data: T | null | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface PrintFrameProps<T> {
  title: string;
  orderNo: string;
  query: PrintQueryState<T>;
  pdf: { route: PrintPdfRoute; fileName: string };
  children: (data: T) => ReactNode;
}

function Centered({ children, testId, alert }: { children: ReactNode; testId: string; alert?: boolean }) {
  return (
    <Paper
      variant="outlined"
      data-testid={testId}
      role={alert ? 'alert' : undefined}
      sx={{ borderRadius: 2, py: 8, px: 2, textAlign: 'center', color: 'text.secondary' }}
    >
      {children}
    </Paper>
  );
}

/**
 * The frame of a print page: the toolbar (打印, 下载PDF) and the states around the document (login, loading,
 * no such order, failure). The document itself is an A4-wide sheet that narrows with the screen.
 */
export function PrintFrame<T>({ title, orderNo, query, pdf, children }: PrintFrameProps<T>) {
  const [downloading, setDownloading] = useState(false);
  const ready = orderNo !== '' && !!query.data;

  let body: ReactNode;
  if (orderNo === '') {
    body = (
      <Centered testId="print-empty">
        <Typography>缺少订单号，请从「我的订单」打开</Typography>
      </Centered>
    );
  } else if (query.isError) {
    body = (
      <Centered testId="print-error" alert>
        <Typography>加载失败，请稍后重试</Typography>
        <Button variant="outlined" size="small" sx={{ mt: 2 }} onClick={() => void query.refetch()}>
          重新加载
        </Button>
      </Centered>
    );
  } else if (query.isPending) {
    body = (
      <Paper variant="outlined" data-testid="print-loading" sx={{ borderRadius: 2, p: 3 }}>
        <Skeleton width="40%" height={36} sx={{ mx: 'auto' }} />
        <Skeleton height={24} />
        <Skeleton height={24} />
        <Skeleton variant="rectangular" height={220} sx={{ mt: 2 }} />
      </Paper>
    );
  } else if (!query.data) {
    body = (
      <Centered testId="print-not-found" alert>
        <Typography>{ORDER_NOT_FOUND_TEXT}</Typography>
        <Typography sx={{ mt: 0.5, fontSize: 13 }}>订单号：{orderNo}</Typography>
      </Centered>
    );
  } else {
    body = (
      <Paper
        variant="outlined"
        data-print-sheet
        data-testid="print-sheet"
        sx={{ borderRadius: 2, p: { xs: 1.5, sm: 4 }, color: 'print.ink', bgcolor: 'common.white' }}
      >
        {children(query.data)}
      </Paper>
    );
  }

  const download = async () => {
    setDownloading(true);
    try {
      await downloadPrintPdf(pdf.route, orderNo, pdf.fileName);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Box
      sx={{
        bgcolor: 'surface.muted',
        minHeight: '100vh',
        py: { xs: 1.5, sm: 3 },
        '@media print': { bgcolor: 'common.white', py: 0 },
      }}
    >
      {printStyles}
      <Box sx={{ maxWidth: '210mm', mx: 'auto', px: { xs: 1, sm: 2 }, '@media print': { maxWidth: 'none', px: 0 } }}>
        <Box
          {...PRINT_HIDE}
          component="header"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}
        >
          <Typography component="h1" sx={{ fontSize: 18, fontWeight: 600, flex: 1, minWidth: 160 }}>
            {title}
          </Typography>
          <Button
            variant="contained"
            startIcon={<PrintOutlinedIcon />}
            disabled={!ready}
            onClick={() => window.print()}
            data-testid="print-button"
          >
            打印
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadOutlinedIcon />}
            disabled={!ready || downloading}
            onClick={() => void download()}
            data-testid="print-download"
          >
            {downloading ? '下载中…' : '下载PDF'}
          </Button>
        </Box>
        {ready && (
          <Alert {...PRINT_HIDE} severity="info" sx={{ mb: 2 }}>
            打印时请选择 A4 纸张、纵向；下载的 PDF 与本页内容相同。
          </Alert>
        )}
        {body}
      </Box>
    </Box>
  );
}
