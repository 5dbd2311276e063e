/** Query keys of the lab console; all under 'lab' so that signing out can drop every cached order at once. */
export const labKeys = {
  all: ['lab'] as const,
  order: (orderNo: string) => [...labKeys.all, 'order', orderNo] as const,
};
