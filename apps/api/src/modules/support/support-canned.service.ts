import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SaveCannedReplyRequest, SupportCannedReplyTemplate } from '@seqportal/contract';
import { QueryFailedError, type DataSource } from 'typeorm';
import type { StaffPrincipal } from '../../common/auth/staff-principal.js';
import { NotFoundError, UserInputError } from '../../common/errors/domain-errors.js';
import { SupportCannedReplyRow } from './entities/index.js';
import { SUPPORT_MESSAGES } from './helpers/support-text.js';

/** Staff manage the canned replies: list the templates, create, change and delete them. */
@Injectable()
export class SupportCannedService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(): Promise<SupportCannedReplyTemplate[]> {
    const rows = await this.dataSource.getRepository(SupportCannedReplyRow).find({ order: { sort: 'ASC', id: 'ASC' } });
    return rows.map((row) => this.view(row));
  }

  async save(staff: StaffPrincipal, request: SaveCannedReplyRequest): Promise<SupportCannedReplyTemplate> {
    const repository = this.dataSource.getRepository(SupportCannedReplyRow);
    const fields = { title: request.title, template: request.template, updatedBy: staff.staffId };
    try {
      if (request.id === undefined) {
        return this.view(await repository.save({ ...fields, sort: request.sort ?? (await this.nextSort()) }));
      }
      const row = await repository.findOneBy({ id: request.id });
      if (!row) throw new NotFoundError(SUPPORT_MESSAGES.cannedNotFound);
      return this.view(await repository.save({ ...row, ...fields, sort: request.sort ?? row.sort }));
    } catch (error) {
      // The unique title index decides, so two agents saving the same title at once cannot both succeed.
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') {
        throw new UserInputError(SUPPORT_MESSAGES.cannedDuplicate);
      }
      throw error;
    }
  }

  async remove(id: number): Promise<void> {
    const result = await this.dataSource.getRepository(SupportCannedReplyRow).delete({ id });
    if (!result.affected) throw new NotFoundError(SUPPORT_MESSAGES.cannedNotFound);
  }

  /** A new reply goes last. */
  private async nextSort(): Promise<number> {
    const [{ next }] = (await this.dataSource.query(
      'SELECT COALESCE(max(sort), 0) + 1 AS next FROM support_canned_reply',
    )) as Array<{ next: number }>;
    return Math.min(Number(next), 9999);
  }

  private view(row: SupportCannedReplyRow): SupportCannedReplyTemplate {
    return { id: row.id, title: row.title, template: row.template, sort: row.sort };
  }
}
