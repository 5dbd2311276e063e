import { RadioCard, RadioCardGroup } from '@/components/radio-card';
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
    <RadioCardGroup label="选择规格" testId="sku-selector" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {skus.map((sku, index) => (
        <RadioCard
          key={sku.skuId}
          selected={sku.skuId === selectedId}
          onSelect={() => onSelect(sku.skuId)}
          thin
          sx={{ px: 1.75, py: 0.75, fontSize: 13 }}
        >
          {skuLabel(sku, index)}
        </RadioCard>
      ))}
    </RadioCardGroup>
  );
}
