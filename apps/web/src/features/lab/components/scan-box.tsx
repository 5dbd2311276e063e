import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { SCAN_INPUT_ATTRIBUTE, useBarcodeScanner } from '../lib/use-barcode-scanner';

export interface ScanBoxProps {
  onSearch: (code: string) => void;
  busy?: boolean;
  /** Pauses the page-wide scanner listener, e.g. while a dialog with its own fields is open. */
  listening?: boolean;
}

/**
 * The lab's search box. It has the focus when the console opens, so a scan goes straight in; a scan made while
 * the focus is anywhere else on the page (after clicking a step button, say) is caught page-wide and lands here
 * too. After each search the text is selected, so the next scan replaces the code instead of appending to it.
 */
export function ScanBox({ onSearch, busy = false, listening = true }: ScanBoxProps) {
  const [value, setValue] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  const search = useCallback(
    (raw: string) => {
      const code = raw.trim();
      if (!code) return;
      setValue(code);
      onSearch(code);
      // Select after React has written the new value, so the selection covers all of it.
      requestAnimationFrame(() => {
        inputRef.current?.focus();
        inputRef.current?.select();
      });
    },
    [onSearch],
  );

  useBarcodeScanner(search, { enabled: listening });

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    search(value);
  };

  return (
    <Box component="form" onSubmit={submit} role="search" sx={{ display: 'flex', gap: 1.5, alignItems: 'stretch' }}>
      <TextField
        inputRef={inputRef}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onFocus={(event) => event.target.select()}
        autoFocus
        fullWidth
        placeholder="扫描条码，或输入订单号 / 样本编号后回车"
        aria-label="扫码或输入订单号、样本编号"
        autoComplete="off"
        slotProps={{
          htmlInput: { [SCAN_INPUT_ATTRIBUTE]: '', 'data-testid': 'scan-input', spellCheck: false, maxLength: 64 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <QrCodeScannerIcon color="primary" />
              </InputAdornment>
            ),
            sx: { fontSize: 18, fontFamily: 'monospace', bgcolor: 'common.white' },
          },
        }}
      />
      <Button type="submit" variant="contained" disabled={busy} data-testid="scan-submit" sx={{ px: 4, flexShrink: 0 }}>
        {busy ? '查询中…' : '查询'}
      </Button>
    </Box>
  );
}
