import '@fastify/multipart';
import { Body, Controller, Delete, HttpCode, Inject, Post, Query, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, messageFor, routes } from '@seqportal/contract';
import type { FastifyRequest } from 'fastify';
import { StaffOnly } from '../../common/auth/staff-auth.guard.js';
import { CurrentStaff, type StaffPrincipal } from '../../common/auth/staff-principal.js';
import { DomainError, UserInputError } from '../../common/errors/domain-errors.js';
import { ApiResult } from '../../common/http/api-result.js';
import { routePath } from '../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../common/swagger/api-envelope-response.decorator.js';
import type { AuditActor } from '../../infra/audit/audit-log.service.js';
import { DeliveryFilesService } from './delivery-files.service.js';
import { deliveryConfig, type DeliveryConfig } from './delivery.config.js';
import {
  CompleteDeliveryUploadDto,
  CreateDeliveryUploadDto,
  CreateDeliveryUploadResponseDto,
  DeleteDeliveryFileQueryDto,
  DeliveryFileEntryDto,
  UploadDeliveryFileQueryDto,
} from './dto/delivery.dto.js';

/** The lab delivers files; deleting a delivered file is for administrators only. */
@ApiTags('admin')
@Controller()
export class DeliveryAdminController {
  constructor(
    private readonly files: DeliveryFilesService,
    @Inject(deliveryConfig.KEY) private readonly config: DeliveryConfig,
  ) {}

  @Post(routePath('AdminUploadDeliveryFile'))
  @HttpCode(200)
  @StaffOnly('lab')
  @ApiOperation({
    summary: routes.AdminUploadDeliveryFile.summary,
    description:
      'multipart/form-data with one part `file`; orderNo and category in the query. The same path again replaces the file.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
  })
  @ApiEnvelopeResponse(DeliveryFileEntryDto)
  async upload(
    @CurrentStaff() staff: StaffPrincipal,
    @Query() query: UploadDeliveryFileQueryDto,
    @Req() request: FastifyRequest,
  ) {
    if (!request.isMultipart()) throw new DomainError(ErrorCode.UploadFormat, '请以 multipart/form-data 上传文件');
    const part = await request.file({ limits: { fileSize: this.config.uploadMaxBytes, files: 1 } });
    if (!part) throw new UserInputError('请选择要上传的文件');
    const limit = formatBytes(this.config.uploadMaxBytes);
    const entry = await this.files.upload(actor(staff, request), query, {
      fileName: part.filename,
      contentType: part.mimetype || 'application/octet-stream',
      stream: part.file,
      // Over the cap busboy cuts the file short and flags it; the service checks before storing anything.
      tooLarge: () =>
        part.file.truncated
          ? new DomainError(ErrorCode.UploadTooLarge, messageFor(ErrorCode.UploadTooLarge, { limit }))
          : null,
    });
    return new ApiResult(entry, '上传成功');
  }

  @Post(routePath('AdminCreateDeliveryUpload'))
  @HttpCode(200)
  @StaffOnly('lab')
  @ApiOperation({
    summary: routes.AdminCreateDeliveryUpload.summary,
    description: 'PUT the bytes to url in one request, then complete.',
  })
  @ApiEnvelopeResponse(CreateDeliveryUploadResponseDto)
  createUpload(
    @CurrentStaff() staff: StaffPrincipal,
    @Body() dto: CreateDeliveryUploadDto,
    @Req() request: FastifyRequest,
  ): Promise<CreateDeliveryUploadResponseDto> {
    return this.files.createUpload(actor(staff, request), dto);
  }

  @Post(routePath('AdminCompleteDeliveryUpload'))
  @HttpCode(200)
  @StaffOnly('lab')
  @ApiOperation({ summary: routes.AdminCompleteDeliveryUpload.summary })
  @ApiEnvelopeResponse(DeliveryFileEntryDto)
  async completeUpload(
    @CurrentStaff() staff: StaffPrincipal,
    @Body() dto: CompleteDeliveryUploadDto,
    @Req() request: FastifyRequest,
  ) {
    return new ApiResult(await this.files.completeUpload(actor(staff, request), dto.uploadId), '上传成功');
  }

  @Delete(routePath('AdminDeleteDeliveryFile'))
  @StaffOnly('admin')
  @ApiOperation({ summary: routes.AdminDeleteDeliveryFile.summary })
  @ApiEnvelopeResponse(null)
  async delete(
    @CurrentStaff() staff: StaffPrincipal,
    @Query() query: DeleteDeliveryFileQueryDto,
    @Req() request: FastifyRequest,
  ) {
    await this.files.delete(actor(staff, request), query.id);
    return new ApiResult(null, '删除成功');
  }
}

export function actor(staff: StaffPrincipal, request: FastifyRequest): AuditActor {
  return { staff, requestId: String(request.id) };
}

function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)}${units[unit]}`;
}
