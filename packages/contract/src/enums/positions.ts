export interface PositionOption {
  key: number;
  value: string;
}

/** Default of the registration position picker (spec part 2 section 2.3). */
export const DEFAULT_POSITION_KEY = 3;

/** RegisterSub always sends position 0: a sub-account's position is set by its organisation later. */
export const SUB_ACCOUNT_POSITION_KEY = 0;

/** Served by GetPositionList; the spec fixes only key 3, the rest is a short list of usual roles. */
export const POSITION_OPTIONS: readonly PositionOption[] = [
  { key: 1, value: '企业负责人' },
  { key: 2, value: '实验室负责人' },
  { key: 3, value: '业务线负责人' },
  { key: 4, value: '项目负责人' },
  { key: 5, value: '科研人员' },
  { key: 6, value: '采购' },
  { key: 7, value: '其他' },
];

export function positionLabel(key: number): string | null {
  return POSITION_OPTIONS.find((option) => option.key === key)?.value ?? null;
}
