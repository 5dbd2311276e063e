import { formatUploadLimit } from '@seqportal/contract';
import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, messageFor, SAMPLE_SHEET_FORMAT_MESSAGE, type UploadResult } from '@seqportal/contract';
import { DomainError } from '../../../common/errors/domain-errors.js';
import { StorageService } from '../../../infra/storage/storage.service.js';
import { isZipSignature } from '../helpers/xlsx-guard.js';
import { sheetKeyFor, XLSX_CONTENT_TYPE } from '../sample-sheet.service.js';
import { samplesConfig, type SamplesConfig } from '../samples.config.js';

export interface IncomingSheet {
  fileName: string;
  stream: Readable;
  /** True once the multipart parser cut the file at the size cap. */
  truncated: () => boolean;
}

/**
 * Stores an uploaded sample sheet in the uploads bucket under the member's prefix. The file is read into memory
 * up to the cap (10 MB by default), which bounds what one upload can cost; the zip-bomb guard runs when the sheet
 * is parsed, where it is inflated.
 */
@Injectable()
export class SampleSheetUploadService {
  constructor(
    private readonly storage: StorageService,
    @Inject(samplesConfig.KEY) private readonly config: SamplesConfig,
  ) {}

  async store(memberId: number, file: IncomingSheet): Promise<UploadResult> {
    const tooLarge = () =>
      new DomainError(
        ErrorCode.UploadTooLarge,
        messageFor(ErrorCode.UploadTooLarge, { limit: formatUploadLimit(this.config.sheetMaxBytes) }),
      );
    // The name is checked first so that a wrong file is refused without reading it; its bytes are drained anyway.
    const named = /\.xlsx$/i.test(file.fileName.trim());
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of file.stream) {
      const buffer = chunk as Buffer;
      size += buffer.length;
      if (named && size <= this.config.sheetMaxBytes) chunks.push(buffer);
    }
    if (file.truncated() || size > this.config.sheetMaxBytes) throw tooLarge();
    const content = Buffer.concat(chunks);
    // .xls (OLE), .csv or a renamed image: an .xlsx is a zip archive.
    if (!named || !isZipSignature(content)) throw new DomainError(ErrorCode.UploadFormat, SAMPLE_SHEET_FORMAT_MESSAGE);
    const key = sheetKeyFor(memberId);
    await this.storage.put('uploads', key, content, { size: content.length, contentType: XLSX_CONTENT_TYPE });
    return { files: [{ url: key, name: file.fileName, size: content.length }] };
  }
}
