import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { Member } from '../../accounts/entities/member.entity.js';
import { Organisation } from '../../accounts/entities/organisation.entity.js';

export type ContractPaymentMode = 'credit' | 'prepaid';

/**
 * A signed price agreement. It belongs to a company (every member of it orders under it) or to one member
 * (a personal customer); exactly one of the two owners is set.
 */
@Entity()
@Unique('uq_contract_contract_no', ['contractNo'])
@Index('idx_contract_organisation', ['organisationId'])
@Index('idx_contract_member', ['memberId'])
@Check('ck_contract_payment_mode', `"payment_mode" IN ('credit', 'prepaid')`)
@Check('ck_contract_balance', '"balance" >= 0')
export class Contract {
  @PrimaryGeneratedColumn()
  id: number;

  /** The CRM contract number (contractID__c in the legacy answers). */
  @Column({ type: 'varchar', length: 40 })
  contractNo: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'integer', nullable: true })
  organisationId: number | null;

  @ManyToOne(() => Organisation, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'organisation_id', foreignKeyConstraintName: 'fk_contract_organisation' })
  organisation: Relation<Organisation> | null;

  @Column({ type: 'integer', nullable: true })
  memberId: number | null;

  @ManyToOne(() => Member, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'fk_contract_member' })
  member: Relation<Member> | null;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  /** Inclusive validity dates (null: open-ended), compared with today in the database. */
  @Column({ type: 'date', nullable: true })
  startsOn: string | null;

  @Column({ type: 'date', nullable: true })
  endsOn: string | null;

  /**
   * `credit`: orders under the contract draw on the customer's credit limit when placed (PayOrder, code 185);
   * `prepaid`: an order takes its amount from `balance` in the transaction that creates it (see ContractBalanceService).
   */
  @Column({ type: 'varchar', length: 10, default: 'credit' })
  paymentMode: ContractPaymentMode;

  /** The contract's agreed value. */
  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true })
  totalPrice: string | null;

  /** What remains of a prepaid contract; null for a credit contract. Never negative (ck_contract_balance). */
  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true })
  balance: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
