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
import { CustomerOrder } from '../../orders/entities/customer-order.entity.js';
import { Sample } from './sample.entity.js';

/**
 * A library booked on a lane (包Lane). lanId is the lane's identifier across all customers: the index collision
 * check compares a new library with every library booked on the same lane.
 */
@Entity()
@Index('idx_lane_booking_order', ['orderId'])
@Index('idx_lane_booking_lan_id', ['lanId'])
@Index('idx_lane_booking_sample', ['sampleId'])
export class LaneBooking {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  orderId: number;

  @ManyToOne(() => CustomerOrder, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'fk_lane_booking_order' })
  order: Relation<CustomerOrder>;

  @Column({ type: 'integer', nullable: true })
  sampleId: number | null;

  @ManyToOne(() => Sample, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'sample_id', foreignKeyConstraintName: 'fk_lane_booking_sample' })
  sample: Relation<Sample> | null;

  @Column({ type: 'varchar', length: 40 })
  lanId: string;

  @Column({ type: 'varchar', length: 50 })
  wkName: string;

  /** Number of lanes. */
  @Column({ type: 'integer' })
  num: number;

  /** PhiX spike-in, percent. */
  @Column({ type: 'numeric', precision: 5, scale: 2, default: 0 })
  phix: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
