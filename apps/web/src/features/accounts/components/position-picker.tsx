import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { POSITION_OPTIONS } from '@seqportal/contract';
import { usePositionList } from '../api/get-position-list';

export interface PositionPickerProps {
  value: number;
  onChange: (key: number) => void;
}

/** Position from GetPositionList (default 业务线负责人, key 3); the contract's list stands in while it loads. */
export function PositionPicker({ value, onChange }: PositionPickerProps) {
  const positions = usePositionList();
  const options = positions.data && positions.data.length > 0 ? positions.data : POSITION_OPTIONS;
  return (
    <TextField
      select
      label="职位"
      value={options.some((option) => option.key === value) ? value : ''}
      onChange={(event) => onChange(Number(event.target.value))}
      fullWidth
      helperText={positions.isPending ? '职位列表加载中...' : undefined}
      slotProps={{ htmlInput: { 'data-testid': 'position-picker' } }}
    >
      {options.map((option) => (
        <MenuItem key={option.key} value={option.key}>
          {option.value}
        </MenuItem>
      ))}
    </TextField>
  );
}
