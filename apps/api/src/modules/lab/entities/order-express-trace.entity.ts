import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { StaffAccount } from '../../accounts/entities/staff-account.entity.js';
import { CustomerOrder } from '../../orders/entities/customer-order.entity.js';

/** One tracking entry of the samples' shipment, entered by staff; the order detail shows them as express info. */
@Entity()
@Index('idx_order_express_trace_order', ['orderId', 'occurredAt'])
@Index('idx_order_express_trace_staff', ['staffId'])
export class OrderExpressTrace {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  orderId: number;

  @ManyToOne(() => CustomerOrder, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'fk_order_express_trace_order' })
  order: Relation<CustomerOrder>;

  /** Waybill number. */
  @Column({ type: 'varchar', length: 50 })
  number: string;

  /** Carrier, e.g. 顺丰速运. */
  @Column({ type: 'varchar', length: 50, default: '' })
  expName: string;

  @Column({ type: 'varchar', length: 200 })
  status: string;

  @Column({ type: 'timestamptz' })
  occurredAt: Date;

  @Column({ type: 'integer', nullable: true })
  staffId: number | null;

  @ManyToOne(() => StaffAccount, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'staff_id', foreignKeyConstraintName: 'fk_order_express_trace_staff' })
  staff: Relation<StaffAccount> | null;

  @Column({ type: 'varchar', length: 50 })
  staffName: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
