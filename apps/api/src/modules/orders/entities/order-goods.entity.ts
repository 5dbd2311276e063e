import type { MarketingAttribute, TemplateTypeValue } from '@seqportal/contract';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Sku } from '../../catalogue/entities/sku.entity.js';
import { Contract } from '../../contracts/entities/contract.entity.js';
import { CustomerOrder } from './customer-order.entity.js';

/**
 * One ordered SKU with the names, image and price it had when ordered: catalogue edits never rewrite orders.
 * actualPrice = skuPrice × goodsCount.
 */
@Entity()
@Index('idx_order_goods_order', ['orderId'])
@Index('idx_order_goods_sku', ['skuId'])
@Index('idx_order_goods_contract', ['contractId'])
@Check('ck_order_goods_count', '"goods_count" > 0')
export class OrderGoods {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  orderId: number;

  @ManyToOne(() => CustomerOrder, (order) => order.goods, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'fk_order_goods_order' })
  order: Relation<CustomerOrder>;

  @Column({ type: 'integer' })
  skuId: number;

  @ManyToOne(() => Sku, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'sku_id', foreignKeyConstraintName: 'fk_order_goods_sku' })
  sku: Relation<Sku>;

  @Column({ type: 'integer' })
  goodsId: number;

  @Column({ type: 'varchar', length: 200 })
  goodsName: string;

  @Column({ type: 'varchar', length: 100 })
  skuName: string;

  @Column({ type: 'varchar', length: 40 })
  skuCode: string;

  @Column({ type: 'varchar', length: 300, default: '' })
  goodsImg: string;

  @Column({ type: 'varchar', length: 30 })
  templateType: TemplateTypeValue;

  /** The contract whose price applied; null at the sale price. */
  @Column({ type: 'integer', nullable: true })
  contractId: number | null;

  @ManyToOne(() => Contract, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'contract_id', foreignKeyConstraintName: 'fk_order_goods_contract' })
  contract: Relation<Contract> | null;

  @Column({ type: 'numeric', precision: 14, scale: 2 })
  skuPrice: string;

  @Column({ type: 'integer' })
  goodsCount: number;

  @Column({ type: 'numeric', precision: 14, scale: 2 })
  actualPrice: string;

  /** The goods' tags when ordered. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  marketingAttributes: MarketingAttribute[];
}
