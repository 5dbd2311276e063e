import { UserInputError } from '../../common/errors/domain-errors.js';

/** Staff clocks drift a little; a step stamped a few minutes ahead is still "now". */
const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

/** When a lab event happened: now when not given; never in the future. */
export function eventTime(value: string | undefined, now: Date = new Date()): Date {
  if (value === undefined) return now;
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) throw new UserInputError('时间格式不正确');
  if (moment.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) throw new UserInputError('记录时间不能晚于当前时间');
  return moment;
}
