import type { CartTypeValue, PropertyTypeValue } from '@seqportal/contract';
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
import { Member } from '../../accounts/entities/member.entity.js';
import { Sku } from '../../catalogue/entities/sku.entity.js';

/**
 * One line of a member's sample box (cart type 1) or the single buy-now line (cart type 2). A SKU appears at
 * most once per member and cart type: adding it again raises the quantity.
 */
@Entity()
@Unique('uq_cart_item_member_type_sku', ['memberId', 'cartType', 'skuId'])
@Index('idx_cart_item_sku', ['skuId'])
@Check('ck_cart_item_qty', '"qty" > 0')
export class CartItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  memberId: number;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'fk_cart_item_member' })
  member: Relation<Member>;

  @Column({ type: 'integer' })
  skuId: number;

  @ManyToOne(() => Sku, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'sku_id', foreignKeyConstraintName: 'fk_cart_item_sku' })
  sku: Relation<Sku>;

  @Column({ type: 'smallint' })
  cartType: CartTypeValue;

  @Column({ type: 'smallint', default: 0 })
  propertyType: PropertyTypeValue;

  @Column({ type: 'integer' })
  qty: number;

  /** Ticked for checkout; new lines start ticked. */
  @Column({ type: 'boolean', default: true })
  checked: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
