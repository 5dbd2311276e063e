import type { SampleProgressStepValue } from '@seqportal/contract';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { CustomerOrder } from '../../orders/entities/customer-order.entity.js';
import { OrderGoods } from '../../orders/entities/order-goods.entity.js';
import { SubLibrary } from './sub-library.entity.js';

export type SampleKind = 'yb' | 'wk';

/**
 * One biological sample (yb) or library (wk) of an order, under the order goods it was ordered with. codeNo
 * identifies it in the sample centre, sendTempCode is printed on the tube; both are unique and barcode-safe.
 * The lab moves progressStep forward and sets receivedAt; each move is a SampleProgressEvent.
 */
@Entity()
@Unique('uq_sample_code_no', ['codeNo'])
@Unique('uq_sample_send_temp_code', ['sendTempCode'])
@Index('idx_sample_order', ['orderId'])
@Index('idx_sample_order_goods', ['orderGoodsId'])
@Check('ck_sample_kind', `"kind" IN ('yb', 'wk')`)
export class Sample {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  orderId: number;

  @ManyToOne(() => CustomerOrder, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'fk_sample_order' })
  order: Relation<CustomerOrder>;

  @Column({ type: 'integer' })
  orderGoodsId: number;

  @ManyToOne(() => OrderGoods, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_goods_id', foreignKeyConstraintName: 'fk_sample_order_goods' })
  orderGoods: Relation<OrderGoods>;

  @Column({ type: 'varchar', length: 2 })
  kind: SampleKind;

  @Column({ type: 'varchar', length: 32 })
  codeNo: string;

  @Column({ type: 'varchar', length: 32 })
  sendTempCode: string;

  /** The customer's own number of a biological sample (yb "no"). */
  @Column({ type: 'varchar', length: 50, default: '' })
  sampleNo: string;

  @Column({ type: 'varchar', length: 50 })
  name: string;

  @Column({ type: 'varchar', length: 50 })
  type: string;

  @Column({ type: 'varchar', length: 50 })
  species: string;

  /** Number of tubes. */
  @Column({ type: 'integer' })
  num: number;

  /** Libraries: concentration (ng/μL). */
  @Column({ type: 'numeric', precision: 12, scale: 3, nullable: true })
  weight: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  wkName: string | null;

  @Column({ type: 'boolean', default: false })
  isLan: boolean;

  @Column({ type: 'varchar', length: 40 })
  skuCode: string;

  /** Libraries: requested data amount in G. */
  @Column({ type: 'numeric', precision: 12, scale: 3, nullable: true })
  dataSize: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  progressStep: SampleProgressStepValue | null;

  @Column({ type: 'timestamptz', nullable: true })
  receivedAt: Date | null;

  @OneToMany(() => SubLibrary, (sub) => sub.sample)
  subLibraries: Relation<SubLibrary[]>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
