import type { DeliveryCredential } from '@seqportal/contract';

/** GetDeliveryCredential's body: base64 of the UTF-8 JSON, as desktop clients paste it for 授权码登录. */
export function encodeCredential(credential: DeliveryCredential): string {
  return Buffer.from(JSON.stringify(credential), 'utf8').toString('base64');
}

export function decodeCredential(encoded: string): DeliveryCredential {
  return JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as DeliveryCredential;
}
