import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useState } from 'react';
import type { SheetError } from '../lib/sample-sheet';
import { columnText } from './sample-info-error-layer';

/**
 * The problems the upload found, kept beside the table for reference. The table checks the rows again as they
 * are edited, but a value the import had to read (for example an index with a dash) may look different here
 * than in the spreadsheet, so the customer can still see where the sheet was wrong.
 */
export function ImportErrorsNote({ errors }: { errors: readonly SheetError[] }) {
  const [open, setOpen] = useState(false);
  if (errors.length === 0) return null;
  return (
    <Box
      data-testid="import-errors-note"
      sx={{
        mb: 1.5,
        px: 1.5,
        py: 1,
        fontSize: 12.5,
        bgcolor: 'surface.subtle',
        borderRadius: 1,
        color: 'text.secondary',
      }}
    >
      上传时样本表中有{errors.length}处问题，修改后以表格中的校验为准。
      <Link
        component="button"
        type="button"
        onClick={() => setOpen((value) => !value)}
        sx={{ fontSize: 12.5, ml: 0.5 }}
      >
        {open ? '收起' : '查看'}
      </Link>
      {open && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {errors.map((error, index) => (
            <li key={index}>
              {[error.sheet, error.row ? `第${error.row}行` : '', error.column || error.title ? columnText(error) : '']
                .filter(Boolean)
                .join(' ')}
              {error.row || error.sheet ? '：' : ''}
              {error.message}
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
