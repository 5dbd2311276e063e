import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export const BARCODE_PRINT_ID = 'sample-barcode-print';

/**
 * Printing shows only the barcode block: everything else is hidden and the block is moved to the top-left of the
 * page, so the sheet can be cut out and stuck on the sample box.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        [`#${BARCODE_PRINT_ID}, #${BARCODE_PRINT_ID} *`]: { visibility: 'visible' },
        [`#${BARCODE_PRINT_ID}`]: {
          position: 'absolute',
          left: 0,
          top: 0,
          width: '100%',
          border: 'none !important',
          boxShadow: 'none !important',
        },
        [`#${BARCODE_PRINT_ID} [data-print-hide]`]: { display: 'none !important' },
        '@page': { margin: '12mm' },
      },
    }}
  />
);

/** The sample-delivery barcode and its number, with 打印. */
export function BarcodeCard({
  barcodeImg,
  barcodeNo,
  orderNo,
}: {
  barcodeImg: string;
  barcodeNo: string;
  orderNo: string;
}) {
  return (
    <Paper
      id={BARCODE_PRINT_ID}
      variant="outlined"
      data-testid="paytype-barcode"
      sx={{ borderRadius: 2, p: { xs: 2, md: 3 }, textAlign: 'center' }}
    >
      {printStyles}
      <Typography sx={{ fontSize: 16, fontWeight: 600 }}>送样条码</Typography>
      <Typography data-print-hide sx={{ mt: 0.5, fontSize: 13, color: 'text.secondary' }}>
        请打印条码并贴在样本盒外侧，随样本一同寄送或交给取样人员
      </Typography>
      {barcodeImg ? (
        <Box
          component="img"
          src={barcodeImg}
          alt={`送样条码 ${barcodeNo}`}
          data-testid="paytype-barcode-img"
          sx={{
            display: 'block',
            mx: 'auto',
            mt: 2,
            maxWidth: '100%',
            height: 'auto',
            maxHeight: 120,
            imageRendering: 'pixelated',
          }}
        />
      ) : (
        <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: 13 }}>条码生成中，请稍后刷新</Typography>
      )}
      <Typography
        data-testid="paytype-barcode-no"
        sx={{
          mt: 1,
          fontSize: 20,
          fontWeight: 600,
          letterSpacing: 2,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        }}
      >
        {barcodeNo}
      </Typography>
      {/* Printed too, so that a label that comes off the box can still be matched to its order. */}
      <Typography sx={{ mt: 0.5, fontSize: 13, color: 'text.secondary' }}>订单号：{orderNo}</Typography>
      <Button
        data-print-hide
        variant="outlined"
        startIcon={<PrintOutlinedIcon />}
        onClick={() => window.print()}
        sx={{ mt: 2 }}
        disabled={!barcodeNo}
        data-testid="paytype-print"
      >
        打印
      </Button>
    </Paper>
  );
}
