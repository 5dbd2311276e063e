import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { Member } from '../../accounts/entities/member.entity.js';
import { Organisation } from '../../accounts/entities/organisation.entity.js';

/**
 * The credit of one customer: the organisation when the member belongs to one (all its members order on the
 * same credit), else the member itself. PayOrder locks this row FOR UPDATE, so concurrent orders of one
 * customer are decided one after the other and the unpaid total never passes the cap.
 */
@Entity()
@Unique('uq_customer_credit_organisation', ['organisationId'])
@Unique('uq_customer_credit_member', ['memberId'])
@Check('ck_customer_credit_owner', '("organisation_id" IS NULL) <> ("member_id" IS NULL)')
export class CustomerCredit {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer', nullable: true })
  organisationId: number | null;

  @ManyToOne(() => Organisation, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organisation_id', foreignKeyConstraintName: 'fk_customer_credit_organisation' })
  organisation: Relation<Organisation> | null;

  @Column({ type: 'integer', nullable: true })
  memberId: number | null;

  @ManyToOne(() => Member, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'fk_customer_credit_member' })
  member: Relation<Member> | null;

  /** Granted credit incl. tax; null when none was granted (every order then needs the PM: code 185). */
  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true })
  creditLimit: string | null;

  /** Placed, not yet paid orders incl. tax. */
  @Column({ type: 'numeric', precision: 14, scale: 2, default: 0 })
  unpaidTotal: string;

  /** At or above this unpaid amount no order is placed (code 186). */
  @Column({ type: 'numeric', precision: 14, scale: 2, default: 1000000 })
  unpaidCap: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
