import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AuditLogEntry, AuditLogQuery, ListResponse } from '@seqportal/contract';
import { DataSource, type EntityManager, type FindOptionsWhere } from 'typeorm';
import type { StaffPrincipal } from '../../common/auth/staff-principal.js';
import { AuditLog, type AuditState } from './audit-log.entity.js';

export interface AuditRecord {
  action: string;
  targetType: string;
  targetId: string;
  before: AuditState;
  after: AuditState;
}

/** Who acted; a request id lets support find the matching log lines. */
export interface AuditActor {
  staff: StaffPrincipal;
  requestId?: string;
}

const DEFAULT_PAGE_SIZE = 20;

/** Writes and reads the audit log. Writers pass their transaction's manager: the entry commits with the change. */
@Injectable()
export class AuditLogService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async record(manager: EntityManager, actor: AuditActor, records: AuditRecord[]): Promise<void> {
    if (records.length === 0) return;
    await manager.getRepository(AuditLog).insert(
      records.map((record) => ({
        staffId: actor.staff.staffId,
        staffName: actor.staff.username,
        action: record.action,
        targetType: record.targetType,
        targetId: record.targetId,
        before: record.before,
        after: record.after,
        requestId: actor.requestId ?? null,
      })),
    );
  }

  /**
   * An entry whose actor is not a staff member: a customer (named e.g. 客户 13800000001) or a scheduled job (系统).
   * The staff column stays empty; the name says who it was.
   */
  async recordOther(manager: EntityManager, actorName: string, records: AuditRecord[]): Promise<void> {
    if (records.length === 0) return;
    await manager.getRepository(AuditLog).insert(
      records.map((record) => ({
        staffId: null,
        staffName: actorName.slice(0, 50),
        action: record.action,
        targetType: record.targetType,
        targetId: record.targetId,
        before: record.before,
        after: record.after,
        requestId: null,
      })),
    );
  }

  async list(query: AuditLogQuery): Promise<ListResponse<AuditLogEntry>> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const where: FindOptionsWhere<AuditLog> = {};
    if (query.targetType) where.targetType = query.targetType;
    if (query.targetId) where.targetId = query.targetId;
    if (query.action) where.action = query.action;
    const [rows, totalCount] = await this.dataSource.getRepository(AuditLog).findAndCount({
      where,
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    return {
      list: rows.map((row) => ({
        id: Number(row.id),
        staffId: row.staffId,
        staffName: row.staffName,
        action: row.action,
        targetType: row.targetType,
        targetId: row.targetId,
        before: row.before,
        after: row.after,
        createdAt: row.createdAt.toISOString(),
      })),
      page,
      pageSize,
      totalCount,
    };
  }
}
