import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { Member } from '../../entities/member.entity.js';

/**
 * A member's ordering defaults: who places orders and where delivered data may be pushed.
 * Without them an order cannot be placed (code 182).
 */
@Entity()
export class OrderSetting {
  @PrimaryColumn({ type: 'integer' })
  memberId: number;

  @OneToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'fk_order_setting_member' })
  member: Relation<Member>;

  @Column({ type: 'varchar', length: 50 })
  meName: string;

  @Column({ type: 'varchar', length: 11 })
  meMoblie: string;

  /** Addresses joined with ';' and a trailing ';', as the spec's clients send and read them. */
  @Column({ type: 'varchar', length: 1000 })
  meEmail: string;

  @Column({ type: 'varchar', length: 128, default: '' })
  accessKeyId: string;

  /** The customer's own cloud-storage secret, AES-256-GCM encrypted; never answered in full. */
  @Column({ type: 'text', default: '' })
  accessKeySecretEncrypted: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  ossPath: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  bucket: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  endPoint: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
