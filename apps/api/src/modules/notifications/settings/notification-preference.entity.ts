import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { Member } from '../../accounts/entities/member.entity.js';

/**
 * A member's choice of progress notifications. No row means the defaults: both on, since customers follow their
 * samples from the day they send them.
 */
@Entity()
export class NotificationPreference {
  @PrimaryColumn({ type: 'integer' })
  memberId: number;

  @OneToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'fk_notification_preference_member' })
  member: Relation<Member>;

  @Column({ type: 'boolean', default: true })
  progressSms: boolean;

  @Column({ type: 'boolean', default: true })
  progressEmail: boolean;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
