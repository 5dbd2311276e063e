import type { TagLocationValue } from '@seqportal/contract';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Goods } from './goods.entity.js';

/** A marketing tag drawn at one of the five positions of the product image (contract TagLocation). */
@Entity()
@Index('idx_goods_tag_goods', ['goodsId'])
export class GoodsTag {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  goodsId: number;

  @ManyToOne(() => Goods, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'goods_id', foreignKeyConstraintName: 'fk_goods_tag_goods' })
  goods: Relation<Goods>;

  @Column({ type: 'varchar', length: 20 })
  name: string;

  @Column({ type: 'varchar', length: 20 })
  location: TagLocationValue;

  @Column({ type: 'smallint', default: 0 })
  sort: number;
}
