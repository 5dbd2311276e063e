import type { DataSource } from 'typeorm';
import { Member } from '../apps/api/src/modules/accounts/entities/member.entity.js';
import { Organisation } from '../apps/api/src/modules/accounts/entities/organisation.entity.js';

/** The demo customers of DESIGN.md section 4; tests and demos sign in as these phones. */
export const DEMO_ORGANISATIONS = [
  { name: '上海示例生物科技有限公司', auditType: 3 },
  { name: '北京未来基因科技有限公司', auditType: 3 },
] as const;

export const DEMO_MEMBERS = [
  // One identity, company account, approved: contracts, credit, order settings and an address.
  {
    phone: '13800000001',
    account: 'shdemo',
    nickName: '张晓明',
    organisation: '上海示例生物科技有限公司',
    isMain: true,
  },
  // Personal account, not certified, no contract and no order settings.
  { phone: '13800000002', account: 'lisi_personal', nickName: '李思', organisation: null, isMain: false },
  // Two identities on one phone: an approved company account and a personal account.
  {
    phone: '13800000003',
    account: 'bjfuture',
    nickName: '王伟',
    organisation: '北京未来基因科技有限公司',
    isMain: true,
  },
  { phone: '13800000003', account: 'wangwei_personal', nickName: '王伟', organisation: null, isMain: false },
] as const;

export async function seedCustomers(dataSource: DataSource): Promise<void> {
  await dataSource.transaction(async (manager) => {
    for (const organisation of DEMO_ORGANISATIONS) {
      await manager.createQueryBuilder().insert().into(Organisation).values(organisation).orIgnore().execute();
    }
    const organisations = await manager.find(Organisation);
    const idOf = (name: string | null) => (name ? (organisations.find((o) => o.name === name)?.id ?? null) : null);
    for (const member of DEMO_MEMBERS) {
      await manager
        .createQueryBuilder()
        .insert()
        .into(Member)
        .values({
          phone: member.phone,
          account: member.account,
          nickName: member.nickName,
          organisationId: idOf(member.organisation),
          isMain: member.isMain,
        })
        .orIgnore()
        .execute();
    }
  });
}
