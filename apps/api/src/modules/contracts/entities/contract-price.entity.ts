import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { Sku } from '../../catalogue/entities/sku.entity.js';
import { Contract } from './contract.entity.js';

/** One line of a contract's price list: the SKU is in the contract's scope at this unit price. */
@Entity()
@Unique('uq_contract_price_contract_sku', ['contractId', 'skuId'])
@Index('idx_contract_price_sku', ['skuId'])
export class ContractPrice {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  contractId: number;

  @ManyToOne(() => Contract, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'contract_id', foreignKeyConstraintName: 'fk_contract_price_contract' })
  contract: Relation<Contract>;

  @Column({ type: 'integer' })
  skuId: number;

  @ManyToOne(() => Sku, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'sku_id', foreignKeyConstraintName: 'fk_contract_price_sku' })
  sku: Relation<Sku>;

  @Column({ type: 'numeric', precision: 14, scale: 2 })
  unitPrice: string;
}
