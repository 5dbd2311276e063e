import { paths, withQuery } from '@/config/paths';

/** 待填写样本: the order's to-do while samples are missing (the server's samplesToFill, as on the workbench). */
export const SAMPLES_TO_FILL = {
  label: '待填写样本',
  notice: '待填写样本：该订单还有样本信息未填写。请点击「填写样本信息」补全，样本信息完整后再寄送样本。',
  action: '填写样本信息',
} as const;

/** The sample entry layer for an existing order (the order detail's 填写样本信息 opens the same). */
export function sampleInputFor(orderNo: string): string {
  return withQuery(paths.sampleInput, { orderNo });
}
