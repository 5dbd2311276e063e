import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { LegalText, LegalTextTypeValue, LegalTextVersion, SaveLegalTextRequest } from '@seqportal/contract';
import { DataSource } from 'typeorm';
import { NotFoundError, UserInputError } from '../../common/errors/domain-errors.js';
import { AuditLogService, type AuditActor } from '../../infra/audit/audit-log.service.js';
import { LegalTextVersionRow } from './entities/legal-text-version.entity.js';
import { LEGAL_TEXT_MESSAGES } from './helpers/content-messages.js';
import { sanitizeLegalHtml } from './helpers/legal-html.js';

/** The legal texts: the current version of each type for customers, every version and new ones for staff. */
@Injectable()
export class LegalTextsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLogService,
  ) {}

  async current(type: LegalTextTypeValue): Promise<LegalText> {
    const row = await this.dataSource
      .getRepository(LegalTextVersionRow)
      .findOne({ where: { type }, order: { version: 'DESC' } });
    if (!row) throw new NotFoundError(LEGAL_TEXT_MESSAGES.notFound);
    return view(row);
  }

  /** The number of the current version, or null while the type has none (orders then record none). */
  async currentVersion(type: LegalTextTypeValue): Promise<number | null> {
    const [row] = await this.dataSource.query<Array<{ version: number | null }>>(
      'SELECT max(version) AS version FROM legal_text_version WHERE type = $1',
      [type],
    );
    return row?.version ?? null;
  }

  async listCurrent(): Promise<LegalText[]> {
    const rows = await this.dataSource
      .getRepository(LegalTextVersionRow)
      .createQueryBuilder('text')
      .distinctOn(['text.type'])
      .orderBy('text.type')
      .addOrderBy('text.version', 'DESC')
      .getMany();
    return rows.map(view);
  }

  async versions(type: LegalTextTypeValue): Promise<LegalTextVersion[]> {
    const rows = await this.dataSource
      .getRepository(LegalTextVersionRow)
      .find({ where: { type }, relations: { createdBy: true }, order: { version: 'DESC' } });
    return rows.map((row) => ({ ...view(row), createdBy: row.createdBy?.username ?? null }));
  }

  /** Stores the text as the next version of its type; earlier versions stay unchanged. */
  async save(actor: AuditActor, dto: SaveLegalTextRequest): Promise<LegalText> {
    const html = await sanitizeLegalHtml(dto.html);
    // Sanitising can leave nothing (a text made only of scripts): that is no text either.
    if (html.replace(/<[^>]*>/g, '').trim() === '') throw new UserInputError(LEGAL_TEXT_MESSAGES.htmlRequired);
    return this.dataSource.transaction(async (manager) => {
      // Two staff saving the same type at once would both compute the same next number: the lock orders them.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('legal_text_version:' || $1))`, [dto.type]);
      const [{ next }] = await manager.query<Array<{ next: number }>>(
        'SELECT coalesce(max(version), 0) + 1 AS next FROM legal_text_version WHERE type = $1',
        [dto.type],
      );
      const repository = manager.getRepository(LegalTextVersionRow);
      const row = await repository.save(
        repository.create({
          type: dto.type,
          version: next,
          title: dto.title,
          html,
          createdById: actor.staff.staffId,
        }),
      );
      await this.audit.record(manager, actor, [
        {
          action: 'legal-text.save',
          targetType: 'legal-text',
          targetId: dto.type,
          before: next > 1 ? { version: next - 1 } : null,
          after: { version: next, title: dto.title },
        },
      ]);
      return view(row);
    });
  }
}

function view(row: LegalTextVersionRow): LegalText {
  return {
    type: row.type,
    title: row.title,
    html: row.html,
    version: row.version,
    updatedAt: row.createdAt.toISOString(),
  };
}
