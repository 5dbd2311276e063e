/** Query keys of the print pages; keyed by member so that another customer signing in never sees cached sheets. */
export const printKeys = {
  all: ['print'] as const,
  samples: (memberId: number | null, orderNo: string) => [...printKeys.all, 'samples', memberId, orderNo] as const,
  order: (memberId: number | null, orderNo: string) => [...printKeys.all, 'order', memberId, orderNo] as const,
  quality: (memberId: number | null, orderNo: string) => [...printKeys.all, 'quality', memberId, orderNo] as const,
};
