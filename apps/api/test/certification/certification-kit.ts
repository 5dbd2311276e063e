import { customerToken, type TestCustomer } from '../support/customer-session.js';
import type { TestApp } from '../support/test-app.js';

let counter = 0;

/** A company of its own for one test (auditType 0 unless told), with its main account signed in. */
export async function newCompany(
  t: TestApp,
  options: { auditType?: number; email?: string | null } = {},
): Promise<TestCustomer & { phone: string; name: string }> {
  counter += 1;
  const suffix = `${process.pid % 1000}${String(counter).padStart(4, '0')}`;
  const phone = `139${suffix.padStart(8, '0').slice(-8)}`;
  const name = `测试认证公司${suffix}`;
  const [organisation] = await t.dataSource.query(
    'INSERT INTO organisation (name, audit_type) VALUES ($1, $2) RETURNING id',
    [name, options.auditType ?? 0],
  );
  await t.dataSource.query(
    `INSERT INTO member (phone, account, nick_name, organisation_id, is_main, email) VALUES ($1, $2, $2, $3, true, $4)`,
    [phone, `cert${suffix}`, organisation.id, options.email ?? null],
  );
  return { ...(await customerToken(t, phone)), phone, name };
}

/** A sub-account (or a second member) of an organisation. */
export async function newSubAccount(
  t: TestApp,
  organisationId: number,
  status = 'approved',
): Promise<TestCustomer & { phone: string }> {
  counter += 1;
  const suffix = `${process.pid % 1000}${String(counter).padStart(4, '0')}`;
  const phone = `137${suffix.padStart(8, '0').slice(-8)}`;
  await t.dataSource.query(
    `INSERT INTO member (phone, account, nick_name, organisation_id, is_main, position_key, sub_status)
     VALUES ($1, $2, $2, $3, false, 0, $4)`,
    [phone, `sub${suffix}`, organisationId, status],
  );
  return { ...(await customerToken(t, phone)), phone };
}

export async function newPersonal(t: TestApp): Promise<TestCustomer & { phone: string }> {
  counter += 1;
  const suffix = `${process.pid % 1000}${String(counter).padStart(4, '0')}`;
  const phone = `136${suffix.padStart(8, '0').slice(-8)}`;
  await t.dataSource.query(`INSERT INTO member (phone, account, nick_name, is_main) VALUES ($1, $2, $2, false)`, [
    phone,
    `personal${suffix}`,
  ]);
  return { ...(await customerToken(t, phone)), phone };
}

/** Real file signatures: what file-type recognises. */
export const SAMPLE_FILES = {
  png: Buffer.concat([
    Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108020000009077', 'hex'),
    Buffer.from('53de0000000c4944415408d763f8cfc0000003010100c9fe92ef0000000049454e44ae426082', 'hex'),
  ]),
  jpg: Buffer.concat([
    Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
    Buffer.alloc(64, 0),
    Buffer.from('ffd9', 'hex'),
  ]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  exe: Buffer.concat([
    Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000', 'hex'),
    Buffer.alloc(200, 0),
  ]),
  text: Buffer.from('这是一个普通的文本文件，不是图片。\nplain text\n'),
  html: Buffer.from('<!DOCTYPE html><html><head><title>x</title></head><body><script>alert(1)</script></body></html>'),
};

/** A valid PNG padded to `bytes` (file-type reads the head only). */
export function pngOfSize(bytes: number): Buffer {
  return Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(Math.max(0, bytes - SAMPLE_FILES.png.length), 0)]);
}
