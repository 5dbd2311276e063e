import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  OneToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { Organisation } from '../../entities/organisation.entity.js';

/**
 * The latest certification an organisation submitted. Its state is the organisation's auditType; a resubmission
 * after a rejection overwrites this row (the audit log keeps the history).
 */
@Entity()
@Unique('uq_organisation_certification_organisation', ['organisationId'])
export class OrganisationCertification {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  organisationId: number;

  @OneToOne(() => Organisation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organisation_id', foreignKeyConstraintName: 'fk_organisation_certification_organisation' })
  organisation: Relation<Organisation>;

  /** Certification type key (GetCertificationTypes). */
  @Column({ type: 'smallint' })
  type: number;

  @Column({ type: 'varchar', length: 100 })
  mechanismName: string;

  @Column({ type: 'smallint', default: 100 })
  throughputToleranceRatio: number;

  /** Object keys of the contract files, in the customer's order. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  contractFiles: string[];

  /** Object keys of the business licence files. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  businessFiles: string[];

  @Column({ type: 'integer' })
  submittedByMemberId: number;

  @Column({ type: 'timestamptz' })
  submittedAt: Date;

  /** Username of the staff member who decided, null while waiting. */
  @Column({ type: 'varchar', length: 50, nullable: true })
  reviewedBy: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  rejectReason: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
