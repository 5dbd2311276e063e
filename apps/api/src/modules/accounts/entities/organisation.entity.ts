import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import type { AuditTypeValue } from '@seqportal/contract';

/** A customer company. Its members order under it; certification (auditType) gates contracts and sub-accounts. */
@Entity()
@Unique('uq_organisation_name', ['name'])
export class Organisation {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** 0/1 not certified, 2 awaiting review, 3 approved, 4 rejected (spec part 1 section 4). */
  @Column({ type: 'smallint', default: 0 })
  auditType: AuditTypeValue;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
