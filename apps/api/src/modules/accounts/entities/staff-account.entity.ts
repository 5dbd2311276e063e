import type { StaffRoleValue } from '@seqportal/contract';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';

/** Lab, support and admin staff who sign in with a username and password at /api/admin/auth/login. */
@Entity()
@Unique('uq_staff_account_username', ['username'])
export class StaffAccount {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 50 })
  username: string;

  /** argon2id hash; the password itself is never stored or logged. */
  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ type: 'varchar', length: 50 })
  displayName: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  roles: StaffRoleValue[];

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
