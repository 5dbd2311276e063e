import type { DeliveryFileCategoryValue } from '@seqportal/contract';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { StaffAccount } from '../../accounts/entities/staff-account.entity.js';
import { CustomerOrder } from '../../orders/entities/customer-order.entity.js';

/**
 * A file delivered for an order: the object `orders/<orderNo>/<path>` of the delivery bucket with the MD5 the lab
 * computed while storing it. One row per path: uploading the same path again replaces the file.
 */
@Entity()
@Unique('uq_delivery_file_order_path', ['orderId', 'path'])
@Check('ck_delivery_file_category', `"category" IN ('DATA', 'SAMPLE_QC', 'DATA_QC')`)
@Index('idx_delivery_file_uploaded_by', ['uploadedById'])
export class DeliveryFile {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  orderId: number;

  @ManyToOne(() => CustomerOrder, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'fk_delivery_file_order' })
  order: Relation<CustomerOrder>;

  @Column({ type: 'varchar', length: 20 })
  category: DeliveryFileCategoryValue;

  @Column({ type: 'varchar', length: 200 })
  fileName: string;

  /** Below the order's prefix, e.g. `data/S1_R1.fq.gz`. */
  @Column({ type: 'varchar', length: 300 })
  path: string;

  @Column({ type: 'bigint' })
  size: string;

  @Column({ type: 'varchar', length: 32 })
  md5: string;

  @Column({ type: 'varchar', length: 100 })
  contentType: string;

  @Column({ type: 'integer', nullable: true })
  uploadedById: number | null;

  @ManyToOne(() => StaffAccount, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'uploaded_by_id', foreignKeyConstraintName: 'fk_delivery_file_uploaded_by' })
  uploadedBy: Relation<StaffAccount> | null;

  @Column({ type: 'varchar', length: 50 })
  uploadedByName: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
