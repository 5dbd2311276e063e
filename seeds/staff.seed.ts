import type { DataSource } from 'typeorm';
import { StaffAccount } from '../apps/api/src/modules/accounts/entities/staff-account.entity.js';
import { PasswordHasher } from '../apps/api/src/modules/accounts/password-hasher.js';

type StaffRoleValue = StaffAccount['roles'][number];

export interface StaffSeedOptions {
  adminPassword: string;
  labPassword: string;
  /** Tests that predate the support account leave it out: it then gets the development default. */
  supportPassword?: string;
}

const DEVELOPMENT_SUPPORT_PASSWORD = 'support123456';

export interface SeededStaff {
  username: string;
  password: string;
  roles: StaffRoleValue[];
  created: boolean;
}

/** The staff accounts of DESIGN.md section 4. Existing accounts keep their (possibly changed) passwords. */
export async function seedStaff(dataSource: DataSource, options: StaffSeedOptions): Promise<SeededStaff[]> {
  const wanted: Array<{ username: string; displayName: string; roles: StaffRoleValue[]; password: string }> = [
    {
      username: 'admin',
      displayName: '周敏',
      roles: ['admin', 'lab', 'support'],
      password: options.adminPassword,
    },
    { username: 'lab', displayName: '陈立', roles: ['lab'], password: options.labPassword },
    {
      username: 'support',
      displayName: '林悦',
      roles: ['support'],
      password: options.supportPassword ?? DEVELOPMENT_SUPPORT_PASSWORD,
    },
  ];
  const repository = dataSource.getRepository(StaffAccount);
  const seeded: SeededStaff[] = [];
  for (const staff of wanted) {
    const result = await repository
      .createQueryBuilder()
      .insert()
      .values({
        username: staff.username,
        displayName: staff.displayName,
        roles: staff.roles,
        passwordHash: await PasswordHasher.hash(staff.password),
      })
      .orIgnore()
      .execute();
    seeded.push({
      username: staff.username,
      password: staff.password,
      roles: staff.roles,
      created: (result.identifiers[0]?.id ?? null) !== null,
    });
  }
  return seeded;
}
