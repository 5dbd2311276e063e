import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A reply agents pick from; {订单号}, {样本状态}, {快递单号} are filled from the conversation's order. */
@Entity('support_canned_reply')
export class SupportCannedReplyRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 50 })
  title: string;

  @Column({ type: 'varchar', length: 1000 })
  template: string;

  @Column({ type: 'integer', default: 0 })
  sort: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
