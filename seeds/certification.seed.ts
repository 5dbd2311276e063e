import { crc32, deflateSync } from 'node:zlib';
import type { DataSource } from 'typeorm';
import { storageConfig } from '../apps/api/src/config/configuration.js';
import { StorageService } from '../apps/api/src/infra/storage/storage.service.js';
import { Member } from '../apps/api/src/modules/accounts/entities/member.entity.js';
import { Organisation } from '../apps/api/src/modules/accounts/entities/organisation.entity.js';
import { OrganisationCertification } from '../apps/api/src/modules/accounts/certification/entities/organisation-certification.entity.js';
import { UploadedFile } from '../apps/api/src/modules/accounts/certification/entities/uploaded-file.entity.js';

/** DESIGN.md section 4: 13800000004's company has submitted its certification and waits in the review queue. */
export const WAITING_COMPANY = {
  name: '杭州新锐基因科技有限公司',
  phone: '13800000004',
  account: 'hzxinrui',
  nickName: '陈晨',
} as const;

/** A small picture standing in for a scanned licence: a framed card with a red seal (RGB PNG). */
export function demoLicencePng(width = 240, height = 160): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x += 1) {
      const border = x < 6 || y < 6 || x >= width - 6 || y >= height - 6;
      const seal = (x - width * 0.75) ** 2 + (y - height * 0.65) ** 2 < 28 ** 2;
      const line = y > 30 && y < 110 && y % 16 < 3 && x > 24 && x < width * 0.55;
      const [r, g, b] = border ? [60, 90, 160] : seal ? [200, 30, 40] : line ? [90, 90, 90] : [250, 246, 232];
      raw.set([r, g, b], row + 1 + x * 3);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF standing in for a signed service contract. */
export function demoContractPdf(title = 'Service contract (demo)'): Buffer {
  const text = `BT /F1 18 Tf 60 760 Td (${title}) Tj 0 -30 Td /F1 11 Tf (SeqPortal sequencing services) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** Idempotent: the company, its main account, two files and the waiting certification are created once. */
export async function seedWaitingCertification(dataSource: DataSource): Promise<void> {
  const files = await dataSource.transaction(async (manager) => {
    await manager
      .createQueryBuilder()
      .insert()
      .into(Organisation)
      .values({ name: WAITING_COMPANY.name, auditType: 2 })
      .orIgnore()
      .execute();
    const organisation = await manager.findOneByOrFail(Organisation, { name: WAITING_COMPANY.name });
    await manager
      .createQueryBuilder()
      .insert()
      .into(Member)
      .values({
        phone: WAITING_COMPANY.phone,
        account: WAITING_COMPANY.account,
        nickName: WAITING_COMPANY.nickName,
        organisationId: organisation.id,
        isMain: true,
      })
      .orIgnore()
      .execute();
    const member = await manager.findOneByOrFail(Member, { account: WAITING_COMPANY.account });
    if (await manager.exists(OrganisationCertification, { where: { organisationId: organisation.id } })) return [];
    const folder = `certification/org-${organisation.id}`;
    const seeded = [
      {
        key: `${folder}/seed-licence.png`,
        kind: 'business' as const,
        name: '营业执照.png',
        format: 'png' as const,
        body: demoLicencePng(),
      },
      {
        key: `${folder}/seed-contract.pdf`,
        kind: 'contract' as const,
        name: '技术服务合同.pdf',
        format: 'pdf' as const,
        body: demoContractPdf(),
      },
    ];
    for (const file of seeded) {
      await manager.insert(UploadedFile, {
        objectKey: file.key,
        memberId: member.id,
        organisationId: organisation.id,
        kind: file.kind,
        fileName: file.name,
        format: file.format,
        size: file.body.length,
      });
    }
    await manager.insert(OrganisationCertification, {
      organisationId: organisation.id,
      type: 1,
      mechanismName: WAITING_COMPANY.name,
      throughputToleranceRatio: 90,
      contractFiles: [seeded[1]!.key],
      businessFiles: [seeded[0]!.key],
      submittedByMemberId: member.id,
      submittedAt: new Date(),
    });
    return seeded;
  });
  if (files.length === 0) return;
  // Best effort, like the other demo files: the rows are what the queue needs first.
  const storage = new StorageService(storageConfig());
  try {
    await storage.ensureBuckets();
    for (const file of files) {
      const contentType = file.format === 'png' ? 'image/png' : 'application/pdf';
      await storage.put('uploads', file.key, file.body, { size: file.body.length, contentType });
    }
  } catch (error) {
    console.warn(`Demo certification files not uploaded (object storage unavailable): ${(error as Error).message}`);
  }
}
