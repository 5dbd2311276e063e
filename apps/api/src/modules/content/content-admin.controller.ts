import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { routes } from '@seqportal/contract';
import type { FastifyRequest } from 'fastify';
import { StaffOnly } from '../../common/auth/staff-auth.guard.js';
import { CurrentStaff, type StaffPrincipal } from '../../common/auth/staff-principal.js';
import { ApiResult } from '../../common/http/api-result.js';
import { routePath } from '../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../common/swagger/api-envelope-response.decorator.js';
import { ContactService } from './contact.service.js';
import {
  ContactMessagePageDto,
  ContactMessageQueryDto,
  LegalTextDto,
  LegalTextQueryDto,
  LegalTextVersionDto,
  SaveLegalTextDto,
} from './dto/content.dto.js';
import { LegalTextsService } from './legal-texts.service.js';

/** Support staff (and administrators) keep the legal texts and read the contact messages. */
@ApiTags('admin')
@Controller()
export class ContentAdminController {
  constructor(
    private readonly legalTexts: LegalTextsService,
    private readonly contact: ContactService,
  ) {}

  @Get(routePath('AdminLegalTexts'))
  @StaffOnly('support')
  @ApiOperation({ summary: routes.AdminLegalTexts.summary })
  @ApiEnvelopeResponse(LegalTextDto, { isArray: true })
  list(): Promise<LegalTextDto[]> {
    return this.legalTexts.listCurrent();
  }

  @Get(routePath('AdminLegalTextVersions'))
  @StaffOnly('support')
  @ApiOperation({ summary: routes.AdminLegalTextVersions.summary })
  @ApiEnvelopeResponse(LegalTextVersionDto, { isArray: true })
  versions(@Query() query: LegalTextQueryDto): Promise<LegalTextVersionDto[]> {
    return this.legalTexts.versions(query.type);
  }

  @Post(routePath('AdminSaveLegalText'))
  @HttpCode(200)
  @StaffOnly('support')
  @ApiOperation({ summary: routes.AdminSaveLegalText.summary, description: 'The HTML is sanitised when stored.' })
  @ApiEnvelopeResponse(LegalTextDto)
  async save(@CurrentStaff() staff: StaffPrincipal, @Body() dto: SaveLegalTextDto, @Req() request: FastifyRequest) {
    return new ApiResult(await this.legalTexts.save({ staff, requestId: String(request.id) }, dto), '保存成功');
  }

  @Get(routePath('AdminContactMessages'))
  @StaffOnly('support')
  @ApiOperation({ summary: routes.AdminContactMessages.summary })
  @ApiEnvelopeResponse(ContactMessagePageDto)
  contacts(@Query() query: ContactMessageQueryDto): Promise<ContactMessagePageDto> {
    return this.contact.list(query);
  }
}
