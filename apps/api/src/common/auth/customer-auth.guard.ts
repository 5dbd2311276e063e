import { Inject, Injectable, Optional, SetMetadata, UseGuards, applyDecorators } from '@nestjs/common';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { ApiBearerAuth } from '@nestjs/swagger';
import { ErrorCode } from '@seqportal/contract';
import { AuthenticationError } from '../errors/domain-errors.js';
import { RouteMemo } from '../http/route-memo.js';
import { bearerToken, verifyBearer } from './bearer-token.js';
import type { CustomerPrincipal, CustomerRequest, CustomerTokenClaims } from './customer-principal.js';
import { CUSTOMER_SESSION_CHECKER, type CustomerSessionChecker } from './customer-session.checker.js';
import { TokenAudience } from './token-audience.js';

const CUSTOMER_OPTIONAL = 'seqportal:customer-optional';

/** A signed-in customer is required (100 without a token, 101 expired, 102 invalid or revoked). */
export const CustomerOnly = () => applyDecorators(UseGuards(CustomerAuthGuard), ApiBearerAuth('customer'));

/**
 * Visitors may call it; a customer token, when sent, identifies the caller (prices, contracts).
 * A token that is sent but expired or invalid still answers 101/102 so that the client renews it.
 */
export const OptionalCustomer = () =>
  applyDecorators(SetMetadata(CUSTOMER_OPTIONAL, true), UseGuards(CustomerAuthGuard), ApiBearerAuth('customer'));

@Injectable()
export class CustomerAuthGuard implements CanActivate {
  private readonly optional = new RouteMemo(
    (context) =>
      this.reflector.getAllAndOverride<boolean>(CUSTOMER_OPTIONAL, [context.getHandler(), context.getClass()]) === true,
  );

  constructor(
    private readonly jwt: JwtService,
    private readonly reflector: Reflector,
    @Optional() @Inject(CUSTOMER_SESSION_CHECKER) private readonly sessions?: CustomerSessionChecker,
  ) {}

  /** A visitor on an optional route passes at once (no promise): the catalogue's public reads are the busiest calls. */
  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const request = context.switchToHttp().getRequest<CustomerRequest>();
    if (!bearerToken(request) && this.optional.get(context)) return true;
    return this.authenticate(request);
  }

  private async authenticate(request: CustomerRequest): Promise<boolean> {
    // A staff token carries another audience and fails here as invalid: staff never act as customers.
    const claims = await verifyBearer<CustomerTokenClaims>(this.jwt, request, TokenAudience.Customer);
    const principal: CustomerPrincipal = {
      memberId: Number(claims.sub),
      organisationId: claims.org ?? null,
      sessionId: claims.sid,
    };
    if (this.sessions && !(await this.sessions.isActive(principal))) {
      throw new AuthenticationError(ErrorCode.TokenInvalid);
    }
    request.customer = principal;
    return true;
  }
}
