import { DeliveryDownload } from './delivery-download.entity.js';
import { DeliveryFile } from './delivery-file.entity.js';

export const DELIVERY_ENTITIES = [DeliveryFile, DeliveryDownload];
