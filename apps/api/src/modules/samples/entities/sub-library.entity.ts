import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Sample } from './sample.entity.js';

/** A sub-library of a library with its indexes: i7 as read, i5 on the forward strand (null: single-indexed). */
@Entity()
@Index('idx_sub_library_sample', ['sampleId'])
export class SubLibrary {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  sampleId: number;

  @ManyToOne(() => Sample, (sample) => sample.subLibraries, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'sample_id', foreignKeyConstraintName: 'fk_sub_library_sample' })
  sample: Relation<Sample>;

  @Column({ type: 'varchar', length: 50 })
  zwkName: string;

  @Column({ type: 'varchar', length: 32 })
  indexI7: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  indexI5: string | null;

  /** One of the listed types, or the free text of type id 3. */
  @Column({ type: 'varchar', length: 50 })
  type: string;
}
