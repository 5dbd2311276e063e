import type { OrderStatusValue } from '@seqportal/contract';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { CustomerOrder } from './customer-order.entity.js';

export type OrderActorType = 'customer' | 'staff' | 'system';

/** Who changed an order: a member (customer), a staff account, or the system itself (actorId null). */
export interface OrderActor {
  type: OrderActorType;
  id: number | null;
}

/** One change of an order (who, when, from, to), written in the transaction that makes the change. */
@Entity()
@Index('idx_order_history_order', ['orderId', 'createdAt'])
@Check('ck_order_history_actor_type', `"actor_type" IN ('customer', 'staff', 'system')`)
export class OrderHistory {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  orderId: number;

  @ManyToOne(() => CustomerOrder, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'fk_order_history_order' })
  order: Relation<CustomerOrder>;

  /** An OrderEvent of the state machine, or 'create' / 'express' for changes that keep the status. */
  @Column({ type: 'varchar', length: 30 })
  event: string;

  @Column({ type: 'smallint', nullable: true })
  fromStatus: OrderStatusValue | null;

  @Column({ type: 'smallint' })
  toStatus: OrderStatusValue;

  @Column({ type: 'varchar', length: 10 })
  actorType: OrderActorType;

  @Column({ type: 'integer', nullable: true })
  actorId: number | null;

  /** What changed besides the status, e.g. `{ before, after }` of a corrected courier number. */
  @Column({ type: 'jsonb', nullable: true })
  detail: Record<string, unknown> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
