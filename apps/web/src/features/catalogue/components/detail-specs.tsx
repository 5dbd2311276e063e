import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProductDetailPro } from '@seqportal/contract';

/** 商品参数: the standards (name: valueName), sequencing platform and service model as a two-column table. */
export function DetailSpecs({ pro }: { pro: ProductDetailPro }) {
  const rows = [
    ...(pro.goodsStandard ?? []).map((standard) => ({ name: standard.name, value: standard.valueName })),
    { name: '测序平台', value: pro.sequencingPlaform },
    { name: '服务模式', value: pro.serviceModelName },
  ]
    .filter((row) => row.name && row.value)
    // Standards often repeat the platform or model already given by its own field: list each name once.
    .filter((row, index, all) => all.findIndex((other) => other.name === row.name) === index);
  if (rows.length === 0) return <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>暂无参数</Typography>;
  return (
    <Box
      data-testid="detail-specs"
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3 }}
    >
      {rows.map((row) => (
        <Box
          key={`${row.name}-${row.value}`}
          sx={{ display: 'flex', gap: 1, py: 1.25, borderBottom: 1, borderColor: 'divider', fontSize: 14 }}
        >
          <Box component="dt" sx={{ width: 96, flexShrink: 0, color: 'text.secondary' }}>
            {row.name}
          </Box>
          <Box component="dd" sx={{ m: 0, color: 'text.primary', minWidth: 0, overflowWrap: 'anywhere' }}>
            {row.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
