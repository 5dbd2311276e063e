import { addressListKey } from '@/lib/session-data';

/**
 * Query keys of the personal centre. Every key starts with 'personal-centre' so a logout (which removes all
 * queries) and targeted invalidation both reach them; lists are keyed by member so no customer sees another's.
 */
export const personalCentreKeys = {
  all: ['personal-centre'] as const,
  addresses: () => [...personalCentreKeys.all, 'addresses'] as const,
  addressList: addressListKey,
  regionTree: () => [...personalCentreKeys.all, 'region-tree'] as const,
  orderSetting: () => [...personalCentreKeys.all, 'order-setting'] as const,
  orderSettingOf: (memberId: number | null) => [...personalCentreKeys.orderSetting(), memberId] as const,
};
