import type { QcGradeValue } from '@seqportal/contract';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToOne,
  PrimaryColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { StaffAccount } from '../../accounts/entities/staff-account.entity.js';
import { Sample } from '../../samples/entities/sample.entity.js';

/**
 * A sample's QC result: one row of the quality report (spec part 2 section 9). Measurements are NUMERIC so that
 * the report shows exactly what the lab entered; recording again replaces the row (the audit log keeps the old).
 */
@Entity()
@Check('ck_sample_qc_result_total_grade', `"total_grade" IN ('PASS', 'RISK', 'FAIL')`)
@Check('ck_sample_qc_result_quality_grade', `"quality_grade" IN ('PASS', 'RISK', 'FAIL')`)
@Index('idx_sample_qc_result_recorded_by', ['recordedById'])
export class SampleQcResult {
  @PrimaryColumn({ type: 'integer' })
  sampleId: number;

  @OneToOne(() => Sample, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'sample_id', foreignKeyConstraintName: 'fk_sample_qc_result_sample' })
  sample: Relation<Sample>;

  /** ng/μl */
  @Column({ type: 'numeric', precision: 12, scale: 3, nullable: true })
  concentration: string | null;

  /** μl */
  @Column({ type: 'numeric', precision: 12, scale: 3, nullable: true })
  volume: string | null;

  /** ng */
  @Column({ type: 'numeric', precision: 16, scale: 3, nullable: true })
  totalAmount: string | null;

  /** nM */
  @Column({ type: 'numeric', precision: 12, scale: 3, nullable: true })
  qpcrConcentration: string | null;

  @Column({ type: 'numeric', precision: 6, scale: 3, nullable: true })
  od260280: string | null;

  @Column({ type: 'numeric', precision: 4, scale: 1, nullable: true })
  rinDin: string | null;

  /** bp */
  @Column({ type: 'integer', nullable: true })
  libraryLength: number | null;

  @Column({ type: 'varchar', length: 10 })
  totalGrade: QcGradeValue;

  @Column({ type: 'varchar', length: 10 })
  qualityGrade: QcGradeValue;

  @Column({ type: 'varchar', length: 500, default: '' })
  remarks: string;

  @Column({ type: 'varchar', length: 50 })
  tester: string;

  @Column({ type: 'varchar', length: 50, default: '' })
  reviewer: string;

  @Column({ type: 'timestamptz', nullable: true })
  testedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  @Column({ type: 'integer', nullable: true })
  recordedById: number | null;

  @ManyToOne(() => StaffAccount, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'recorded_by_id', foreignKeyConstraintName: 'fk_sample_qc_result_recorded_by' })
  recordedBy: Relation<StaffAccount> | null;

  @Column({ type: 'varchar', length: 50 })
  recordedByName: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
