import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  type Relation,
} from 'typeorm';
import type { UploadFormatValue, UploadKindValue } from '@seqportal/contract';
import { Member } from '../../entities/member.entity.js';

/**
 * A certification file (contract or business licence) in the private uploads bucket, under its organisation (or
 * its member, for a personal account). Customers name it by its object key; only its owner and staff may open it.
 */
@Entity()
@Unique('uq_uploaded_file_object_key', ['objectKey'])
@Index('idx_uploaded_file_member', ['memberId'])
export class UploadedFile {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  objectKey: string;

  @Column({ type: 'integer' })
  memberId: number;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'fk_uploaded_file_member' })
  member: Relation<Member>;

  /** The uploader's organisation at upload time; null for a personal account. */
  @Column({ type: 'integer', nullable: true })
  organisationId: number | null;

  @Column({ type: 'varchar', length: 20 })
  kind: UploadKindValue;

  /** The name the customer's file had, for display only. */
  @Column({ type: 'varchar', length: 255 })
  fileName: string;

  /** What the content is (sniffed), not what the name said. */
  @Column({ type: 'varchar', length: 10 })
  format: UploadFormatValue;

  @Column({ type: 'integer' })
  size: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
