import { Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ErrorCode, routes, UploadKind } from '@seqportal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CustomerOnly } from '../../../common/auth/customer-auth.guard.js';
import { CurrentCustomer, type CustomerPrincipal } from '../../../common/auth/customer-principal.js';
import { DomainError, UserInputError } from '../../../common/errors/domain-errors.js';
import { ApiResult } from '../../../common/http/api-result.js';
import { RawResponse } from '../../../common/http/raw-response.decorator.js';
import { routePath } from '../../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../../common/swagger/api-envelope-response.decorator.js';
import { UploadResultDto } from '../../../common/http/upload-result.dto.js';
import { CertificationFilesService } from './certification-files.service.js';
import { CertificationService } from './certification.service.js';
import { UploadedFileViewQueryDto, UploadFileQueryDto } from './dto/upload.dto.js';
import { UPLOAD_LIMITS } from './helpers/upload-rules.js';

/** Certification uploads (contracts, business licences) and the signed links that open them. */
@ApiTags('files')
@Controller()
export class CertificationFilesController {
  constructor(
    private readonly files: CertificationFilesService,
    private readonly certifications: CertificationService,
  ) {}

  @Post(routePath('uploadFile'))
  @HttpCode(200)
  @CustomerOnly()
  @ApiOperation({
    summary: routes.uploadFile.summary,
    description:
      '一个 file 部分；jpg、jpeg、png、pdf 按文件内容识别（不看文件名）。kind=contract 最大15MB，kind=business 最大5MB；' +
      '11001 超出大小，11002 格式不符，被拒时不保存任何内容。返回 files[0].url（提交认证时使用）与 10 分钟有效的查看链接 link。',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
  })
  @ApiEnvelopeResponse(UploadResultDto)
  async upload(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Query() query: UploadFileQueryDto,
    @Req() request: FastifyRequest,
  ) {
    if (!request.isMultipart()) throw new DomainError(ErrorCode.UploadFormat);
    const kind = query.kind ?? UploadKind.Contract;
    const part = await request.file({ limits: { fileSize: UPLOAD_LIMITS[kind], files: 1 } });
    if (!part) throw new UserInputError('请选择要上传的文件');
    const owner = await this.certifications.owner(customer.memberId);
    const file = await this.files.store(owner, kind, {
      fileName: part.filename,
      stream: part.file,
      truncated: () => part.file.truncated,
    });
    return new ApiResult({ files: [file] }, '上传成功');
  }

  @Get(routePath('GetUploadedFile'))
  @RawResponse()
  @ApiOperation({
    summary: routes.GetUploadedFile.summary,
    description:
      '链接由 uploadFile、GetCertification 或员工审核接口给出，10 分钟内有效；过期或伪造为 403，文件不存在为 404。',
  })
  @ApiProduces('image/png', 'image/jpeg', 'application/pdf')
  @ApiResponse({ status: 200, description: '文件内容' })
  async view(@Query() query: UploadedFileViewQueryDto, @Res() reply: FastifyReply): Promise<void> {
    try {
      const file = await this.files.open(query.key, query.expires, query.sig);
      await reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header('cache-control', 'private, max-age=600')
        // The staff console and the customer's page show PDFs in a frame of their own origin.
        .header('x-frame-options', 'SAMEORIGIN')
        .header('content-security-policy', "frame-ancestors 'self'")
        .send(file.stream);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      await reply.status(error.code).send({ code: error.code, message: error.message, body: null });
    }
  }
}
