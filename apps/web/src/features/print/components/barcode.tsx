import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { code128DataUrl } from '../lib/barcode-svg';

/** A Code 128 drawn in the browser; the code itself stays readable as text where the barcode is printed. */
export function Barcode({ text, height = 32, testId }: { text: string; height?: number; testId?: string }) {
  const src = useMemo(() => code128DataUrl(text), [text]);
  if (!src) return null;
  return (
    <Box
      component="img"
      src={src}
      alt={`条码 ${text}`}
      data-testid={testId}
      data-barcode={text}
      sx={{ display: 'block', maxWidth: '100%', height, width: 'auto' }}
    />
  );
}
