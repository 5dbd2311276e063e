import type { SampleProgressStepValue } from '@seqportal/contract';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { StaffAccount } from '../../accounts/entities/staff-account.entity.js';
import { Sample } from './sample.entity.js';

/** A sample reaching a progress step (written by the lab); the schedules of the sample centre are built from these. */
@Entity()
@Index('idx_sample_progress_event_sample', ['sampleId', 'occurredAt'])
@Index('idx_sample_progress_event_operator', ['operatorId'])
export class SampleProgressEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  sampleId: number;

  @ManyToOne(() => Sample, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'sample_id', foreignKeyConstraintName: 'fk_sample_progress_event_sample' })
  sample: Relation<Sample>;

  @Column({ type: 'varchar', length: 20 })
  step: SampleProgressStepValue;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  occurredAt: Date;

  @Column({ type: 'integer', nullable: true })
  operatorId: number | null;

  @ManyToOne(() => StaffAccount, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'operator_id', foreignKeyConstraintName: 'fk_sample_progress_event_operator' })
  operator: Relation<StaffAccount> | null;

  @Column({ type: 'varchar', length: 50, default: '' })
  operatorName: string;
}
