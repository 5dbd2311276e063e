import type { StaffRoleValue } from '@seqportal/contract';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

export interface StaffPrincipal {
  staffId: number;
  username: string;
  roles: StaffRoleValue[];
}

export interface StaffTokenClaims {
  sub: string;
  username: string;
  roles: StaffRoleValue[];
}

export type StaffRequest = FastifyRequest & { staff?: StaffPrincipal };

/** The signed-in staff member, set by StaffAuthGuard. */
export const CurrentStaff = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const request = context.switchToHttp().getRequest<StaffRequest>();
  return request.staff;
});
