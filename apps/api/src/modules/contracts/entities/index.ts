import { ContractPrice } from './contract-price.entity.js';
import { Contract } from './contract.entity.js';

export { Contract, ContractPrice };

export const CONTRACT_ENTITIES = [Contract, ContractPrice];
