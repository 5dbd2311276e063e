import { CustomerCredit } from './customer-credit.entity.js';
import { CustomerOrder } from './customer-order.entity.js';
import { OrderGoods } from './order-goods.entity.js';
import { OrderHistory } from './order-history.entity.js';

export { CustomerCredit, CustomerOrder, OrderGoods, OrderHistory };
export type { PickupAddressSnapshot } from './customer-order.entity.js';
export type { OrderActor, OrderActorType } from './order-history.entity.js';

export const ORDER_ENTITIES = [CustomerOrder, OrderGoods, OrderHistory, CustomerCredit];
