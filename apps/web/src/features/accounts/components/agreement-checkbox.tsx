import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import { paths } from '@/config/paths';
import { useOpenLayer } from '@/lib/layer-navigation';

const LINK_SX = { fontSize: 14, verticalAlign: 'baseline' } as const;

export interface AgreementCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** 我已阅读并同意 the service agreement and privacy terms, each opening its layer over the form. */
export function AgreementCheckbox({ checked, onChange }: AgreementCheckboxProps) {
  const openLayer = useOpenLayer();
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', ml: -1.25 }}>
      <Checkbox
        size="small"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        slotProps={{ input: { 'aria-label': '我已阅读并同意服务协议及隐私条款' } }}
        data-testid="agreement-checkbox"
      />
      {/* One text block beside the box, so a narrow screen wraps the sentence under itself, not under the box. */}
      <Box sx={{ pt: '9px', fontSize: 14, lineHeight: 1.5, color: 'text.secondary' }}>
        我已阅读并同意
        <Link component="button" type="button" onClick={() => openLayer(paths.registerLayerPop)} sx={LINK_SX}>
          《用户服务协议》
        </Link>
        和
        <Link component="button" type="button" onClick={() => openLayer(paths.layerPop)} sx={LINK_SX}>
          《隐私条款》
        </Link>
      </Box>
    </Box>
  );
}
