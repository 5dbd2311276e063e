import { Injectable, SetMetadata, UseGuards, applyDecorators } from '@nestjs/common';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { DataSource } from 'typeorm';
import { ForbiddenError } from '../errors/domain-errors.js';
import { CustomerAuthGuard } from './customer-auth.guard.js';
import type { CustomerRequest } from './customer-principal.js';

/** What a main account may withhold from its sub-accounts (business management, permission page). */
export type MemberPermission = 'order' | 'billing' | 'download';

const PERMISSION = 'seqportal:member-permission';

const COLUMNS: Record<MemberPermission, string> = {
  order: 'can_order',
  billing: 'can_view_billing',
  download: 'can_download',
};

export const PERMISSION_MESSAGES: Record<MemberPermission, string> = {
  order: '您没有下单权限，请联系主账号开通',
  billing: '您没有查看账单的权限，请联系主账号开通',
  download: '您没有下载数据的权限，请联系主账号开通',
};

/**
 * A signed-in customer that also holds `permission`. Main and personal accounts hold every permission; a
 * sub-account holds those its main account granted, and none while its application is pending or disabled.
 */
export const CustomerWithPermission = (permission: MemberPermission) =>
  applyDecorators(
    SetMetadata(PERMISSION, permission),
    UseGuards(CustomerAuthGuard, MemberPermissionGuard),
    ApiBearerAuth('customer'),
  );

/**
 * The permission check alone, for a controller already guarded by CustomerOnly at class level: class guards run
 * before method guards, so the customer is known here. (Method-level guards run in the reverse order of their
 * decorators, which is why a method without the class guard uses CustomerWithPermission instead.)
 */
export const RequireMemberPermission = (permission: MemberPermission) =>
  applyDecorators(SetMetadata(PERMISSION, permission), UseGuards(MemberPermissionGuard));

@Injectable()
export class MemberPermissionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const permission = this.reflector.get<MemberPermission | undefined>(PERMISSION, context.getHandler());
    const customer = context.switchToHttp().getRequest<CustomerRequest>().customer;
    // A personal account holds every permission: no query on its ordering path.
    if (!permission || !customer || customer.organisationId === null) return true;
    const column = COLUMNS[permission];
    const rows: Array<{ allowed: boolean }> = await this.dataSource.query(
      `SELECT (organisation_id IS NULL OR is_main OR (sub_status = 'approved' AND ${column})) AS allowed
         FROM member WHERE id = $1`,
      [customer.memberId],
    );
    if (rows[0]?.allowed !== true) throw new ForbiddenError(PERMISSION_MESSAGES[permission]);
    return true;
  }
}
