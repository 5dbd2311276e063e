export interface PieSlice {
  id: string;
  label: string;
  value: number;
}

/** Slices a pie shows by name; more would crowd the legend (a contract covers dozens of SKUs) and hide the chart. */
export const MAX_PIE_SLICES = 6;

/** The largest slices, the rest summed as 其他, so that the legend stays readable on a phone. */
export function topSlices(data: PieSlice[]): PieSlice[] {
  if (data.length <= MAX_PIE_SLICES) return data;
  const sorted = [...data].sort((a, b) => b.value - a.value);
  const rest = sorted.slice(MAX_PIE_SLICES - 1).reduce((sum, slice) => sum + slice.value, 0);
  return [...sorted.slice(0, MAX_PIE_SLICES - 1), { id: '__other', label: '其他', value: rest }];
}
