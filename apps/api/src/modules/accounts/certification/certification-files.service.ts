import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  ErrorCode,
  messageFor,
  type CertificationFile,
  type UploadedFile as UploadedFileView,
  type UploadKindValue,
} from '@seqportal/contract';
import { In, type Repository } from 'typeorm';
import { authConfig, type AuthConfig } from '../../../config/configuration.js';
import { DomainError, NotFoundError } from '../../../common/errors/domain-errors.js';
import { StorageService } from '../../../infra/storage/storage.service.js';
import type { Member } from '../entities/member.entity.js';
import { UploadedFile } from './entities/uploaded-file.entity.js';
import { checkFileLink, signFileLink } from './helpers/signed-link.js';
import { contentTypeOf, sniffFormat, UPLOAD_LIMITS } from './helpers/upload-rules.js';
import { formatUploadLimit } from '@seqportal/contract';

export interface IncomingFile {
  fileName: string;
  stream: Readable;
  /** True once the multipart parser cut the file at the size cap. */
  truncated: () => boolean;
}

/** Whose files a caller may name: its organisation's, or its own for a personal account. */
export interface FileOwner {
  memberId: number;
  organisationId: number | null;
}

export function ownerOf(member: Member): FileOwner {
  return { memberId: member.id, organisationId: member.organisationId };
}

/**
 * Certification uploads: checked by content and size before anything is stored, kept privately in the uploads
 * bucket under the organisation, and opened only through short-lived signed links handed to their owner or staff.
 */
@Injectable()
export class CertificationFilesService {
  constructor(
    @InjectRepository(UploadedFile) private readonly files: Repository<UploadedFile>,
    private readonly storage: StorageService,
    @Inject(authConfig.KEY) private readonly auth: AuthConfig,
  ) {}

  async store(owner: FileOwner, kind: UploadKindValue, file: IncomingFile): Promise<UploadedFileView> {
    const limit = UPLOAD_LIMITS[kind];
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of file.stream) {
      const buffer = chunk as Buffer;
      size += buffer.length;
      if (size <= limit) chunks.push(buffer);
    }
    if (file.truncated() || size > limit) {
      throw new DomainError(
        ErrorCode.UploadTooLarge,
        messageFor(ErrorCode.UploadTooLarge, { limit: formatUploadLimit(limit) }),
      );
    }
    const content = Buffer.concat(chunks);
    const format = await sniffFormat(content);
    if (!format) throw new DomainError(ErrorCode.UploadFormat);
    const folder = owner.organisationId ? `org-${owner.organisationId}` : `member-${owner.memberId}`;
    const objectKey = `certification/${folder}/${randomUUID()}.${format}`;
    await this.storage.put('uploads', objectKey, content, { size: content.length, contentType: contentTypeOf(format) });
    const fileName = file.fileName.trim().slice(0, 255) || `${kind}.${format}`;
    await this.files.insert({
      objectKey,
      memberId: owner.memberId,
      organisationId: owner.organisationId,
      kind,
      fileName,
      format,
      size: content.length,
    });
    return { url: objectKey, name: fileName, size: content.length, format, link: this.link(objectKey) };
  }

  /**
   * The caller's own uploads of `kind` named by `keys`, in the same order. A key of another organisation, of the
   * wrong kind or unknown answers 404, like anything that is not the caller's.
   */
  async ownedFiles(owner: FileOwner, kind: UploadKindValue, keys: readonly string[]): Promise<UploadedFile[]> {
    if (keys.length === 0) return [];
    const rows = await this.files.find({ where: { objectKey: In([...keys]) } });
    return keys.map((key) => {
      const row = rows.find((candidate) => candidate.objectKey === key);
      // Its organisation's, or the caller's own from before it had one (a personal account that certified).
      const mine =
        row &&
        row.kind === kind &&
        ((owner.organisationId !== null && row.organisationId === owner.organisationId) ||
          row.memberId === owner.memberId);
      if (!row || !mine) throw new NotFoundError('文件不存在');
      return row;
    });
  }

  /** The files named by a certification (already owned by its organisation), with links. */
  async describe(keys: readonly string[]): Promise<CertificationFile[]> {
    if (keys.length === 0) return [];
    const rows = await this.files.find({ where: { objectKey: In([...keys]) } });
    return keys.flatMap((key) => {
      const row = rows.find((candidate) => candidate.objectKey === key);
      return row ? [{ url: key, name: row.fileName, format: row.format, link: this.link(key) }] : [];
    });
  }

  link(objectKey: string): string {
    return signFileLink(this.auth.jwtSecret, objectKey);
  }

  /** Opens a file from a signed link: 403 when expired or forged, 404 when the file is gone. */
  async open(
    key: string,
    expires: number,
    sig: string,
  ): Promise<{ stream: Readable; contentType: string; size: number; fileName: string }> {
    const check = checkFileLink(this.auth.jwtSecret, key, expires, sig);
    if (check !== 'ok')
      throw new DomainError(ErrorCode.Forbidden, check === 'expired' ? '链接已过期，请刷新页面' : '链接无效');
    const row = await this.files.findOne({ where: { objectKey: key } });
    const stat = row ? await this.storage.stat('uploads', key) : null;
    if (!row || !stat) throw new NotFoundError('文件不存在');
    return {
      stream: await this.storage.get('uploads', key),
      contentType: contentTypeOf(row.format),
      size: stat.size,
      fileName: row.fileName,
    };
  }
}
