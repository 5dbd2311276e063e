import { Category } from './category.entity.js';
import { DeliveryLabSku } from './delivery-lab-sku.entity.js';
import { DeliveryLab } from './delivery-lab.entity.js';
import { GoodsTag } from './goods-tag.entity.js';
import { Goods } from './goods.entity.js';
import { HotKeyword } from './hot-keyword.entity.js';
import { Sku } from './sku.entity.js';

export { Category, DeliveryLab, DeliveryLabSku, Goods, GoodsTag, HotKeyword, Sku };

/** The catalogue's entities, for the registry and TypeOrmModule.forFeature. */
export const CATALOGUE_ENTITIES = [Category, Goods, Sku, GoodsTag, HotKeyword, DeliveryLab, DeliveryLabSku];
