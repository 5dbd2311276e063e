import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { TemplateType, type MenuCategory, type TemplateTypeValue } from '@seqportal/contract';
import type { ReactNode } from 'react';
import { useCategoryList } from '../api/get-category-list';

/** The type filter: skuType takes the template types of the catalogue. */
export const SKU_TYPE_OPTIONS: ReadonlyArray<{ value: TemplateTypeValue; label: string }> = [
  { value: TemplateType.Library, label: '文库' },
  { value: TemplateType.Sample, label: '生物样本' },
  { value: TemplateType.DeliveryAnalysis, label: '生信分析' },
];

/** The top-level category a code belongs to (itself, or the parent of a child code). */
export function findTopCategory(
  categories: readonly MenuCategory[],
  codeNo: string | undefined,
): MenuCategory | undefined {
  if (!codeNo) return undefined;
  return categories.find((top) => top.codeNo === codeNo || top.children.some((child) => child.codeNo === codeNo));
}

function FilterLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 2,
        py: 1.25,
        '& + &': { borderTop: 1, borderColor: 'divider', borderTopStyle: 'dashed' },
      }}
    >
      <Typography sx={{ width: 56, flexShrink: 0, pt: 0.5, fontSize: 14, color: 'text.secondary' }}>{label}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

function FilterChip({ label, selected, onClick }: { label: string; selected: boolean; onClick: () => void }) {
  return (
    <Chip
      label={label}
      size="small"
      clickable
      onClick={onClick}
      color={selected ? 'primary' : 'default'}
      variant={selected ? 'filled' : 'outlined'}
      aria-pressed={selected}
      sx={{ borderRadius: 1.5, px: 0.5, bgcolor: selected ? undefined : 'background.paper' }}
    />
  );
}

export interface GoodsFilterProps {
  categoryNo?: string;
  skuType?: string;
  onCategory: (codeNo: string | undefined) => void;
  onSkuType: (skuType: string | undefined) => void;
}

/** The spec filter of /all_goods: category chips (with the children of the chosen one) and type chips. */
export function GoodsFilter({ categoryNo, skuType, onCategory, onSkuType }: GoodsFilterProps) {
  const { data: categories = [], isPending } = useCategoryList();
  const top = findTopCategory(categories, categoryNo);
  return (
    <Box
      data-testid="goods-filter"
      sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2, px: 2.5, py: 0.5 }}
    >
      <FilterLine label="分类">
        <FilterChip label="全部" selected={!categoryNo} onClick={() => onCategory(undefined)} />
        {isPending && <Skeleton width={240} height={28} />}
        {categories.map((category) => (
          <FilterChip
            key={category.id}
            label={category.title}
            selected={top?.id === category.id}
            onClick={() => onCategory(category.codeNo)}
          />
        ))}
      </FilterLine>
      {top && top.children.length > 0 && (
        <FilterLine label={top.title.length > 4 ? '子分类' : top.title}>
          <FilterChip label="全部" selected={categoryNo === top.codeNo} onClick={() => onCategory(top.codeNo)} />
          {top.children.map((child) => (
            <FilterChip
              key={child.id}
              label={child.title}
              selected={categoryNo === child.codeNo}
              onClick={() => onCategory(child.codeNo)}
            />
          ))}
        </FilterLine>
      )}
      <FilterLine label="类型">
        <FilterChip label="全部" selected={!skuType} onClick={() => onSkuType(undefined)} />
        {SKU_TYPE_OPTIONS.map((option) => (
          <FilterChip
            key={option.value}
            label={option.label}
            selected={skuType === option.value}
            onClick={() => onSkuType(option.value)}
          />
        ))}
      </FilterLine>
    </Box>
  );
}
