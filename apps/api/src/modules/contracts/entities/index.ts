import { ContractOrderDraft } from './contract-order-draft.entity.js';
import { ContractPrice } from './contract-price.entity.js';
import { Contract } from './contract.entity.js';

export { Contract, ContractOrderDraft, ContractPrice };

export const CONTRACT_ENTITIES = [Contract, ContractPrice, ContractOrderDraft];
