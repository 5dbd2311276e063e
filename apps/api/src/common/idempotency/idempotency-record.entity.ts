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
import { Member } from '../../modules/accounts/entities/member.entity.js';

/**
 * The first answer to a request that carried an Idempotency-Key (DESIGN.md section 2). The unique key is
 * what serialises concurrent retries: the record is inserted inside the transaction that does the work, so a
 * retry's insert waits on the index until the first transaction commits (then replays its answer) or rolls
 * back (then does the work itself).
 */
@Entity()
@Unique('uq_idempotency_record_key', ['memberId', 'operation', 'key'])
@Index('idx_idempotency_record_created', ['createdAt'])
export class IdempotencyRecord {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  memberId: number;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'fk_idempotency_record_member' })
  member: Relation<Member>;

  /** The route key, e.g. SubmitOrder: one key may be used once per operation. */
  @Column({ type: 'varchar', length: 40 })
  operation: string;

  @Column({ type: 'varchar', length: 100 })
  key: string;

  /** SHA-256 of the canonical JSON body: the same key with another body answers 409. */
  @Column({ type: 'varchar', length: 64 })
  requestHash: string;

  /** The answer's body; null only inside the transaction that is still doing the work. */
  @Column({ type: 'jsonb', nullable: true })
  response: unknown;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
