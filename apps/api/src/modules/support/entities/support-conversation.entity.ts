import type { SupportContextValue, SupportConversationStatusValue } from '@seqportal/contract';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { Member } from '../../accounts/entities/member.entity.js';
import { StaffAccount } from '../../accounts/entities/staff-account.entity.js';
import { Goods } from '../../catalogue/entities/goods.entity.js';
import { CustomerOrder } from '../../orders/entities/customer-order.entity.js';
import { Sample } from '../../samples/entities/sample.entity.js';

/** A customer's support conversation, with what it is about and both sides' read positions. */
@Entity('support_conversation')
@Check('ck_support_conversation_context', `context IN ('product', 'order', 'delivery', 'general')`)
@Check('ck_support_conversation_status', `status IN ('open', 'closed')`)
@Index('idx_support_conversation_member', ['memberId', 'lastMessageAt'])
@Index('idx_support_conversation_queue', ['status', 'lastMessageAt'])
@Index('idx_support_conversation_order', ['orderId'])
@Index('idx_support_conversation_sample', ['sampleId'])
@Index('idx_support_conversation_goods', ['goodsId'])
@Index('idx_support_conversation_assignee', ['assigneeId'])
export class SupportConversationRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  memberId: number;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'fk_support_conversation_member' })
  member: Relation<Member>;

  @Column({ type: 'varchar', length: 20 })
  context: SupportContextValue;

  @Column({ type: 'integer', nullable: true })
  orderId: number | null;

  @ManyToOne(() => CustomerOrder, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'fk_support_conversation_order' })
  order: Relation<CustomerOrder> | null;

  @Column({ type: 'integer', nullable: true })
  sampleId: number | null;

  @ManyToOne(() => Sample, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'sample_id', foreignKeyConstraintName: 'fk_support_conversation_sample' })
  sample: Relation<Sample> | null;

  @Column({ type: 'integer', nullable: true })
  goodsId: number | null;

  @ManyToOne(() => Goods, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'goods_id', foreignKeyConstraintName: 'fk_support_conversation_goods' })
  goods: Relation<Goods> | null;

  @Column({ type: 'varchar', length: 10, default: 'open' })
  status: SupportConversationStatusValue;

  @Column({ type: 'integer', nullable: true })
  assigneeId: number | null;

  @ManyToOne(() => StaffAccount, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assignee_id', foreignKeyConstraintName: 'fk_support_conversation_assignee' })
  assignee: Relation<StaffAccount> | null;

  /** Id of the last message the customer has read. */
  @Column({ type: 'integer', default: 0 })
  customerLastReadId: number;

  /** Id of the last message staff have read. */
  @Column({ type: 'integer', default: 0 })
  staffLastReadId: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastMessageAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
