import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation } from '@nestjs/swagger';
import { formatUploadLimit, SUPPORT_LIMITS } from '@seqportal/contract';
import type { FastifyRequest } from 'fastify';
import { UserInputError } from '../../../common/errors/domain-errors.js';
import { ApiEnvelopeResponse } from '../../../common/swagger/api-envelope-response.decorator.js';
import { SupportMessageDto } from '../dto/support.dto.js';
import type { IncomingFile } from '../support-chat.service.js';
import { SUPPORT_MESSAGES } from './support-text.js';

/**
 * The one file part of a chat upload, customer's or staff's. Multipart reads at most the size limit and then
 * marks the stream truncated, which the chat service refuses as too large.
 */
export async function readChatUpload(request: FastifyRequest): Promise<IncomingFile> {
  if (!request.isMultipart()) throw new UserInputError(SUPPORT_MESSAGES.fileRequired);
  const part = await request.file({ limits: { fileSize: SUPPORT_LIMITS.attachmentMaxBytes, files: 1 } });
  if (!part) throw new UserInputError(SUPPORT_MESSAGES.fileRequired);
  return { fileName: part.filename, stream: part.file, truncated: () => part.file.truncated };
}

/** Swagger for a chat upload route: the multipart body with its one file part, answered by the posted message. */
export function ApiChatUpload(summary: string) {
  const limit = formatUploadLimit(SUPPORT_LIMITS.attachmentMaxBytes);
  return applyDecorators(
    ApiOperation({
      summary,
      description: `一个 file 部分：JPG、PNG 或 PDF（按文件内容识别），最大 ${limit}（11001 超出大小，11002 格式不符）。`,
    }),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
    }),
    ApiEnvelopeResponse(SupportMessageDto),
  );
}
