import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { SkuEditor } from '@seqportal/contract';
import { skuLabel } from '../utils/detail-view';

/** One button per sku of the product; the chosen one is outlined in the brand colour. */
export function SkuSelector({
  skus,
  selectedId,
  onSelect,
}: {
  skus: readonly SkuEditor[];
  selectedId: number | undefined;
  onSelect: (skuId: number) => void;
}) {
  return (
    <Box
      role="radiogroup"
      aria-label="选择规格"
      data-testid="sku-selector"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {skus.map((sku, index) => {
        const selected = sku.skuId === selectedId;
        return (
          <ButtonBase
            key={sku.skuId}
            role="radio"
            aria-checked={selected}
            onClick={() => onSelect(sku.skuId)}
            sx={{
              px: 1.75,
              py: 0.75,
              fontSize: 13,
              borderRadius: 1.5,
              border: 1,
              borderColor: selected ? 'primary.main' : 'divider',
              bgcolor: selected ? '#eaf3f9' : 'background.paper',
              color: selected ? 'primary.main' : 'text.primary',
              fontWeight: selected ? 600 : 400,
              '&:hover': { borderColor: 'primary.light' },
            }}
          >
            {skuLabel(sku, index)}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
