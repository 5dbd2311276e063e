import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';

/** The two-level menu tree; `codeNo` is what links and filters carry (/all_goods?categoryNo=). */
@Entity()
@Unique('uq_category_code_no', ['codeNo'])
@Index('idx_category_parent', ['parentId'])
export class Category {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 40 })
  codeNo: string;

  @Column({ type: 'varchar', length: 50 })
  title: string;

  /** Null for a top-level category. */
  @Column({ type: 'integer', nullable: true })
  parentId: number | null;

  @ManyToOne(() => Category, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'parent_id', foreignKeyConstraintName: 'fk_category_parent' })
  parent: Relation<Category> | null;

  @Column({ type: 'integer', default: 0 })
  sort: number;
}
