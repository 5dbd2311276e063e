import dayjs from 'dayjs';
import { SUPPORT_TEXT_MESSAGES } from '@seqportal/contract';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export const SUPPORT_MESSAGES = {
  conversationNotFound: '会话不存在',
  messageNotFound: '消息不存在',
  sampleNotFound: '样本不存在',
  productNotFound: '产品不存在',
  textRequired: SUPPORT_TEXT_MESSAGES.textRequired,
  textTooLong: SUPPORT_TEXT_MESSAGES.textTooLong,
  tooFast: '发送过于频繁，请稍后再试',
  closed: '会话已关闭，请重新发起咨询',
  tooManyOpen: '进行中的会话过多，请在已有会话中继续咨询',
  fileRequired: '请选择要发送的文件',
  notAgent: '只能分配给客服人员',
  alreadyClosed: '会话已关闭',
  alreadyOpen: '会话未关闭',
  noOrder: '该会话未关联订单',
  cannedNotFound: '快捷回复不存在',
  cannedTitleRequired: '请输入快捷回复标题',
  cannedTitleTooLong: '快捷回复标题不能超过50字',
  cannedTemplateRequired: '请输入快捷回复内容',
  cannedTemplateTooLong: '快捷回复内容不能超过1000字',
  cannedDuplicate: '已有同名的快捷回复',
} as const;

/** Opening hours of the support desk, in the business time zone. */
const OPEN_HOUR = 9;
const CLOSE_HOUR = 18;

/**
 * What the customer is told when no agent is online: within opening hours an answer within 30 minutes, otherwise
 * from the next opening (weekdays 9:00-18:00). Either way the reply also arrives by SMS.
 */
export function expectReplyText(now: Date, timeZone: string): string {
  const local = dayjs(now).tz(timeZone);
  const weekday = local.day() >= 1 && local.day() <= 5;
  if (weekday && local.hour() >= OPEN_HOUR && local.hour() < CLOSE_HOUR) {
    return '客服暂时不在线，我们将在30分钟内回复您，回复也会以短信通知您。';
  }
  let next = local.hour() < OPEN_HOUR && weekday ? local : local.add(1, 'day');
  while (next.day() === 0 || next.day() === 6) next = next.add(1, 'day');
  return `客服当前不在线（工作时间：工作日 9:00-18:00），我们将在 ${next.format('YYYY-MM-DD')} 9:00 后尽快回复您，回复也会以短信通知您。`;
}

export interface CannedValues {
  orderNo: string | null;
  sampleStatus: string | null;
  expressNumber: string | null;
}

const PLACEHOLDERS: Array<[string, keyof CannedValues]> = [
  ['{订单号}', 'orderNo'],
  ['{样本状态}', 'sampleStatus'],
  ['{快递单号}', 'expressNumber'],
];

/** Fills a canned reply's placeholders; a value the conversation does not have reads 暂无. */
export function fillCannedReply(template: string, values: CannedValues): string {
  let text = template;
  for (const [placeholder, key] of PLACEHOLDERS) text = text.split(placeholder).join(values[key] ?? '暂无');
  return text;
}

/** The text as it is stored: line ends unified, trailing blanks trimmed, control characters (but newlines) removed. */
export function cleanMessageText(raw: string): string {
  return (
    raw
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0009\u000B-\u001F\u007F]/g, '')
      .trim()
  );
}
