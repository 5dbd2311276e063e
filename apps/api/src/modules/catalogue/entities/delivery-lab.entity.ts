import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** A lab that receives samples (the 派送地址 of PayOrder); DeliveryLabSku says which SKUs it serves. */
@Entity()
@Unique('uq_delivery_lab_name', ['name'])
export class DeliveryLab {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 50 })
  name: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  address: string;

  /** Who signs for the parcels at the lab. */
  @Column({ type: 'varchar', length: 50, default: '' })
  recipient: string;

  @Column({ type: 'varchar', length: 30, default: '' })
  phone: string;

  @Column({ type: 'integer', default: 0 })
  sort: number;

  @Column({ type: 'boolean', default: true })
  active: boolean;
}
