import { OrderExpressTrace } from './entities/order-express-trace.entity.js';
import { SampleQcResult } from './entities/sample-qc-result.entity.js';

/** Every entity of the lab module, for the entity registry. */
export const LAB_ENTITIES = [SampleQcResult, OrderExpressTrace];
