import type { DataSource } from 'typeorm';
import { resolveRegion } from '../apps/api/src/modules/accounts/personal-centre/helpers/region-tree.js';

/** The credit limit of 上海示例生物科技有限公司 (13800000001's company), incl. tax. */
export const DEMO_CREDIT_LIMIT = '200000.00';

const SHANGHAI_ORDER_SETTINGS = {
  meName: '张晓明',
  meMoblie: '13800000001',
  meEmail: 'zhangxm@shdemo-bio.cn;',
};

const SHANGHAI_PICKUP_ADDRESS = {
  name: '张晓明',
  phone: '13800000001',
  province: '上海市',
  city: '上海市',
  district: '浦东新区',
  address: '张江高科技园区蔡伦路 100 号 2 号楼 301 室',
  postalCode: '201203',
};

/**
 * What ordering needs for the demo (DESIGN.md section 4): 13800000001's company gets a credit limit, and the member
 * its order settings and one pickup address; 13800000002 gets none of them (its orders answer 182). Idempotent:
 * rows that exist, however edited since, are kept. Runs after seedCustomers.
 */
export async function seedOrders(dataSource: DataSource): Promise<void> {
  await dataSource.transaction(async (manager) => {
    const [member] = await manager.query<Array<{ id: number; organisation_id: number | null }>>(
      `SELECT id, organisation_id FROM member WHERE account = 'shdemo'`,
    );
    if (!member?.organisation_id) return;
    await manager.query(
      `INSERT INTO customer_credit (organisation_id, credit_limit) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [member.organisation_id, DEMO_CREDIT_LIMIT],
    );
    await manager.query(
      `INSERT INTO order_setting (member_id, me_name, me_moblie, me_email) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [member.id, SHANGHAI_ORDER_SETTINGS.meName, SHANGHAI_ORDER_SETTINGS.meMoblie, SHANGHAI_ORDER_SETTINGS.meEmail],
    );
    const address = SHANGHAI_PICKUP_ADDRESS;
    const region = resolveRegion(address.province, address.city, address.district);
    if (!region) throw new Error('The demo pickup address is not in the region tree');
    await manager.query(
      `INSERT INTO member_address (member_id, name, phone, province, city, district, district_code, address, postal_code, is_default)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, TRUE
       WHERE NOT EXISTS (SELECT 1 FROM member_address WHERE member_id = $1)`,
      [
        member.id,
        address.name,
        address.phone,
        region.province,
        region.city,
        region.district,
        region.districtCode,
        address.address,
        address.postalCode,
      ],
    );
  });
}
