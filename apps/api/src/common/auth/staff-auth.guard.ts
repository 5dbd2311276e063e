import type { StaffRoleValue } from '@seqportal/contract';
import { Injectable, SetMetadata, UseGuards, applyDecorators } from '@nestjs/common';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { ApiBearerAuth } from '@nestjs/swagger';
import { ForbiddenError } from '../errors/domain-errors.js';
import { verifyBearer } from './bearer-token.js';
import type { StaffRequest, StaffTokenClaims } from './staff-principal.js';
import { TokenAudience } from './token-audience.js';

const STAFF_ROLES = 'seqportal:staff-roles';

/** Staff-only handler; with roles, the staff member needs at least one of them (admin passes everywhere). */
export const StaffOnly = (...roles: StaffRoleValue[]) =>
  applyDecorators(SetMetadata(STAFF_ROLES, roles), UseGuards(StaffAuthGuard), ApiBearerAuth('staff'));

@Injectable()
export class StaffAuthGuard implements CanActivate {
  constructor(
    private readonly jwt: JwtService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<StaffRequest>();
    const claims = await this.verify(request);
    const required = this.reflector.getAllAndOverride<StaffRoleValue[]>(STAFF_ROLES, [
      context.getHandler(),
      context.getClass(),
    ]);
    const roles = claims.roles ?? [];
    if (required?.length && !roles.includes('admin') && !required.some((role) => roles.includes(role))) {
      throw new ForbiddenError();
    }
    request.staff = { staffId: Number(claims.sub), username: claims.username, roles };
    return true;
  }

  private async verify(request: StaffRequest): Promise<StaffTokenClaims> {
    try {
      return await verifyBearer<StaffTokenClaims>(this.jwt, request, TokenAudience.Staff);
    } catch (error) {
      // A valid token of another audience (a customer's) is a permission problem, not a session problem.
      if (await this.isOtherAudienceToken(request)) throw new ForbiddenError();
      throw error;
    }
  }

  private async isOtherAudienceToken(request: StaffRequest): Promise<boolean> {
    try {
      await verifyBearer(this.jwt, request, TokenAudience.Customer);
      return true;
    } catch {
      return false;
    }
  }
}
