import type {
  NotificationSetting,
  OrderEventsQuery,
  OrderEventsTicketResponse,
  SaveNotificationSettingRequest,
} from '../../entities/index.js';
import { type RawAnswer, route, type RouteDef } from '../route-def.js';

/**
 * What the customer is told as an order moves: the live progress stream of the order pages and the SMS and e-mail
 * progress notices, with their settings.
 */
export const notificationRoutes = {
  // Live sample progress. EventSource cannot send an Authorization header, so the page first exchanges its token
  // for a one-time ticket (60 s) and opens the stream with it.
  OrderEventsTicket: route<{ response: OrderEventsTicketResponse }>()({
    method: 'POST',
    path: '/api/NewOrder/OrderEventsTicket',
    auth: 'customer',
    summary: '实时进度推送票据（60秒内一次有效）',
    domain: 'notifications',
  }),
  OrderEvents: route<{ query: OrderEventsQuery; response: RawAnswer<'event-stream'> }>()({
    method: 'GET',
    path: '/api/NewOrder/OrderEvents',
    auth: 'public',
    summary: '订单实时进度（Server-Sent Events，凭票据连接）',
    domain: 'notifications',
  }),
  GetNotificationSetting: route<{ response: NotificationSetting }>()({
    method: 'GET',
    path: '/api/NewPersonalCenter/GetNotificationSetting',
    auth: 'customer',
    summary: '样本进度通知设置（短信、邮件）',
    domain: 'notifications',
  }),
  SaveNotificationSetting: route<{ body: SaveNotificationSettingRequest; response: NotificationSetting }>()({
    method: 'POST',
    path: '/api/NewPersonalCenter/SaveNotificationSetting',
    auth: 'customer',
    summary: '保存样本进度通知设置',
    domain: 'notifications',
  }),
} as const satisfies Record<string, RouteDef>;
