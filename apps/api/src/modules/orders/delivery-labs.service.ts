import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DeliveryLab } from '@seqportal/contract';
import { DataSource } from 'typeorm';

/** The delivery labs (派送地址) that can run every one of the chosen SKUs. */
@Injectable()
export class DeliveryLabsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async forSkus(skuIds: readonly number[]): Promise<DeliveryLab[]> {
    const distinct = [...new Set(skuIds)];
    if (distinct.length === 0) return [];
    return this.dataSource.query<DeliveryLab[]>(
      `SELECT l.name, l.address, l.recipient, l.phone
       FROM delivery_lab l
       JOIN delivery_lab_sku ls ON ls.lab_id = l.id AND ls.sku_id = ANY($1::int[])
       WHERE l.active
       GROUP BY l.id
       HAVING count(*) = $2
       ORDER BY l.sort, l.id`,
      [distinct, distinct.length],
    );
  }

  /** The lab an order names, for the order detail; null when it has been renamed or removed since. */
  async byName(name: string | null): Promise<DeliveryLab | null> {
    if (!name) return null;
    const [lab] = await this.dataSource.query<DeliveryLab[]>(
      'SELECT name, address, recipient, phone FROM delivery_lab WHERE name = $1',
      [name],
    );
    return lab ?? null;
  }
}
