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
import { CustomerSession } from './customer-session.entity.js';

/**
 * One refresh token of a session. Only its SHA-256 is stored, so a database leak gives no usable token.
 * A token is used once: rotation marks it and issues the next one; presenting a marked token again means it
 * was stolen (or replayed), and the whole session is revoked.
 */
@Entity()
@Unique('uq_refresh_token_hash', ['tokenHash'])
@Index('idx_refresh_token_session', ['sessionId'])
export class RefreshToken {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'uuid' })
  sessionId: string;

  @ManyToOne(() => CustomerSession, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'session_id', foreignKeyConstraintName: 'fk_refresh_token_session' })
  session: Relation<CustomerSession>;

  /** Hex SHA-256 of the opaque token. */
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  /** Set when this token was exchanged for the next one. */
  @Column({ type: 'timestamptz', nullable: true })
  rotatedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
