/** How samples reach the lab. The UI tab numbers differ from the mode values; see DELIVERY_MODE_TABS. */
export const DeliveryMode = {
  Courier: 1,
  Pickup: 2,
} as const;

export type DeliveryModeValue = (typeof DeliveryMode)[keyof typeof DeliveryMode];

export const DELIVERY_MODE_LABELS: Record<DeliveryModeValue, string> = {
  [DeliveryMode.Courier]: '快递寄送',
  [DeliveryMode.Pickup]: '上门取样',
};

/** Tab 1 is pickup (mode 2), tab 2 is courier (mode 1): spec part 1 section 4. */
export const DELIVERY_MODE_TABS: ReadonlyArray<{ tab: 1 | 2; mode: DeliveryModeValue; label: string }> = [
  { tab: 1, mode: DeliveryMode.Pickup, label: DELIVERY_MODE_LABELS[DeliveryMode.Pickup] },
  { tab: 2, mode: DeliveryMode.Courier, label: DELIVERY_MODE_LABELS[DeliveryMode.Courier] },
];

/** Delivery options (PayOrder `speciesId`); the spec names only 闪测, which is also the default. */
export const DeliverySpecies = {
  Flash: 2,
} as const;

export type DeliverySpeciesValue = (typeof DeliverySpecies)[keyof typeof DeliverySpecies];

export const DELIVERY_SPECIES_LABELS: Record<DeliverySpeciesValue, string> = {
  [DeliverySpecies.Flash]: '闪测',
};

export const DEFAULT_DELIVERY_SPECIES_ID: DeliverySpeciesValue = DeliverySpecies.Flash;
