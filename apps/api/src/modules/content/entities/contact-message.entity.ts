import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { Member } from '../../accounts/entities/member.entity.js';

/** A message sent through the contact page; support staff read them in the staff console. */
@Entity('contact_message')
@Index('idx_contact_message_created', ['createdAt'])
@Index('idx_contact_message_member', ['memberId'])
export class ContactMessageRow {
  @PrimaryGeneratedColumn()
  id: number;

  /** The member signed in when it was sent; messages from visitors have none. */
  @Column({ type: 'integer', nullable: true })
  memberId: number | null;

  @ManyToOne(() => Member, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'fk_contact_message_member' })
  member: Relation<Member> | null;

  @Column({ type: 'varchar', length: 50 })
  objName: string;

  @Column({ type: 'varchar', length: 100 })
  email: string;

  @Column({ type: 'varchar', length: 11 })
  phone: string;

  @Column({ type: 'varchar', length: 100 })
  companyName: string;

  @Column({ type: 'varchar', length: 50 })
  position: string;

  @Column({ type: 'varchar', length: 200 })
  address: string;

  @Column({ type: 'varchar', length: 100 })
  title: string;

  @Column({ type: 'varchar', length: 2000 })
  opinion: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
