import type { GoodsStandard, PropertyTypeValue, TemplateTypeValue } from '@seqportal/contract';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { Category } from './category.entity.js';

/** A service or template as the shop shows it; what is bought is one of its SKUs. */
@Entity()
@Index('idx_goods_category_sort', ['categoryId', 'sort'])
@Check('chk_goods_turnaround_days', '"turnaround_days" BETWEEN 1 AND 120')
export class Goods {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  categoryId: number;

  @ManyToOne(() => Category, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'category_id', foreignKeyConstraintName: 'fk_goods_category' })
  category: Relation<Category>;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** Extra search words (synonyms, English names), space-separated; part of each SKU's search text. */
  @Column({ type: 'varchar', length: 500, default: '' })
  keywords: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  sequencingPlatform: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  serviceModelName: string;

  /** Sanitised when written (and again when read): see helpers/sanitize-description.ts. */
  @Column({ type: 'text', default: '' })
  descHtmlInfo: string;

  @Column({ type: 'text', default: '' })
  sampleRequirement: string;

  @Column({ type: 'smallint', default: 0 })
  propertyType: PropertyTypeValue;

  @Column({ type: 'varchar', length: 30 })
  templateType: TemplateTypeValue;

  /** The detail page's specification table (name / valueName pairs), read only with the goods. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  standards: GoodsStandard[];

  /** Object keys in the public bucket; the first is the list image. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  imageKeys: string[];

  /** May be sent with the 闪测 (fast-track) delivery option. */
  @Column({ type: 'boolean', default: false })
  canFlash: boolean;

  @Column({ type: 'boolean', default: false })
  recommended: boolean;

  /** Working days from the lab's receipt of the samples to data delivery: the expected delivery date's basis. */
  @Column({ type: 'smallint', default: 3 })
  turnaroundDays: number;

  @Column({ type: 'boolean', default: true })
  onSale: boolean;

  @Column({ type: 'integer', default: 0 })
  sort: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
