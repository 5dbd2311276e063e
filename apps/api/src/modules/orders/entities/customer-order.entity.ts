import type { DeliveryModeValue, OrderStatusValue, PropertyTypeValue } from '@seqportal/contract';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { Member } from '../../accounts/entities/member.entity.js';
import { Organisation } from '../../accounts/entities/organisation.entity.js';
import { Contract } from '../../contracts/entities/contract.entity.js';
import { OrderGoods } from './order-goods.entity.js';

/** The pickup address as it was when the order was placed: later edits of the address leave orders alone. */
export interface PickupAddressSnapshot {
  addressId: number;
  name: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  districtCode: string;
  street: string;
  address: string;
  postalCode: string;
}

/**
 * A customer's order. Created by SubmitOrder in status 1 (pending), placed by PayOrder (2), then moved by the
 * lab (3 samples received, 4 completed) or cancelled (5). Only helpers/order-state-machine.ts decides a status
 * change, and every change is written to order_history in the same transaction.
 */
@Entity()
@Unique('uq_customer_order_order_no', ['orderNo'])
@Unique('uq_customer_order_barcode_no', ['barcodeNo'])
@Index('idx_customer_order_member_status_created', ['memberId', 'status', 'createdAt'])
@Index('idx_customer_order_member_created', ['memberId', 'createdAt'])
@Index('idx_customer_order_organisation', ['organisationId'])
@Index('idx_customer_order_contract', ['contractId'])
@Index('idx_customer_order_organisation_placed', ['organisationId', 'placedAt'])
@Index('idx_customer_order_member_placed', ['memberId', 'placedAt'])
export class CustomerOrder {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 32 })
  orderNo: string;

  @Column({ type: 'integer' })
  memberId: number;

  @ManyToOne(() => Member, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'fk_customer_order_member' })
  member: Relation<Member>;

  /** The member's company when the order was created; its credit pays the order. */
  @Column({ type: 'integer', nullable: true })
  organisationId: number | null;

  @ManyToOne(() => Organisation, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'organisation_id', foreignKeyConstraintName: 'fk_customer_order_organisation' })
  organisation: Relation<Organisation> | null;

  /** The contract asked for, or the one contract all goods are priced under; null otherwise. */
  @Column({ type: 'integer', nullable: true })
  contractId: number | null;

  @ManyToOne(() => Contract, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'contract_id', foreignKeyConstraintName: 'fk_customer_order_contract' })
  contract: Relation<Contract> | null;

  @Column({ type: 'smallint' })
  status: OrderStatusValue;

  /** ORDER_CREATE_TYPE (2) for every order of the shop. */
  @Column({ type: 'smallint' })
  type: number;

  @Column({ type: 'smallint' })
  propertyType: PropertyTypeValue;

  /** Sum of the goods' actual prices. */
  @Column({ type: 'numeric', precision: 14, scale: 2 })
  totalPrice: string;

  /** What the order adds to the unpaid total when placed (incl. tax). */
  @Column({ type: 'numeric', precision: 14, scale: 2 })
  orderAmount: string;

  @Column({ type: 'boolean', default: false })
  isPay: boolean;

  /** An express number may (still) be filled in: courier orders until addexpress. */
  @Column({ type: 'boolean', default: false })
  isExpress: boolean;

  @Column({ type: 'boolean', default: true })
  isDisplay: boolean;

  /** Placed although credit was insufficient (confirmCredit): experiments wait for the PM. */
  @Column({ type: 'boolean', default: false })
  creditPending: boolean;

  @Column({ type: 'smallint', nullable: true })
  mode: DeliveryModeValue | null;

  /** The delivery lab (派送地址) chosen at PayOrder. */
  @Column({ type: 'varchar', length: 50, nullable: true })
  labName: string | null;

  @Column({ type: 'jsonb', nullable: true })
  pickupAddress: PickupAddressSnapshot | null;

  @Column({ type: 'timestamptz', nullable: true })
  pickupTime: Date | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  courierNumber: string | null;

  @Column({ type: 'smallint', nullable: true })
  speciesId: number | null;

  /** When the customer accepted the service agreement and privacy terms (recorded consent). */
  @Column({ type: 'timestamptz', nullable: true })
  agreementAcceptedAt: Date | null;

  /** The version of the purchase terms (legal text `buy`) that was current when the customer accepted them. */
  @Column({ type: 'integer', nullable: true })
  agreementVersion: number | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  expressNumber: string | null;

  /** The sample-delivery barcode printed on the /paytype page. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  barcodeNo: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  placedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  /** When finance recorded the payment of the order's bill; null while unpaid (the billing report's overdue days). */
  @Column({ type: 'timestamptz', nullable: true })
  settledAt: Date | null;

  /** What the order took from a prepaid contract's balance when it was created; given back when it is cancelled. */
  @Column({ type: 'numeric', precision: 14, scale: 2, default: 0 })
  contractBalanceTaken: string;

  @OneToMany(() => OrderGoods, (goods) => goods.order)
  goods: Relation<OrderGoods[]>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
