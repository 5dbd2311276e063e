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
import { Member } from '../../accounts/entities/member.entity.js';
import { CustomerOrder } from '../../orders/entities/customer-order.entity.js';
import { DeliveryFile } from './delivery-file.entity.js';

/**
 * Who fetched what of an order's delivery: each download through a link (`file`) and each issue of storage
 * credentials (`credential`, after which the storage serves the files directly).
 */
@Entity()
@Check('ck_delivery_download_kind', `"kind" IN ('file', 'credential')`)
@Index('idx_delivery_download_order_created', ['orderId', 'createdAt'])
@Index('idx_delivery_download_member_created', ['memberId', 'createdAt'])
@Index('idx_delivery_download_file', ['deliveryFileId'])
export class DeliveryDownload {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'integer' })
  orderId: number;

  @ManyToOne(() => CustomerOrder, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'fk_delivery_download_order' })
  order: Relation<CustomerOrder>;

  @Column({ type: 'integer' })
  memberId: number;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'fk_delivery_download_member' })
  member: Relation<Member>;

  /** Null for credentials, and once the file is deleted (path keeps what it was). */
  @Column({ type: 'integer', nullable: true })
  deliveryFileId: number | null;

  @ManyToOne(() => DeliveryFile, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'delivery_file_id', foreignKeyConstraintName: 'fk_delivery_download_file' })
  deliveryFile: Relation<DeliveryFile> | null;

  @Column({ type: 'varchar', length: 10 })
  kind: 'file' | 'credential';

  /** The file's path, or the credential mode. */
  @Column({ type: 'varchar', length: 300 })
  detail: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
