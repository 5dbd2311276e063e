import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { DeliveryLab } from './delivery-lab.entity.js';
import { Sku } from './sku.entity.js';

/** A delivery lab can run this SKU: GetDeliveryLabs offers the labs that serve every chosen SKU. */
@Entity()
@Unique('uq_delivery_lab_sku', ['labId', 'skuId'])
@Index('idx_delivery_lab_sku_sku', ['skuId'])
export class DeliveryLabSku {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  labId: number;

  @ManyToOne(() => DeliveryLab, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lab_id', foreignKeyConstraintName: 'fk_delivery_lab_sku_lab' })
  lab: Relation<DeliveryLab>;

  @Column({ type: 'integer' })
  skuId: number;

  @ManyToOne(() => Sku, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'sku_id', foreignKeyConstraintName: 'fk_delivery_lab_sku_sku' })
  sku: Relation<Sku>;
}
