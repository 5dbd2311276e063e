import { NotFoundError } from '../../common/errors/domain-errors.js';

/** The one wording of a missing order, also for another customer's order (which must not leak that it exists). */
export const ORDER_NOT_FOUND = '订单不存在';

/** An order that does not exist for the caller: envelope code 404 with 订单不存在. */
export class OrderNotFoundError extends NotFoundError {
  constructor() {
    super(ORDER_NOT_FOUND);
  }
}
