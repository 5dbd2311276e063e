import { Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, routes, SAMPLE_SHEET_FORMAT_MESSAGE, type UploadResult } from '@seqportal/contract';
import type { FastifyRequest } from 'fastify';
import { CustomerOnly } from '../../../common/auth/customer-auth.guard.js';
import { CurrentCustomer, type CustomerPrincipal } from '../../../common/auth/customer-principal.js';
import { DomainError, UserInputError } from '../../../common/errors/domain-errors.js';
import { ApiResult } from '../../../common/http/api-result.js';
import { routePath } from '../../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../../common/swagger/api-envelope-response.decorator.js';
import { samplesConfig, type SamplesConfig } from '../samples.config.js';
import { SampleSheetUploadService } from './sample-sheet-upload.service.js';
import { UploadResultDto } from '../../../common/http/upload-result.dto.js';

/** Multipart uploads of customers. */
@ApiTags('files')
@Controller()
export class FilesController {
  constructor(
    private readonly sheets: SampleSheetUploadService,
    @Inject(samplesConfig.KEY) private readonly config: SamplesConfig,
  ) {}

  @Post(routePath('uploadExcel'))
  @HttpCode(200)
  @CustomerOnly()
  @ApiOperation({
    summary: routes.uploadExcel.summary,
    description:
      '一个 file 部分，仅 .xlsx，最大 10MB（11001 超出大小，11002 格式不符）。返回 files[0].url（从 coi 起的路径），交给 ParseSampleExcel。',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
  })
  @ApiEnvelopeResponse(UploadResultDto)
  async uploadExcel(@CurrentCustomer() customer: CustomerPrincipal, @Req() request: FastifyRequest) {
    if (!request.isMultipart()) throw new DomainError(ErrorCode.UploadFormat, SAMPLE_SHEET_FORMAT_MESSAGE);
    const part = await request.file({ limits: { fileSize: this.config.sheetMaxBytes, files: 1 } });
    if (!part) throw new UserInputError('请选择要上传的文件');
    const result: UploadResult = await this.sheets.store(customer.memberId, {
      fileName: part.filename,
      stream: part.file,
      truncated: () => part.file.truncated,
    });
    return new ApiResult(result, '上传成功');
  }
}
