import { Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ErrorCode, routes } from '@seqportal/contract';
import type { FastifyReply } from 'fastify';
import { CustomerOnly } from '../../../common/auth/customer-auth.guard.js';
import { CurrentCustomer, type CustomerPrincipal } from '../../../common/auth/customer-principal.js';
import { AuthenticationError } from '../../../common/errors/domain-errors.js';
import { OrderLookupService, OrderNotFoundError } from '../../orders/order-lookup.service.js';
import { RawResponse } from '../../../common/http/raw-response.decorator.js';
import { routePath } from '../../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../../common/swagger/api-envelope-response.decorator.js';
import { OrderEventsQueryDto, OrderEventsTicketDto } from './dto/order-events.dto.js';
import { OrderStreamService } from './order-stream.service.js';
import { STREAM_TICKET_TTL_SECONDS, StreamTicketStore } from './stream-ticket.store.js';

const STREAM_DESCRIPTION = [
  'Server-Sent Events. Open with `new EventSource(url)` using the url of OrderEventsTicket (one-time ticket, 60 s).',
  'Events (the SSE `event:` field; `data:` is JSON): `ready` once subscribed (reload the page data, events follow);',
  '`sample-progress` {orderNo, step, stepLabel, samples[{sampleId, codeNo, sendTempCode}], occurredAt};',
  '`order-status` {orderNo, status{id,name}, occurredAt}; `delivery-files` {orderNo, fileCount, occurredAt};',
  '`express` {orderNo, number, expName, status, occurredAt}; `expired` when the stream ends after the access-token',
  'lifetime: get a new ticket and reconnect. A used, expired or unknown ticket answers the JSON envelope with code 102',
  'instead of a stream (EventSource reports an error and stops); orderNo of another customer answers code 404.',
].join(' ');

/** The customer's live view of sample progress, fanned out through Redis from whichever instance recorded it. */
@ApiTags('notifications')
@Controller()
export class OrderEventsController {
  constructor(
    private readonly tickets: StreamTicketStore,
    private readonly streams: OrderStreamService,
    private readonly orders: OrderLookupService,
  ) {}

  @Post(routePath('OrderEventsTicket'))
  @HttpCode(200)
  @CustomerOnly()
  @ApiOperation({ summary: routes.OrderEventsTicket.summary })
  @ApiEnvelopeResponse(OrderEventsTicketDto)
  async ticket(@CurrentCustomer() customer: CustomerPrincipal): Promise<OrderEventsTicketDto> {
    const ticket = await this.tickets.issue(customer);
    return {
      ticket,
      expiresIn: STREAM_TICKET_TTL_SECONDS,
      url: `${routes.OrderEvents.path}?ticket=${encodeURIComponent(ticket)}`,
    };
  }

  @Get(routePath('OrderEvents'))
  @RawResponse()
  @ApiOperation({ summary: routes.OrderEvents.summary, description: STREAM_DESCRIPTION })
  @ApiProduces('text/event-stream')
  @ApiEnvelopeResponse(null, { description: 'text/event-stream on success; the JSON envelope on failure' })
  async stream(@Query() query: OrderEventsQueryDto, @Res() reply: FastifyReply): Promise<void> {
    const claims = await this.tickets.consume(query.ticket);
    if (!claims) throw new AuthenticationError(ErrorCode.TokenInvalid);
    const orderNo = query.orderNo ?? null;
    if (orderNo !== null && !(await this.orders.isOwned(claims.memberId, orderNo))) throw new OrderNotFoundError();
    reply.hijack();
    await this.streams.open(reply.raw, { memberId: claims.memberId, orderNo });
  }
}
