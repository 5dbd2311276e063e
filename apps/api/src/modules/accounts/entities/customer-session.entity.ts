import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { Member } from './member.entity.js';

/**
 * One signed-in session of a member: the family of refresh tokens that descend from one login.
 * Access tokens carry its id as `sid`; revoking it (logout, refresh-token reuse) ends them all.
 */
@Entity()
@Index('idx_customer_session_member', ['memberId'])
export class CustomerSession {
  /** Random UUID, also the `sid` claim of the access tokens. */
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'integer' })
  memberId: number;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'fk_customer_session_member' })
  member: Relation<Member>;

  /** "15天免登录": refresh tokens live 15 days instead of one. */
  @Column({ type: 'boolean' })
  avoidLogin: boolean;

  /** When the current refresh token stops working; moved forward by every rotation. */
  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  /** logout, reuse (a rotated refresh token came back) ... */
  @Column({ type: 'varchar', length: 20, nullable: true })
  revokedReason: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
