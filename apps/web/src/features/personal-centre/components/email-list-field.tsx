import AddIcon from '@mui/icons-material/Add';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';

/** Enough recipients for a lab; the legacy field held them in one text column. */
export const MAX_ORDER_EMAILS = 10;

export interface EmailListFieldProps {
  emails: readonly string[];
  onChange: (emails: string[]) => void;
  error?: string;
  /** Indexes of the rows to mark. */
  errorRows?: readonly number[];
}

/** 下单邮箱: one input per address with add and remove; saved joined with ';'. */
export function EmailListField({ emails, onChange, error, errorRows = [] }: EmailListFieldProps) {
  const setRow = (index: number, value: string): void =>
    onChange(emails.map((email, row) => (row === index ? value.replace(/\s+/g, '') : email)));
  const removeRow = (index: number): void => onChange(emails.filter((_, row) => row !== index));

  return (
    <Box data-testid="order-emails">
      <Box sx={{ display: 'grid', gap: 1 }}>
        {emails.map((email, index) => (
          <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <TextField
              label={index === 0 ? '下单邮箱' : `下单邮箱 ${index + 1}`}
              placeholder="请输入邮箱地址"
              value={email}
              onChange={(event) => setRow(index, event.target.value)}
              error={errorRows.includes(index)}
              size="small"
              fullWidth
              type="email"
              slotProps={{ htmlInput: { maxLength: 100, 'data-testid': `order-email-${index}` } }}
            />
            {emails.length > 1 && (
              <IconButton aria-label={`删除邮箱 ${index + 1}`} onClick={() => removeRow(index)} size="small">
                <RemoveCircleOutlineIcon fontSize="small" />
              </IconButton>
            )}
          </Box>
        ))}
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
      {emails.length < MAX_ORDER_EMAILS && (
        <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...emails, ''])} sx={{ mt: 0.5 }}>
          添加邮箱
        </Button>
      )}
    </Box>
  );
}
