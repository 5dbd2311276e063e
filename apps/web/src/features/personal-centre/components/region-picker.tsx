import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import type { RegionNode } from '@seqportal/contract';
import { useRegionTree } from '../api/get-region-tree';
import { citiesOf, districtsOf, type RegionSelection } from '../lib/region';

export const REGION_LOADING_TEXT = '城市列表加载中...';

export interface RegionPickerProps {
  value: RegionSelection;
  onChange: (value: RegionSelection) => void;
  error?: string;
}

interface LevelSelectProps {
  label: string;
  value: string;
  options: readonly RegionNode[];
  onChange: (name: string) => void;
  error: boolean;
  disabled: boolean;
  testId: string;
}

function LevelSelect({ label, value, options, onChange, error, disabled, testId }: LevelSelectProps) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      disabled={disabled}
      size="small"
      fullWidth
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': testId, 'aria-label': label },
      }}
    >
      <option value="">请选择</option>
      {options.map((node) => (
        <option key={node.code} value={node.name}>
          {node.name}
        </option>
      ))}
    </TextField>
  );
}

/**
 * Cascading province → city → district selects fed by GetRegionTree. Choosing a province resets city and
 * district; choosing a city resets the district, so a stale lower level can never be sent.
 */
export function RegionPicker({ value, onChange, error }: RegionPickerProps) {
  const tree = useRegionTree();
  if (tree.isPending) {
    return (
      <Box data-testid="region-loading" sx={{ py: 1, color: 'text.secondary', fontSize: 14 }}>
        {REGION_LOADING_TEXT}
      </Box>
    );
  }
  if (tree.isError) {
    return (
      <Box role="alert" sx={{ py: 0.5, color: 'error.main', fontSize: 14 }}>
        城市列表加载失败
        <Button size="small" onClick={() => void tree.refetch()} sx={{ ml: 1 }}>
          重新加载
        </Button>
      </Box>
    );
  }
  const provinces = tree.data;
  const cities = citiesOf(provinces, value.province);
  const districts = districtsOf(provinces, value.province, value.city);
  const marked = Boolean(error);
  return (
    <Box data-testid="region-picker">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, gap: 1.5 }}>
        <LevelSelect
          label="省份"
          value={value.province}
          options={provinces}
          onChange={(province) => onChange({ province, city: '', district: '' })}
          error={marked && !value.province}
          disabled={false}
          testId="region-province"
        />
        <LevelSelect
          label="城市"
          value={value.city}
          options={cities}
          onChange={(city) => onChange({ ...value, city, district: '' })}
          error={marked && !value.city}
          disabled={!value.province}
          testId="region-city"
        />
        <LevelSelect
          label="区县"
          value={value.district}
          options={districts}
          onChange={(district) => onChange({ ...value, district })}
          error={marked && !value.district}
          disabled={!value.city}
          testId="region-district"
        />
      </Box>
      {error && (
        <FormHelperText error sx={{ mx: '14px' }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
