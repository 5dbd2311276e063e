import type { TemplateTypeValue } from '@seqportal/contract';
import {
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
import { Goods } from './goods.entity.js';

/** One orderable variant of a goods (read length, depth, data size ...), with its own code and prices. */
@Entity()
@Unique('uq_sku_sku_code', ['skuCode'])
@Index('idx_sku_goods_sort', ['goodsId', 'sort'])
// A GIN pg_trgm index the migration creates; TypeORM cannot describe its operator class, so it leaves it alone.
@Index('idx_sku_search_text', { synchronize: false })
@Index('idx_sku_listing', ['goodsSort', 'sort', 'id'])
@Index('idx_sku_category', ['categoryId'])
export class Sku {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  goodsId: number;

  @ManyToOne(() => Goods, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'goods_id', foreignKeyConstraintName: 'fk_sku_goods' })
  goods: Relation<Goods>;

  @Column({ type: 'varchar', length: 40 })
  skuCode: string;

  @Column({ type: 'varchar', length: 100 })
  specName: string;

  /** NUMERIC(14,2): TypeORM hands it over as a string, which stays exact. */
  @Column({ type: 'numeric', precision: 14, scale: 2 })
  salePrice: string;

  @Column({ type: 'numeric', precision: 14, scale: 2 })
  marketPrice: string;

  /** Invoice kinds offered for this SKU, e.g. 增值税专用发票（6%）. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  taxTypes: string[];

  @Column({ type: 'integer', default: 0 })
  sort: number;

  @Column({ type: 'boolean', default: true })
  onSale: boolean;

  /** Goods name, label, SKU code, platform and keywords, lower-cased: written with the SKU (skuSearchText). */
  @Column({ type: 'text', default: '' })
  searchText: string;

  /*
   * Copies of the goods' listing fields, written whenever the goods or its SKUs are written (seeds, imports,
   * the future back office): the product list filters, counts and sorts SKUs without reading the goods rows.
   */
  @Column({ type: 'integer' })
  categoryId: number;

  @Column({ type: 'varchar', length: 30 })
  templateType: TemplateTypeValue;

  @Column({ type: 'integer', default: 0 })
  goodsSort: number;

  @Column({ type: 'boolean', default: true })
  goodsOnSale: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
