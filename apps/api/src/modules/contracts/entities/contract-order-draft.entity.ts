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
  type Relation,
} from 'typeorm';
import { Member } from '../../accounts/entities/member.entity.js';
import { Sku } from '../../catalogue/entities/sku.entity.js';
import { Contract } from './contract.entity.js';

/**
 * One line of a member's contract order draft: what SyncProductShoppingCat synced for a contract and what
 * BatchSubmitOrder orders. Each sync replaces the draft of that contract as a whole.
 */
@Entity()
@Unique('uq_contract_order_draft_line', ['memberId', 'contractId', 'skuId'])
@Index('idx_contract_order_draft_contract', ['contractId'])
@Index('idx_contract_order_draft_sku', ['skuId'])
@Check('ck_contract_order_draft_count', '"count" > 0')
export class ContractOrderDraft {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  memberId: number;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'fk_contract_order_draft_member' })
  member: Relation<Member>;

  @Column({ type: 'integer' })
  contractId: number;

  @ManyToOne(() => Contract, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'contract_id', foreignKeyConstraintName: 'fk_contract_order_draft_contract' })
  contract: Relation<Contract>;

  @Column({ type: 'integer' })
  skuId: number;

  @ManyToOne(() => Sku, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'sku_id', foreignKeyConstraintName: 'fk_contract_order_draft_sku' })
  sku: Relation<Sku>;

  @Column({ type: 'integer' })
  count: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
