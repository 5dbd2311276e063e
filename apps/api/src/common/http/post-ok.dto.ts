import { ApiProperty } from '@nestjs/swagger';
import type { PostOkResponse } from '@seqportal/contract';

/** The answer of a form that only acknowledges (contact form, certification): one schema for every module. */
export class PostOkDto implements PostOkResponse {
  @ApiProperty({ example: true }) postOk: boolean;
}
