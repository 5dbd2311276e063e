import { SetMetadata } from '@nestjs/common';

export const RAW_RESPONSE = 'seqportal:raw-response';

/** For the few handlers that stream or answer in another format (health, files): no envelope. */
export const RawResponse = () => SetMetadata(RAW_RESPONSE, true);
