/** Query keys of the delivery feature, by member so that another identity never sees cached credentials. */
export const deliveryKeys = {
  all: ['delivery'] as const,
  credential: (memberId: number | null, orderNo: string) =>
    [...deliveryKeys.all, 'credential', memberId, orderNo] as const,
};
