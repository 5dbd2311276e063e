import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

/** Spec part 1 section 5: digits only, an empty value becomes 1, the decrement does nothing at 1 or below. */
export function normaliseQuantity(text: string): number {
  const digits = text.replace(/\D/g, '');
  const value = digits === '' ? 1 : Number(digits);
  return Math.max(1, Math.min(value, 999));
}

export function QuantityStepper({
  value,
  onChange,
  label,
}: {
  value: number;
  onChange: (value: number) => void;
  label: string;
}) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ minWidth: 32 }}
        aria-label={`减少${label}数量`}
        onClick={() => value > 1 && onChange(value - 1)}
      >
        −
      </Button>
      <TextField
        size="small"
        value={String(value)}
        onChange={(event) => onChange(normaliseQuantity(event.target.value))}
        slotProps={{
          htmlInput: { inputMode: 'numeric', 'aria-label': `${label}数量`, style: { width: 40, textAlign: 'center' } },
        }}
      />
      <Button
        size="small"
        variant="outlined"
        sx={{ minWidth: 32 }}
        aria-label={`增加${label}数量`}
        onClick={() => onChange(Math.min(value + 1, 999))}
      >
        +
      </Button>
    </Stack>
  );
}
