import { OrderStatus, TemplateType } from '@seqportal/contract';

/**
 * The rule of 待填写样本 (samples still to fill), in one place for the workbench's to-do list and the order list
 * and detail: an order not yet received by the lab (status 1 or 2) with a goods line, other than an analysis,
 * that has fewer samples saved than were ordered. A contract bulk order whose samples step was left is one.
 * Answers an SQL condition on the customer_order alias; it holds only constants, no parameters.
 */
export function samplesToFillCondition(order: string): string {
  return `${order}.status IN (${OrderStatus.PendingPayment}, ${OrderStatus.AwaitingSamples}) AND EXISTS (
    SELECT 1 FROM order_goods g WHERE g.order_id = ${order}.id AND g.template_type <> '${TemplateType.DeliveryAnalysis}'
      AND (SELECT count(*) FROM sample s WHERE s.order_goods_id = g.id) < g.goods_count)`;
}
