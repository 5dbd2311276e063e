import { OrderLiveEventType } from '@seqportal/contract';
import { formatBusinessTime } from '@/lib/business-time';
import type { OrderStreamMessage } from '@/lib/order-events';

const MAX_NAMED_SAMPLES = 3;

/** One line for the latest thing the lab did, e.g. "10:42 样本 S1、S2 上机"; null for messages not worth a line. */
export function describeLiveEvent(message: OrderStreamMessage): string | null {
  if (message.type === OrderLiveEventType.Ready) return null;
  const time = formatBusinessTime(message.occurredAt, 'HH:mm');
  switch (message.type) {
    case OrderLiveEventType.SampleProgress: {
      const names = message.samples.map((sample) => sample.sendTempCode || sample.codeNo);
      const shown = names.slice(0, MAX_NAMED_SAMPLES).join('、');
      const more = names.length > MAX_NAMED_SAMPLES ? ` 等 ${names.length} 个样本` : '';
      return `${time} 样本 ${shown}${more} ${message.stepLabel}`;
    }
    case OrderLiveEventType.OrderStatus:
      return `${time} 订单状态：${message.status.name}`;
    case OrderLiveEventType.DeliveryFiles:
      return `${time} 交付文件已更新（共 ${message.fileCount} 个）`;
    case OrderLiveEventType.Express:
      return `${time} 物流：${message.status}`;
    default:
      return null;
  }
}
